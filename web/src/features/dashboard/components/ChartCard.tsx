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
import { formatDecimal } from '../../../i18n/format';
import { saveBlob } from '../../../ui/files/saveBlob';
import { chartCsv, type ChartData } from '../charts';
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
export function ChartCard({ chart, colours, year, description, onLocation }: Props) {
  const { t, tr, language } = useDashboardText();
  const [view, setView] = useState<'chart' | 'table'>('chart');
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
  return (
    <Container
      data-testid={`chart-${chart.id}`}
      header={
        <Header
          variant="h2"
          description={description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
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
                onClick={() => download(t('csvFile', { name: chart.id, year }), chartCsv(chart, tr))}
              >
                {t('downloadCsv')}
              </Button>
              <Button iconName="download" disabled={view !== 'chart'} onClick={downloadPng}>
                {t('downloadPng')}
              </Button>
            </SpaceBetween>
          }
        >
          {chart.title}
        </Header>
      }
    >
      {view === 'chart' ? (
        <figure style={{ margin: 0 }} aria-label={chart.title} data-colours={colours.join(' ')}>
          <Suspense fallback={<Spinner size="large" />}>
            <HighchartsChart
              chart={chart}
              colours={colours}
              language={language}
              format={format}
              labels={{ incomplete: t('incomplete'), noData: t('noData') }}
              onLocation={onLocation}
              onChart={(c) => (drawn.current = c)}
              onExportError={() => setPngFailed(true)}
            />
          </Suspense>
          {pngFailed && <Alert type="error">{t('pngFailed')}</Alert>}
        </figure>
      ) : (
        <Table
          variant="embedded"
          items={rows}
          trackBy="category"
          ariaLabels={{ tableLabel: chart.title }}
          columnDefinitions={[
            { id: 'category', header: '', cell: (r) => r.category, isRowHeader: true },
            ...chart.series.map((s, si) => ({
              id: `s${si}`,
              header: `${s.name} (${s.unit})`,
              cell: (r: { category: string; i: number }) => {
                const p = s.points[r.i]!;
                if (p.value === null) return t('noData');
                const text = format(p.value);
                return p.missing.length ? (
                  <span>
                    {text}{' '}
                    <Box variant="small" color="text-status-warning" display="inline">
                      ({t('labelled', { label: t('incomplete'), value: p.missing.join('; ') })})
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
