import { useNavigate } from 'react-router';
import type { TitleKey } from '@esg/core/pages/titles';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Hotspot from '@cloudscape-design/components/hotspot';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useSession } from '../../session/useSession';
import { shellNs } from '../i18n';
import { titlesNs } from '../../i18n';
import { myPagesQuery } from '../../shell/myPages';
import { navGroups } from '../navigation/navItems';
import { PAGES } from '../navigation/sections';
import { isVisible } from '../navigation/visibility';
import { useCurrentPage } from '../navigation/currentPage';
import { isLivePath } from '../routing/pageRegistry';
import { HOTSPOTS } from '../../shell/hotspots';
import { inYearRuleSet, useYearRuleSet } from '../../shell/yearRuleSet';

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

export function SideNav() {
  const { t } = useTranslation(titlesNs);
  const { t: ts } = useTranslation(shellNs);
  const navigate = useNavigate();
  const visible = useVisible();
  const ruleSet = useYearRuleSet();
  const current = useCurrentPage();
  const link = (path: string, segment: TitleKey, first: boolean): SideNavigationProps.Link => ({
    type: 'link',
    text: t(segment),
    href: path,
    // The tutorial's navigation step points at the first entry (Home: every role sees it).
    ...(first ? { info: <Hotspot hotspotId={HOTSPOTS.navigation} side="right" direction="right" /> } : {}),
  });

  // Pages the chosen year's HKEX rule set does not have (Climate before the 2025 Code) are not listed.
  const shown = visible && ((path: string) => visible(path) && inYearRuleSet(path, ruleSet));
  const { top, sections } = shown ? navGroups(shown, isLivePath) : { top: [], sections: [] };
  const items: SideNavigationProps.Item[] = [
    ...top.map((p, i) => link(p.path, p.segment, i === 0)),
    ...sections.map(({ section, pages }): SideNavigationProps.Item => ({
      type: 'section',
      text: t(section),
      defaultExpanded: true,
      items: pages.map((p) => link(p.path, p.segment, false)),
    })),
  ];

  return (
    <SideNavigation
      header={{ text: ts('product'), href: '/home' }}
      activeHref={current?.path}
      items={items}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
