import { useMemo } from 'react';
import Highcharts, { type Options, type SVGElement as HcSvg } from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { placeLabels } from '@esg/core/calc/materiality/matrix';
import { leaderEnd, numbered, pointStyle, scoredPoints, textWidth } from '@esg/core/calc/materiality/svg';
import type { PaletteId } from '@esg/core/lib/chartPalettes';
import type { MatrixView } from '@esg/core/schemas/questionnaire';
import type { Language } from '../../../i18n/languages';
import { MatrixKey } from './MatrixKey';

interface Props {
  view: MatrixView;
  language: Language;
  labels: { title: string; x: string; y: string; threshold: string };
  palette: PaletteId;
}

/** The width the horizontal threshold line's label takes right of the plot ("Threshold 10", 門檻 5.5). */
const RIGHT_LABEL = 96;

type WithLabels = Highcharts.Chart & { matrixLabels?: HcSvg[] };
type Drawn = { label: string; colour: string; material: boolean };

/**
 * Draws each point's number where core's `placeLabels` puts it, as the SVG of `GET /api/matrix/{id}` and the report
 * do (ADR 0075): a material topic's number in the material area, none struck by a threshold line or covering a
 * point, a thin line to its point when it had to move away. Redrawn on every render (resize, zoom).
 */
function drawLabels(this: Highcharts.Chart, threshold: number) {
  const chart = this as WithLabels;
  chart.matrixLabels?.forEach((l) => l.destroy());
  const points = chart.series[0]?.points ?? [];
  const drawn = points.map((p) => p.options.custom as Drawn);
  const [tx, ty] = [chart.xAxis[0]!.toPixels(threshold, true), chart.yAxis[0]!.toPixels(threshold, true)];
  const material = { x0: tx, y0: 0, x1: chart.plotWidth, y1: ty };
  const boxes = placeLabels(
    points.map((p, i) => ({
      id: String(i),
      x: p.plotX ?? 0,
      y: p.plotY ?? 0,
      width: textWidth(drawn[i]!.label) + 4,
      height: 16,
      ...(drawn[i]!.material ? { within: material } : {}),
    })),
    chart.plotWidth,
    chart.plotHeight,
    { x: [tx], y: [ty] },
  );
  const [left, top] = [chart.plotLeft, chart.plotTop];
  chart.matrixLabels = boxes.flatMap((b, i) => {
    const p = points[i]!;
    const { label, colour } = drawn[i]!;
    const [cx, cy] = [left + (p.plotX ?? 0), top + (p.plotY ?? 0)];
    const end = leaderEnd(cx, cy, { ...b, x: left + b.x, y: top + b.y });
    const text = chart.renderer
      .text(label, left + b.x + 2, top + b.y + 12)
      .css({ fontSize: '12px', fontWeight: '700', color: colour })
      .addClass('esg-matrix-number')
      .add();
    const line = end
      ? chart.renderer
          .path([
            ['M', cx, cy],
            ['L', end.x, end.y],
          ])
          .attr({ stroke: colour, 'stroke-width': 0.75 })
          .add()
      : undefined;
    return line ? [line, text] : [text];
  });
}

/**
 * The materiality matrix (ADR 0030): x importance to the company, y importance to the board, threshold lines; each
 * point numbered, topics with the same two means one point, and the key beside it naming the numbers — as the
 * report's matrix and the downloads draw it (ADR 0075), where names beside the points crossed and, in Chinese, sat
 * beside the wrong point. The tooltip names a point's topics too.
 */
export function MatrixChart({ view, language, labels, palette }: Props) {
  const scored = useMemo(() => scoredPoints(view), [view]);
  const options = useMemo<Options>(() => {
    // Each line's label at its end outside the plot, as the SVG writes its value (ADR 0075): above the vertical line,
    // right of the horizontal one — never over its line nor the points' numbers, which stay inside the plot.
    const line = (value: number, label: Highcharts.AxisPlotLinesLabelOptions) => ({
      value,
      color: '#d91515',
      dashStyle: 'Dash' as const,
      width: 2,
      zIndex: 3,
      label: { text: `${labels.threshold} ${value}`, style: { color: '#d91515' }, ...label },
    });
    const above = { rotation: 0, align: 'center', textAlign: 'center', verticalAlign: 'top', x: 0, y: -8 } as const;
    const right = { align: 'right', textAlign: 'left', verticalAlign: 'middle', x: 6, y: 4 } as const;
    const threshold = view.threshold;
    return {
      // The page's font stack, which carries the Chinese faces (ADR 0147); Highcharts' own has none (empty boxes).
      chart: {
        type: 'scatter',
        height: 560,
        // Room for the threshold's labels outside the plot: above it, and to its right.
        marginTop: 72,
        marginRight: 16 + RIGHT_LABEL,
        style: { fontFamily: 'inherit' },
        events: {
          render() {
            drawLabels.call(this, threshold);
          },
        },
      },
      title: { text: labels.title },
      credits: { enabled: false },
      legend: { enabled: false },
      accessibility: { enabled: false },
      xAxis: {
        min: 0,
        max: 10,
        tickInterval: 1,
        title: { text: labels.x },
        plotLines: [line(threshold, above)],
        gridLineWidth: 1,
      },
      yAxis: { min: 0, max: 10, tickInterval: 1, title: { text: labels.y }, plotLines: [line(threshold, right)] },
      tooltip: { pointFormat: '{point.names}<br/>{point.x} / {point.y}' },
      series: [
        {
          type: 'scatter',
          name: labels.title,
          data: numbered(scored, language).map((p) => {
            const { colour, symbol } = pointStyle(p.material, palette);
            return {
              x: p.company,
              y: p.board,
              names: p.numbers.map((n) => `${n}. ${scored[n - 1]!.name[language]}`).join('<br/>'),
              custom: { label: p.label, colour, material: p.material },
              color: colour,
              marker: { symbol, radius: 5 },
            };
          }),
        },
      ],
    };
  }, [view.threshold, scored, language, labels, palette]);
  return (
    // The chart takes the room the key leaves, and the key goes below it on a narrow screen.
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        <HighchartsReact highcharts={Highcharts} options={options} />
      </div>
      <div style={{ flex: '0 1 300px', minWidth: 240 }}>
        <MatrixKey points={scored} threshold={view.threshold} language={language} palette={palette} />
      </div>
    </div>
  );
}
