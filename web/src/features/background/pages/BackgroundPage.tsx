import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Spinner from '@cloudscape-design/components/spinner';
import { pageByRoute } from '@esg/core/catalogue/registry';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { titlesNs } from '../../../app/navigation/i18n';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { useConfiguredFields } from '../api/getConfiguredFields';
import { usePageData } from '../api/getPageData';
import { PageDataEditor } from '../components/PageDataEditor';
import { ns } from '../i18n';

function YearPage({ page, year }: { page: PageDeclaration; year: string }) {
  const { t } = useTranslation(ns);
  // Spec §4's initialization order — module path, page fields, page master config: the module path
  // is the route the declaration was found by; the page fields come with the company's configuration
  // for the year (hidden fields, mandatory provisions); the master config (tabs, cards, questions,
  // tutorial steps) is derived from the same declaration on the server (catalogue/masterConfig.ts),
  // so the bundled declaration already is it and a call would only repeat it.
  const fields = useConfiguredFields(page.key, year);
  const query = usePageData(page.key, year);
  if (query.isPending || fields.isPending) return <Spinner size="large" aria-label={t('loading')} />;
  if (query.isError || fields.isError)
    return (
      <Alert
        type="error"
        action={<Button onClick={() => void Promise.all([query.refetch(), fields.refetch()])}>{t('retry')}</Button>}
      >
        {t('loadFailed')}
      </Alert>
    );
  // Keyed by page and year: another year (chosen in the top bar) starts from its own answers.
  return (
    <PageDataEditor key={`${page.key}/${year}`} page={page} year={year} latest={query.data} configured={fields.data} />
  );
}

/**
 * Every Background page (and any other catalogue page registered with it): the declaration is
 * found by the route, the reporting year is the one chosen in the top bar.
 */
export function BackgroundPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { pathname } = useLocation();
  const { year } = useSession();
  const page = pageByRoute(pathname.replace(/\/+$/, ''));
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}>
          {title(page?.key ?? pathname.split('/').pop() ?? '')}
        </Header>
      }
    >
      {!page ? (
        <Alert type="error">{t('unknownPage')}</Alert>
      ) : !year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : (
        <YearPage page={page} year={year} />
      )}
    </ContentLayout>
  );
}
