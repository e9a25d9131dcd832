import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { SampledFigure, SampleView } from '@esg/core/schemas/audit';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { useFigureWords } from '../figureLabel';

interface Props {
  sample: SampleView;
  onTrace: (figureId: string) => void;
}

export function MarkStatus({ figure }: { figure: SampledFigure }) {
  const { t } = useFigureWords();
  if (!figure.mark) return <StatusIndicator type="pending">{t('notMarked')}</StatusIndicator>;
  return figure.mark.status === 'agreed' ? (
    <StatusIndicator type="success">{t('mark_agreed')}</StatusIndicator>
  ) : (
    <StatusIndicator type="warning">{t('mark_exception')}</StatusIndicator>
  );
}

/** One sample: its seed and population, and each drawn figure with its mark and a way to its trail. */
export function SampleFigures({ sample, onTrace }: Props) {
  const { t, label, amount, language } = useFigureWords();
  return (
    <Table
      header={
        <Header
          variant="h2"
          description={t('population', {
            count: sample.population.count,
            total: formatNumber(sample.population.total, language, 3),
            unit: sample.population.unit,
          })}
        >
          {t('sampleLabel', {
            count: sample.figures.length,
            basis: t(`basis_${sample.basis}`),
            seed: sample.seed,
            at: formatDateTime(sample.drawnAt),
            by: sample.drawnBy,
          })}
        </Header>
      }
      items={sample.figures}
      trackBy="id"
      wrapLines
      empty={<Box>{t('noSamples')}</Box>}
      columnDefinitions={[
        { id: 'figure', header: t('figure'), cell: label },
        { id: 'value', header: t('value'), cell: (f) => amount(f.value, f.unit) },
        { id: 'mark', header: t('mark'), cell: (f) => <MarkStatus figure={f} /> },
        {
          id: 'trace',
          header: t('trace'),
          cell: (f) => (
            <Button variant="inline-link" ariaLabel={t('traceOf', { figure: label(f) })} onClick={() => onTrace(f.id)}>
              {t('trace')}
            </Button>
          ),
        },
      ]}
    />
  );
}
