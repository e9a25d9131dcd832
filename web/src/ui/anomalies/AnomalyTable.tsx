import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '../StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { AnomalyView } from '@esg/core/schemas/assurance';
import type { ResourceType } from '@esg/core/schemas/resources';
import { resourceTypeName } from '../resourceTypes';
import { anomaliesQuery } from './api';
import { ExplainDialog } from './ExplainDialog';
import { useAnomalyText } from './i18n';
import { useLocationName } from '../locationName';
import { KeptWhole } from '../shortColumn';

interface Props {
  year: string;
  canWrite: boolean;
  /** An entry page's: only its resource types, at one location (with the company's per-employee checks of them). */
  only?: { types: readonly ResourceType[]; locationId: string };
  /** When the figures they are computed from were last read: a later read reads the anomalies again. */
  refreshAfter?: number;
}

/**
 * GET /api/anomalies/{year}: each flagged figure, why it was flagged, and its explanation or an Explain button
 * (ADR 0107). On Data quality every figure of the year; on an entry page those of its kinds at one location, and
 * nothing at all while there are none.
 */
export function AnomalyTable({ year, canWrite, only, refreshAfter }: Props) {
  const { t, month, number, language } = useAnomalyText();
  const nameOf = useLocationName();
  const result = useQuery(anomaliesQuery(year));
  const { refetch } = result;
  const readAt = useRef(refreshAfter);
  useEffect(() => {
    if (refreshAfter === readAt.current) return;
    readAt.current = refreshAfter;
    void refetch();
  }, [refreshAfter, refetch]);
  const [explaining, setExplaining] = useState<AnomalyView | null>(null);
  if (result.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  const a = result.data;
  const items = (a?.anomalies ?? []).filter(
    (x) => !only || (only.types.includes(x.type) && (x.subject === 'perEmployee' || x.locationId === only.locationId)),
  );
  if (only && items.length === 0) return null;
  const figure = (x: AnomalyView) =>
    x.subject === 'perEmployee'
      ? t('perEmployee', { kind: resourceTypeName(x.type, language) })
      : `${resourceTypeName(x.type, language)} · ${nameOf({ name: x.label, names: x.labels })}`;
  const period = (x: AnomalyView) => (x.period === 'year' ? t('wholeYear') : month(a!.months[x.period]!));
  // A unit slip's measure is the figure over its history: above 1 "n× its history", below 1 "1/n of it".
  const check = (x: AnomalyView) =>
    x.rule === 'unitSlip'
      ? x.measure >= 1
        ? t('rule_unitSlip', { ratio: number(x.measure, 0) })
        : t('rule_unitSlipBelow', { ratio: number(1 / x.measure, 0) })
      : x.rule === 'yoy'
        ? t('rule_yoy', { change: `${x.measure > 0 ? '+' : ''}${number(x.measure, 1)}` })
        : t('rule_mad', { distance: number(Math.abs(x.measure), 1) });
  return (
    <>
      <Table
        header={
          <Header
            variant={only ? 'h3' : 'h2'}
            counter={a ? `(${items.length})` : undefined}
            description={
              a ? t('anomaliesDescription', { yoy: a.thresholds.yoyPercent, mad: a.thresholds.madLimit }) : undefined
            }
          >
            {t('anomalies')}
          </Header>
        }
        loading={result.isPending}
        loadingText={t('loading')}
        variant={only ? 'embedded' : 'container'}
        items={items}
        trackBy="id"
        wrapLines
        empty={t('noAnomalies')}
        columnDefinitions={[
          { id: 'figure', header: t('figure'), cell: figure },
          { id: 'period', header: t('period'), cell: period },
          {
            id: 'check',
            header: t('check'),
            // A status indicator breaks its text between any two letters; the check's words stay whole.
            cell: (x) => (
              <StatusIndicator type="warning">
                <KeptWhole whole="words">{check(x)}</KeptWhole>
              </StatusIndicator>
            ),
          },
          { id: 'value', header: t('value'), cell: (x) => `${number(x.value)} ${x.unit}` },
          { id: 'reference', header: t('reference'), cell: (x) => `${number(x.reference)} ${x.unit}` },
          {
            id: 'status',
            header: t('status'),
            // Its header ("Explanation") on one line; the explanations wrap.
            minWidth: 140,
            cell: (x) =>
              x.explanation ? (
                x.explanation.comment
              ) : (
                <>
                  <StatusIndicator type="error">{t('unexplained')}</StatusIndicator>{' '}
                  {canWrite && (
                    <Button
                      variant="inline-link"
                      ariaLabel={t('explainFigure', { figure: figure(x), period: period(x) })}
                      onClick={() => setExplaining(x)}
                    >
                      {t('explain')}
                    </Button>
                  )}
                </>
              ),
          },
        ]}
      />
      {explaining && (
        <ExplainDialog
          year={year}
          anomalyId={explaining.id}
          figure={`${figure(explaining)}, ${period(explaining)}`}
          onClose={() => setExplaining(null)}
        />
      )}
    </>
  );
}
