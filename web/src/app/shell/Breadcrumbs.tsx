import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Icon from '@cloudscape-design/components/icon';
import { shellNs } from '../i18n';
import { titlesNs } from '../../i18n';
import { useCurrentPage } from '../navigation/currentPage';
import { isLivePath } from '../routing/pageRegistry';
import { PAGES } from '../navigation/sections';

/** Home › section › page; a section links to its first page that exists; the last is the page itself, not a link. */
export function Breadcrumbs() {
  const { t } = useTranslation(titlesNs);
  const { t: ts } = useTranslation(shellNs);
  const page = useCurrentPage();
  if (!page) return null;

  const items = [{ text: t('home'), href: '/home' }];
  const sectionLanding = page.section && PAGES.find((p) => p.section === page.section && isLivePath(p.path));
  if (page.section && sectionLanding) items.push({ text: t(page.section), href: sectionLanding.path });
  if (page.path !== '/home') items.push({ text: t(page.segment), href: page.path });

  return (
    <nav aria-label={ts('breadcrumbs')} className="esg-breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={i}>
            {i > 0 && <Icon name="angle-right" size="small" variant="subtle" />}
            {i === items.length - 1 ? (
              <span aria-current="page">{item.text}</span>
            ) : (
              <Link to={item.href}>{item.text}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
