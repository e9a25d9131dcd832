import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import StatusIndicator from '../../../ui/StatusIndicator';
import { provisionTitle } from '@esg/core/catalogue/provisionTitle';
import { formatAside } from '../../../i18n/format';
import { languageOf } from '../../../i18n/languages';
import { AppLink } from '../../../ui/AppLink';
import { reportIndexQuery } from '../api/reportJobs';
import { ns } from '../i18n';

/**
 * The provisions the year's report would leave open (neither disclosed nor explained), before printing: each by its
 * code, linked to the page that answers it, and its title in the reader's language (the index route answers the
 * catalogue's English). A final report is refused while any is left (ADR 0072); a draft prints them marked.
 */
export function ReportGaps({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const index = useQuery(reportIndexQuery(year));
  if (index.isPending) return <StatusIndicator type="loading">{t('gapsLoading')}</StatusIndicator>;
  if (index.isError) return null;
  const language = languageOf(i18n.language);
  const gaps = index.data.entries.filter((e) => e.state === 'gap');
  if (gaps.length === 0) return <Alert type="success">{t('gapsNone')}</Alert>;
  return (
    <Alert type="warning" header={formatAside(t('gapsTitle'), gaps.length, language)}>
      {t('gapsIntro')}
      <ul aria-label={t('gapsTitle')}>
        {gaps.map((g) => (
          <li key={g.code}>
            <strong>{g.page ? <AppLink href={g.page}>{g.code}</AppLink> : g.code}</strong>{' '}
            {provisionTitle(g.code)[language]}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
