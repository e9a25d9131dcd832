import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { AnomalyView } from '@esg/core/schemas/assurance';
import { anomaliesQuery } from '../api/checks';
import { useAssuranceText } from '../i18n';
import { ExplainDialog } from './ExplainDialog';

/** GET /api/anomalies/{year}: each flagged figure, why it was flagged, and its explanation or an Explain button. */
export function Anomalies({ year, canWrite }: { year: string; canWrite: boolean }) {
  const { t, month, number } = useAssuranceText();
  const result = useQuery(anomaliesQuery(year));
  const [explaining, setExplaining] = useState<AnomalyView | null>(null);
  if (result.isError) return <Alert type="error">{t('loadFailed')}</Alert>;
  const a = result.data;
  const figure = (x: AnomalyView) =>
    x.subject === 'perEmployee'
      ? t('perEmployee', { kind: t(`type_${x.type}`) })
      : `${t(`type_${x.type}`)} · ${x.label}`;
  const period = (x: AnomalyView) => (x.period === 'year' ? t('wholeYear') : month(a!.months[x.period]!));
  const check = (x: AnomalyView) =>
    x.rule === 'unitSlip'
      ? t('rule_unitSlip', { ratio: number(x.measure >= 1 ? x.measure : 1 / x.measure, 0) })
      : x.rule === 'yoy'
        ? t('rule_yoy', { change: `${x.measure > 0 ? '+' : ''}${number(x.measure, 1)}` })
        : t('rule_mad', { distance: number(Math.abs(x.measure), 1) });
  return (
    <>
      <Table
        header={
          <Header
            variant="h2"
            counter={a ? `(${a.anomalies.length})` : undefined}
            description={
              a ? t('anomaliesDescription', { yoy: a.thresholds.yoyPercent, mad: a.thresholds.madLimit }) : undefined
            }
          >
            {t('anomalies')}
          </Header>
        }
        loading={result.isPending}
        loadingText={t('loading')}
        items={a?.anomalies ?? []}
        trackBy="id"
        resizableColumns
        wrapLines
        empty={t('noAnomalies')}
        columnDefinitions={[
          { id: 'figure', header: t('figure'), cell: figure },
          { id: 'period', header: t('period'), cell: period },
          {
            id: 'check',
            header: t('check'),
            cell: (x) => <StatusIndicator type="warning">{check(x)}</StatusIndicator>,
          },
          { id: 'value', header: t('value'), cell: (x) => `${number(x.value)} ${x.unit}` },
          { id: 'reference', header: t('reference'), cell: (x) => `${number(x.reference)} ${x.unit}` },
          {
            id: 'status',
            header: t('status'),
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
