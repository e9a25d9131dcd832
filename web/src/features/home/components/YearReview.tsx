import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Hotspot from '@cloudscape-design/components/hotspot';
import Popover from '@cloudscape-design/components/popover';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { StatusIndicatorProps } from '../../../ui/StatusIndicator';
import { myPagesQuery } from '../../../shell/myPages';
import { titlesNs } from '../../../i18n';
import { HOTSPOTS } from '../../../shell/hotspots';
import { formatDate } from '../../../i18n/format';
import { sectionStatusQuery } from '../api/sectionStatus';
import { ns } from '../i18n';
import { ListTable } from '../../../ui/ListTable';
import { REVIEW_SECTIONS, reviewOf, type SectionReview, type SectionStatus } from '../review';

const INDICATOR: Record<SectionStatus, StatusIndicatorProps.Type> = {
  notStarted: 'pending',
  inProgress: 'in-progress',
  complete: 'success',
};

/** The provisions' titles and the pages answering them: every page module, so loaded when a list is opened (ADR 0094). */
const GapLinks = lazy(() => import('./GapLinks').then((m) => ({ default: m.GapLinks })));

const isReviewed = (group: string) => (REVIEW_SECTIONS as readonly string[]).includes(group);

/** Each report section of the year shown, with the status the API reports for it. */
export function YearReview({ year }: { year: string | null }) {
  const { t, i18n } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const pages = useQuery(myPagesQuery());
  // Only roles that see a report section read the year's data (a 403 would end the session).
  const seesSections = Boolean(pages.data?.some((p) => isReviewed(p.group) && !p.noScreen));
  const status = useQuery({ ...sectionStatusQuery(year ?? ''), enabled: Boolean(year) && seesSections });
  const failed = pages.isError || status.isError;

  return (
    <ListTable<SectionReview>
      data-testid="year-review"
      title={t('reviewTitle')}
      info={<Hotspot hotspotId={HOTSPOTS.review} direction="bottom" />}
      description={
        <span data-testid="reporting-year">
          {year ? t('reportingYear', { date: formatDate(year, i18n.language) }) : t('noYear')}
        </span>
      }
      items={year && pages.data && status.data ? reviewOf(pages.data, status.data) : []}
      trackBy={(r) => r.section}
      loading={Boolean(year) && !failed && (pages.isPending || (seesSections && status.isPending))}
      loadingText={t('loading')}
      empty={
        <Box color="text-body-secondary">
          {!year ? t('reviewNoYear') : failed ? t('reviewFailed') : t('reviewEmpty')}
        </Box>
      }
      // Every value is short (a section, "7 / 7", a status, a count): each reads on one line, never one Chinese
      // character per line; where the list is narrow each section is a block of its own instead.
      columns={[
        { id: 'section', header: t('section'), cell: (r) => title(r.section), rowHeader: true, whole: 'line' },
        {
          id: 'pages',
          header: t('pages'),
          whole: 'line',
          cell: (r) => (r.pages > 0 ? t('savedOf', { saved: r.savedPages, total: r.pages }) : '—'),
        },
        {
          id: 'status',
          header: t('status'),
          whole: 'line',
          cell: (r) => <StatusIndicator type={INDICATOR[r.status]}>{t(r.status)}</StatusIndicator>,
        },
        {
          id: 'translations',
          header: t('missingTranslations'),
          whole: 'line',
          cell: (r) =>
            r.missingTranslations > 0 ? (
              <span data-testid={`translations-${r.section}`}>
                {t('missingTranslationsCount', { count: r.missingTranslations })}
              </span>
            ) : (
              '—'
            ),
        },
        {
          id: 'missing',
          header: t('missingMandatory'),
          whole: 'line',
          cell: (r) => (
            <Gaps review={r} codes={r.missingMandatory} header={t('missingMandatory')} label="missingCount" />
          ),
        },
        {
          id: 'unexplained',
          header: t('unexplained'),
          whole: 'line',
          cell: (r) => <Gaps review={r} codes={r.unexplained} header={t('unexplained')} label="unexplainedCount" />,
        },
      ]}
    />
  );
}

/**
 * Why a section with pages saved is not complete yet: how many provisions it lacks (mandatory ones
 * missing, comply-or-explain ones neither answered nor explained), and on demand each one's title and
 * code, linking to the page that answers it. Before any save it would be every one of them, so only a
 * section in progress says.
 */
function Gaps({
  review,
  codes,
  header,
  label,
}: {
  review: SectionReview;
  codes: string[];
  header: string;
  label: 'missingCount' | 'unexplainedCount';
}) {
  const { t } = useTranslation(ns);
  if (review.status !== 'inProgress' || codes.length === 0) return '—';
  return (
    <Popover
      header={header}
      content={
        <Suspense fallback={<Spinner />}>
          <GapLinks codes={codes} />
        </Suspense>
      }
      triggerType="text"
      size="large"
      // Above the list, which scrolls sideways where it is too wide for its container.
      renderWithPortal
    >
      {t(label, { count: codes.length })}
    </Popover>
  );
}
