import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { CompletenessView } from '@esg/core/schemas/assurance';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../i18n/format';
import { useLocationName } from '../../../ui/locationName';
import { useUnitLabel } from '../../../ui/units';
import { completenessQuery, useConfirmZeros } from '../api/checks';
import { useAssuranceText } from '../i18n';
import { SocialGaps } from './SocialGaps';
import { shortColumn } from '../../../ui/shortColumn';

type Row = CompletenessView['rows'][number];
const monthsIn = (r: Row, state: Row['cells'][number]) => r.cells.flatMap((s, i) => (s === state ? [i] : []));

/** GET /api/completeness/{year}: each section and location as a share, each row's missing and unconfirmed zero months. */
export function Completeness({ year, canWrite }: { year: string; canWrite: boolean }) {
  const { t, month } = useAssuranceText();
  const { i18n } = useTranslation();
  const unit = useUnitLabel(i18n.language);
  const nameOf = useLocationName();
  const result = useQuery(completenessQuery(year));
  const confirm = useConfirmZeros(year);
  if (result.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  const c = result.data;
  const list = (r: Row, state: Row['cells'][number]) =>
    formatList(
      monthsIn(r, state).map((i) => month(c!.months[i]!)),
      i18n.language,
    ) || t('none');
  // The row's label in the reader's language: its location's name and its coded choices' (ADR 0121).
  const figure = (r: Row) => `${t(`type_${r.type}`)} · ${nameOf({ name: r.label, names: r.labels })}`;
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('completeness')}</Header>}>
        {c ? (
          <KeyValuePairs
            columns={2}
            items={(['environmental', 'social'] as const).map((s) => ({
              label: t(`section_${s}`),
              value: (
                <ProgressBar
                  value={c.sections[s].percent}
                  description={t('sectionShare', c.sections[s])}
                  ariaLabel={t(`section_${s}`)}
                />
              ),
            }))}
          />
        ) : (
          <ProgressBar status="in-progress" value={0} ariaLabel={t('loading')} />
        )}
      </Container>
      <Table
        header={<Header variant="h2">{t('byLocation')}</Header>}
        loading={result.isPending}
        loadingText={t('loading')}
        items={c?.locations ?? []}
        trackBy="locationId"
        columnDefinitions={[
          { id: 'name', header: t('location'), cell: (l) => nameOf(l) },
          { id: 'percent', header: t('complete'), cell: (l) => t('sectionShare', l) },
        ]}
      />
      <Table
        header={<Header variant="h2">{t('rowsTitle')}</Header>}
        loading={result.isPending}
        loadingText={t('loading')}
        items={c?.rows ?? []}
        trackBy={(r) => r.rowId ?? `${r.type}|${r.locationId}|${r.label}`}
        wrapLines
        columnDefinitions={[
          { id: 'figure', header: t('figure'), cell: figure },
          // A unit's words kept whole (never 煤气度 / 数, 百万港 / 元), and the months' header wide enough for one line.
          shortColumn<Row>({ id: 'unit', header: t('unit'), minWidth: 88, cell: (r) => unit(r.unit) }, 'words'),
          {
            id: 'months',
            header: t('months'),
            minWidth: 110,
            cell: (r) =>
              r.rowId === null
                ? t('noRowThisYear')
                : `${monthsIn(r, 'entered').length + monthsIn(r, 'confirmedZero').length} / ${r.cells.filter((s) => s !== 'none').length}`,
          },
          // Wide enough that a short word (沒有, 煤氣度數) and header (欠缺) stay on one line.
          { id: 'missing', header: t('missingMonths'), minWidth: 88, cell: (r) => list(r, 'missing') },
          {
            id: 'zero',
            header: t('zeroMonths'),
            minWidth: 88,
            cell: (r) => {
              const zeros = monthsIn(r, 'zero');
              if (zeros.length === 0 || !r.rowId) return t('none');
              return (
                <SpaceBetween size="xxs">
                  <span>{list(r, 'zero')}</span>
                  {canWrite && (
                    <Button
                      variant="inline-link"
                      loading={confirm.isPending}
                      ariaLabel={t('confirmZerosLabel', { months: list(r, 'zero'), figure: figure(r) })}
                      onClick={() => confirm.mutate({ type: r.type, rowId: r.rowId!, months: zeros })}
                    >
                      {t('confirmZeros')}
                    </Button>
                  )}
                </SpaceBetween>
              );
            },
          },
        ]}
      />
      {c && <SocialGaps social={c.social} />}
    </SpaceBetween>
  );
}
