import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { useSession } from '../../session/useSession';
import { shellNs } from '../i18n';
import { titlesNs } from '../navigation/i18n';
import { PAGES, SECTIONS } from '../navigation/sections';
import { isVisible } from '../navigation/visibility';
import { useCurrentPage } from '../navigation/currentPage';

/** Top-level pages shown above the sections; settings and profile live in the user menu. */
const TOP_LEVEL = ['/home', '/dashboard', '/excel'];

export function SideNav() {
  const { t } = useTranslation(titlesNs);
  const { t: ts } = useTranslation(shellNs);
  const navigate = useNavigate();
  const privileges = useSession().stored?.role.privileges ?? [];
  const current = useCurrentPage();
  const link = (path: string, segment: string): SideNavigationProps.Link => ({
    type: 'link',
    text: t(segment),
    href: path,
  });

  const top = PAGES.filter((p) => TOP_LEVEL.includes(p.path) && isVisible(p, privileges));
  const sections = SECTIONS.flatMap((section): SideNavigationProps.Item[] => {
    const pages = PAGES.filter((p) => p.section === section && isVisible(p, privileges));
    if (pages.length === 0) return [];
    return [
      { type: 'section', text: t(section), defaultExpanded: true, items: pages.map((p) => link(p.path, p.segment)) },
    ];
  });

  return (
    <SideNavigation
      header={{ text: ts('product'), href: '/home' }}
      activeHref={current?.path}
      items={[...top.map((p) => link(p.path, p.segment)), ...sections]}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
