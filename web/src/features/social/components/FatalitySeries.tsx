import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { usePageData } from '../../../forms/pageData/api/getPageData';
import { formatDate } from '../../../i18n/format';
import { useHealthSafety } from '../api/getHealthSafety';
import { ns } from '../i18n';

type Year = NonNullable<ReturnType<typeof useHealthSafety>['data']>['series'][number];

/**
 * HKEX B2.1 beside the Health and safety form: fatalities and the rate per 100 workers of the past
 * three years, each with the headcount it used; a year without one says so instead of a zero.
 */
export function FatalitySeries({ year }: { year: string }) {
  const { t } = useTranslation(ns);
  const page = usePageData('health_safety', year);
  const query = useHealthSafety(year, page.data?.version);
  const rate = (y: Year) =>
    y.rate ?? (y.fatalities === undefined ? t('needsFatalities') : y.workforce ? t('notEntered') : t('needsHeadcount'));
  return (
    <Container
      data-testid="fatality-series"
      header={
        <Header variant="h2" description={t('seriesDescription')}>
          {t('seriesTitle')}
        </Header>
      }
    >
      {query.isError ? (
        <Alert type="error">{t('loadFailed')}</Alert>
      ) : (
        <Table<Year>
          wrapLines
          variant="embedded"
          loading={query.isPending}
          items={query.data?.series ?? []}
          ariaLabels={{ tableLabel: t('seriesTitle') }}
          columnDefinitions={[
            { id: 'yearEnd', header: t('yearEnd'), cell: (y) => formatDate(y.yearEnd) },
            { id: 'source', header: t('source'), cell: (y) => t(y.source) },
            { id: 'fatalities', header: t('fatalities'), cell: (y) => y.fatalities ?? t('notEntered') },
            { id: 'workforce', header: t('workforce'), cell: (y) => y.workforce ?? t('notEntered') },
            { id: 'rate', header: t('rate'), cell: rate },
          ]}
        />
      )}
    </Container>
  );
}
