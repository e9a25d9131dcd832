import Highcharts, { type Chart } from 'highcharts';
// The exporting module makes the PNG in the browser itself (`exporting.local`); the offline-exporting module would
// add only a PDF download, which the dashboard does not offer, and a console warning that it lacks jsPDF.
import 'highcharts/modules/exporting';
import { HighchartsReact } from 'highcharts-react-official';
import type { Language } from '../../../i18n/languages';
import type { ChartData } from '../charts';
import { chartOptions } from './chartOptions';
import { highchartsLang } from './highchartsLang';

interface Props {
  chart: ChartData;
  colours: readonly string[];
  language: Language;
  format: (value: number) => string;
  labels: { noData: string; incomplete: (missing: readonly string[]) => string };
  onLocation?: (locationId: string) => void;
  /** The drawn chart, for its PNG download (ChartCard's button). */
  onChart?: (chart: Chart | null) => void;
  /** The PNG could not be made in the browser (never sent to a server instead). */
  onExportError?: () => void;
}

/**
 * The chart itself: the only module that imports Highcharts, loaded lazily by ChartCard so the
 * dashboard's cards and controls show before the library arrives (one chunk, shared with the report).
 */
export default function HighchartsChart({
  chart,
  colours,
  language,
  format,
  labels,
  onLocation,
  onChart,
  onExportError,
}: Props) {
  Highcharts.setOptions({ lang: highchartsLang(language) });
  return (
    <HighchartsReact
      key={`${language}-${colours.join()}`}
      highcharts={Highcharts}
      options={chartOptions(chart, colours, format, labels, onLocation, onExportError)}
      callback={(c: Chart) => onChart?.(c)}
    />
  );
}
