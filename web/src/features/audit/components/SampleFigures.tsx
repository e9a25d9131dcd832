import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { KeptValues } from '../../../ui/KeptValues';
import { shortColumns } from '../../../ui/shortColumn';
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

/** The year was restated after the sample was drawn (ADR 0116, 0118): its marks stay that version's record. */
export function RestatedSince({ sample }: { sample: Pick<SampleView, 'yearVersion'> }) {
  const { t } = useFigureWords();
  return (
    <Alert type="warning" header={t('restatedHeader')}>
      {t('restatedNotice', { version: sample.yearVersion })}
    </Alert>
  );
}

/**
 * One sample: the year's version it was drawn in, its seed and population, and each drawn figure with its mark and a
 * way to its trail; a sample of a version since restated says so.
 */
export function SampleFigures({ sample, onTrace }: Props) {
  const { t, label, amount, language } = useFigureWords();
  const population = t('population', {
    count: sample.population.count,
    total: formatNumber(sample.population.total, language, 3),
    unit: sample.population.unit,
  });
  const drawnAt = formatDateTime(sample.drawnAt);
  return (
    <Table
      header={
        <SpaceBetween size="s">
          <Header variant="h2" description={`${t('yearVersionN', { version: sample.yearVersion })} · ${population}`}>
            {/* When it was drawn on one line: the heading wraps around it, never 01-02- / 2026 at a hyphen. */}
            <KeptValues
              text={t('sampleLabel', {
                count: sample.figures.length,
                basis: t(`basis_${sample.basis}`),
                seed: sample.seed,
                at: drawnAt,
                by: sample.drawnByName ?? sample.drawnBy,
              })}
              values={[drawnAt]}
            />
          </Header>
          {sample.restatedSince && <RestatedSince sample={sample} />}
        </SpaceBetween>
      }
      items={sample.figures}
      trackBy="id"
      wrapLines
      empty={<Box>{t('noSamples')}</Box>}
      columnDefinitions={[
        { id: 'figure', header: t('figure'), cell: label },
        // The value, its mark and the way to its trail each on one line: the figure's name wraps instead, never
        // 追溯 one character per line beside a long location (web/src/ui/shortColumn.tsx).
        ...shortColumns<SampledFigure>([
          { id: 'value', header: t('value'), cell: (f) => amount(f.value, f.unit) },
          { id: 'mark', header: t('mark'), cell: (f) => <MarkStatus figure={f} /> },
          {
            id: 'trace',
            header: t('trace'),
            cell: (f) => (
              <Button
                variant="inline-link"
                ariaLabel={t('traceOf', { figure: label(f) })}
                data-trace={`${sample.id}/${f.id}`}
                onClick={() => onTrace(f.id)}
              >
                {t('trace')}
              </Button>
            ),
          },
        ]),
      ]}
    />
  );
}
