import { useMemo } from 'react';
import Highcharts, { type Options, type SVGElement as HcSvg } from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { placeLabels } from '@esg/core/calc/materiality/matrix';
import { pointStyle, textWidth } from '@esg/core/calc/materiality/svg';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import type { MatrixView } from '@esg/core/schemas/questionnaire';
import { formatAside } from '../../../i18n/format';
import type { Language } from '../../../i18n/languages';

interface Props {
  view: MatrixView;
  language: Language;
  labels: { title: string; x: string; y: string; threshold: string };
  palette: PaletteId;
}

type WithLabels = Highcharts.Chart & { matrixLabels?: HcSvg[] };

/**
 * Draws the topic labels where core's `placeLabels` puts them (no two overlap, none covers a point):
 * the same placement as the SVG of `GET /api/matrix/{id}`. Redrawn on every render (resize, zoom).
 */
function drawLabels(this: Highcharts.Chart) {
  const chart = this as WithLabels;
  chart.matrixLabels?.forEach((l) => l.destroy());
  const points = chart.series[0]?.points ?? [];
  const texts = points.map((p) => String((p as unknown as { label: string }).label));
  const boxes = placeLabels(
    points.map((p, i) => ({
      id: String(i),
      x: p.plotX ?? 0,
      y: p.plotY ?? 0,
      width: textWidth(texts[i]!) + 4,
      height: 16,
    })),
    chart.plotWidth,
    chart.plotHeight,
  );
  chart.matrixLabels = boxes.map((b, i) =>
    chart.renderer
      .text(texts[i]!, chart.plotLeft + b.x + 2, chart.plotTop + b.y + 12)
      .css({ fontSize: '12px', color: '#000716' })
      .add(),
  );
}

/**
 * The materiality matrix (ADR 0030): x importance to the company, y importance to the board, threshold
 * lines; points drawn as the API's SVG draws them in the chosen palette (core's `pointStyle`).
 */
export function MatrixChart({ view, language, labels, palette }: Props) {
  const options = useMemo<Options>(() => {
    const line = (value: number) => ({
      value: view.threshold,
      color: '#d91515',
      dashStyle: 'Dash' as const,
      width: 2,
      zIndex: 3,
      label: { text: `${labels.threshold} ${value}` },
    });
    return {
      // The page's font stack, which carries the Chinese faces (ADR 0147); Highcharts' own has none (empty boxes).
      chart: { type: 'scatter', height: 560, style: { fontFamily: 'inherit' }, events: { render: drawLabels } },
      title: { text: labels.title },
      credits: { enabled: false },
      legend: { enabled: false },
      accessibility: { enabled: false },
      xAxis: {
        min: 0,
        max: 10,
        tickInterval: 1,
        title: { text: labels.x },
        plotLines: [line(view.threshold)],
        gridLineWidth: 1,
      },
      yAxis: { min: 0, max: 10, tickInterval: 1, title: { text: labels.y }, plotLines: [line(view.threshold)] },
      tooltip: { pointFormat: '{point.label}<br/>{point.x} / {point.y}' },
      series: [
        {
          type: 'scatter',
          name: labels.title,
          data: view.points
            .filter((p) => p.company !== null && p.board !== null)
            .map((p) => {
              const { colour, symbol } = pointStyle(p.material, palette);
              return {
                x: p.company!,
                y: p.board!,
                label: formatAside(p.name[language], p.answers, language),
                color: colour,
                marker: { symbol, radius: 5 },
              };
            }),
        },
      ],
    };
  }, [view, language, labels, palette]);
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
