import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { useConfiguredFields } from './api/getConfiguredFields';
import { usePageData } from './api/getPageData';
import { ns } from './i18n';
import { PageDataEditor } from './PageDataEditor';

interface Props {
  page: PageDeclaration;
  year: string;
  /** Offer "Configure fields" to writers. */
  configurable?: boolean;
  /** Part of a screen with its own printed-year banner and test ids (see PageDataEditor). */
  embedded?: boolean;
}

/**
 * A catalogue page's answers of one reporting year (GET/PUT /api/page-data/{pageKey}/{year}):
 * loaded with the company's field configuration, then edited by PageDataEditor.
 */
export function PageDataYear({ page, year, configurable, embedded }: Props) {
  const { t } = useTranslation(ns);
  // The spec's initialization order — module path, page fields, page master config: the module path
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
    <PageDataEditor
      key={`${page.key}/${year}`}
      page={page}
      year={year}
      latest={query.data}
      configured={fields.data}
      configurable={configurable}
      embedded={embedded}
    />
  );
}
