import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { shellNs } from '../i18n';
import { titlesNs } from '../../i18n';
import { useCurrentPage } from '../navigation/currentPage';
import { isLivePath } from '../routing/pageRegistry';
import { PAGES } from '../navigation/sections';

/** Home › section › page; a section links to its first page that exists. */
export function Breadcrumbs() {
  const { t } = useTranslation(titlesNs);
  const { t: ts } = useTranslation(shellNs);
  const navigate = useNavigate();
  const page = useCurrentPage();
  if (!page) return null;

  const items: BreadcrumbGroupProps.Item[] = [{ text: t('home'), href: '/home' }];
  const sectionLanding = page.section && PAGES.find((p) => p.section === page.section && isLivePath(p.path));
  if (page.section && sectionLanding) items.push({ text: t(page.section), href: sectionLanding.path });
  if (page.path !== '/home') items.push({ text: t(page.segment), href: page.path });

  return (
    <BreadcrumbGroup
      items={items}
      ariaLabel={ts('breadcrumbs')}
      onFollow={(event) => {
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
