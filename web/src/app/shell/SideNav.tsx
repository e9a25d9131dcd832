import { Link } from 'react-router';
import type { TitleKey } from '@esg/core/pages/titles';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Hotspot from '@cloudscape-design/components/hotspot';
import { useSession } from '../../session/useSession';
import { shellNs } from '../i18n';
import { titlesNs } from '../../i18n';
import { myPagesQuery } from '../../shell/myPages';
import { navGroups } from '../navigation/navItems';
import { PAGES, type PageEntry } from '../navigation/sections';
import { isVisible } from '../navigation/visibility';
import { useCurrentPage } from '../navigation/currentPage';
import { isLivePath } from '../routing/pageRegistry';
import { HOTSPOTS } from '../../shell/hotspots';
import { inYearRuleSet, useYearRuleSet } from '../../shell/yearRuleSet';
import { NavSection } from '../../ui/NavSection';
import '../../ui/navLinks.css';

/** Pages the role may see: GET /api/pages; if that fails, the role's privileges (never more than those). */
function useVisible(): ((path: string) => boolean) | null {
  const pages = useQuery(myPagesQuery());
  const privileges = useSession().stored?.role.privileges ?? [];
  if (pages.data) {
    const paths = new Set(pages.data.map((p) => p.path));
    return (path) => paths.has(path);
  }
  if (!pages.isError) return null;
  return (path) => PAGES.some((p) => p.path === path && isVisible(p, privileges));
}

interface Props {
  /** A link was followed (the phone's drawer closes). */
  onFollow?: () => void;
}

/**
 * The side navigation's links: the product name leading Home, the top-level pages, then each section's pages as a
 * labelled group; the current page is marked for assistive technology and the eye (ADR 0126: the shell of our own).
 */
export function SideNav({ onFollow }: Props) {
  const { t } = useTranslation(titlesNs);
  const { t: ts } = useTranslation(shellNs);
  const visible = useVisible();
  const ruleSet = useYearRuleSet();
  const current = useCurrentPage();

  // Pages the chosen year's HKEX rule set does not have (Climate before the 2025 Code) are not listed.
  const shown = visible && ((path: string) => visible(path) && inYearRuleSet(path, ruleSet));
  const { top, sections } = shown ? navGroups(shown, isLivePath) : { top: [], sections: [] };
  const item = (page: PageEntry, first: boolean) => (
    <li key={page.path}>
      <Link
        to={page.path}
        className="esg-nav-link"
        aria-current={page.path === current?.path ? 'page' : undefined}
        onClick={onFollow}
      >
        {t(page.segment as TitleKey)}
      </Link>
      {/* The tutorial's navigation step points at the first entry (Home: every role sees it). */}
      {first && <Hotspot hotspotId={HOTSPOTS.navigation} side="right" direction="right" />}
    </li>
  );

  return (
    <>
      <Link to="/home" className="esg-nav-header" onClick={onFollow}>
        {ts('product')}
      </Link>
      <ul className="esg-nav-list">{top.map((p, i) => item(p, i === 0))}</ul>
      {sections.map(({ section, pages }) => (
        <NavSection key={section} id={`esg-nav-${section}`} title={t(section)}>
          {pages.map((p) => item(p, false))}
        </NavSection>
      ))}
    </>
  );
}
