import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Hotspot from '@cloudscape-design/components/hotspot';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { myPagesQuery } from '../../../app/navigation/myPages';
import { titlesNs } from '../../../app/navigation/i18n';
import { HOTSPOTS } from '../../../app/shell/hotspots';
import { formatDate } from '../../../i18n/format';
import { ns } from '../i18n';
import { reviewOf, type SectionReview, type SectionStatus } from '../review';

const INDICATOR: Record<SectionStatus, StatusIndicatorProps.Type> = {
  notStarted: 'pending',
  inProgress: 'in-progress',
  complete: 'success',
};

/** Issue #4 §8: each report section of the year shown, with its status. */
export function YearReview({ year }: { year: string | null }) {
  const { t, i18n } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const pages = useQuery(myPagesQuery());

  return (
    <Table<SectionReview>
      data-testid="year-review"
      header={
        <Header
          variant="h2"
          info={<Hotspot hotspotId={HOTSPOTS.review} direction="bottom" />}
          description={
            <span data-testid="reporting-year">
              {year ? t('reportingYear', { date: formatDate(year, i18n.language) }) : t('noYear')}
            </span>
          }
        >
          {t('reviewTitle')}
        </Header>
      }
      items={year && pages.data ? reviewOf(pages.data) : []}
      loading={Boolean(year) && pages.isPending}
      loadingText={t('loading')}
      empty={
        <Box color="text-body-secondary">
          {!year ? t('reviewNoYear') : pages.isError ? t('reviewFailed') : t('reviewEmpty')}
        </Box>
      }
      columnDefinitions={[
        { id: 'section', header: t('section'), cell: (r) => title(r.section), isRowHeader: true },
        { id: 'pages', header: t('pages'), cell: (r) => r.pages },
        {
          id: 'status',
          header: t('status'),
          cell: (r) => <StatusIndicator type={INDICATOR[r.status]}>{t(r.status)}</StatusIndicator>,
        },
      ]}
    />
  );
}
