import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { Chart } from 'highcharts';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { formatAside, formatClauses, formatDecimal, formatList } from '../../../i18n/format';
import { saveBlob } from '../../../ui/files/saveBlob';
import { chartCsv, measuresOf, type ChartData } from '../charts';
import { useDashboardText } from '../i18n';

const HighchartsChart = lazy(() => import('./HighchartsChart'));

const download = (name: string, text: string) => saveBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), name);

interface Props {
  chart: ChartData;
  colours: readonly string[];
  /** The year, for the CSV file's name. */
  year: string;
  description?: ReactNode;
  onLocation?: (locationId: string) => void;
}

/** A chart with its data-table view (for screen readers and copying), its CSV and PNG downloads. */
export function ChartCard({ chart: whole, colours, year, description, onLocation }: Props) {
  const { t, tr, language } = useDashboardText();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  // One measure at a time (charts.ts measuresOf): the chart and its table show the same series.
  const measures = measuresOf(whole);
  const [measure, setMeasure] = useState(0);
  const chart = measures[Math.min(measure, measures.length - 1)]!;
  const drawn = useRef<Chart | null>(null);
  const [pngFailed, setPngFailed] = useState(false);
  const downloadPng = () => {
    setPngFailed(false);
    void drawn.current?.exporting
      .exportChart({ type: 'image/png', filename: t('pngFile', { name: chart.id, year }) }, {})
      .catch(() => setPngFailed(true));
  };
  const format = (v: number) => formatDecimal(v, language);
  const rows = chart.categories.map((category, i) => ({ category, i }));
  // Nothing entered yet: an empty frame of axes (or a line at 0) would say "zero" (ADR 0069), so the chart says so.
  const empty = chart.series.every((s) => s.points.every((p) => p.value === null));
  return (
    <Container
      data-testid={`chart-${chart.id}`}
      header={
        <Header
          variant="h2"
          description={description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {measures.length > 1 && (
                <SegmentedControl
                  label={t('measure', { title: chart.title })}
                  selectedId={String(measure)}
                  onChange={({ detail }) => setMeasure(Number(detail.selectedId))}
                  options={measures.map((m, i) => ({
                    id: String(i),
                    text: formatAside(
                      formatList(
                        m.series.map((s) => s.name),
                        language,
                      ),
                      m.series[0]!.unit,
                      language,
                    ),
                  }))}
                />
              )}
              <SegmentedControl
                label={t('view', { title: chart.title })}
                selectedId={view}
                onChange={({ detail }) => setView(detail.selectedId as 'chart' | 'table')}
                options={[
                  { id: 'chart', text: t('chart') },
                  { id: 'table', text: t('table') },
                ]}
              />
              <Button
                iconName="download"
                onClick={() => download(t('csvFile', { name: whole.id, year }), chartCsv(whole, tr, language))}
              >
                {t('downloadCsv')}
              </Button>
              <Button iconName="download" disabled={view !== 'chart' || empty} onClick={downloadPng}>
                {t('downloadPng')}
              </Button>
            </SpaceBetween>
          }
        >
          {chart.title}
        </Header>
      }
    >
      {view === 'chart' && empty ? (
        <Box color="text-body-secondary" textAlign="center" padding="l" data-testid="chart-empty">
          {t('chartEmpty')}
        </Box>
      ) : view === 'chart' ? (
        <figure style={{ margin: 0 }} aria-label={chart.title} data-colours={colours.join(' ')}>
          <Suspense fallback={<Spinner size="large" />}>
            <HighchartsChart
              chart={chart}
              colours={colours}
              language={language}
              format={format}
              labels={{
                noData: t('noData'),
                incomplete: (missing) =>
                  t('labelled', { ns: 'common', label: t('incomplete'), value: formatClauses(missing, language) }),
              }}
              onLocation={onLocation}
              onChart={(c) => (drawn.current = c)}
              onExportError={() => setPngFailed(true)}
            />
          </Suspense>
          {pngFailed && <Alert type="error">{t('pngFailed')}</Alert>}
        </figure>
      ) : (
        <Table
          wrapLines
          variant="embedded"
          items={rows}
          trackBy="category"
          ariaLabels={{ tableLabel: chart.title }}
          columnDefinitions={[
            { id: 'category', header: '', cell: (r) => r.category, isRowHeader: true },
            ...chart.series.map((s, si) => ({
              id: `s${si}`,
              header: formatAside(s.name, s.unit, language),
              cell: (r: { category: string; i: number }) => {
                const p = s.points[r.i]!;
                if (p.value === null) return t('noData');
                const text = format(p.value);
                return p.missing.length ? (
                  <span>
                    {text}{' '}
                    <Box variant="small" color="text-status-warning" display="inline">
                      (
                      {t('labelled', {
                        ns: 'common',
                        label: t('incomplete'),
                        value: formatClauses(p.missing, language),
                      })}
                      )
                    </Box>
                  </span>
                ) : (
                  text
                );
              },
            })),
          ]}
        />
      )}
    </Container>
  );
}
