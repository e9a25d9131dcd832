import { DEFAULT_PALETTE, PALETTES, type PaletteId } from '../../lib/chartPalettes';
import { escapeXml, scriptedSvg, textWidth } from '../../lib/svgText';
import { tickLabel, valueAxis } from './axis';
import {
  type Chart,
  AXIS,
  FONT,
  GRID,
  H,
  INK,
  LINE,
  TITLE_FONT,
  W,
  fitted,
  legend,
  textLines,
  width,
  wrapped,
} from './layout';
import { pieSvg } from './pie';

export type { Chart };
type Shown = { name: string; values: readonly (number | null)[]; colour: string; figures?: readonly string[] };

const TOP = 48;
const RIGHT = 20;
/** A bar chart's names stand left of its bars, up to this wide (long Chinese location names, ADR 0121). */
const MAX_NAMES = 240;

const f = (n: number) => Number(n.toFixed(1));

/** A figure written at its column's top or its bar's end: 11 px, the smallest text a report has (7.5 pt or more). */
const FIGURE_FONT = 11;
const figureWidth = (s: string) => textWidth(s, FIGURE_FONT);

/**
 * The figures to write on a chart's columns or bars (ADR 0135 amended), so a small one beside a large one (towngas
 * beside electricity) reads as a figure, not as a sliver: each as the report's tables print it, and only when every
 * drawn one fits its column's share of the slot (`room`) — twelve months of three scopes are read from the table.
 */
function writtenFigures(shown: readonly Shown[], room: number): boolean {
  const drawn = shown.flatMap((s) => s.values.flatMap((v, i) => (v === null || v === 0 ? [] : [s.figures?.[i]])));
  return drawn.length > 0 && drawn.every((t) => t !== undefined && figureWidth(t) <= room);
}
const figureText = (x: number, y: number, text: string, anchor: string) =>
  `<text class="figure" x="${f(x)}" y="${f(y)}" text-anchor="${anchor}" font-size="${FIGURE_FONT}">${escapeXml(text)}</text>`;

/**
 * One of the report's charts as an SVG drawing, made when the report is built (ADR 0135): 640 × 280, its title,
 * a value axis of round ticks titled with the unit, grouped columns, horizontal bars, lines broken at missing
 * figures (a gap, never a zero) or a pie; a legend of the series that have a figure; the palette's colours. Every
 * text is escaped. The report page inlines it, so its words are text in the PDF, in the report's fonts (report.css).
 */
export function chartSvg(chart: Chart, palette: PaletteId = DEFAULT_PALETTE): string {
  const colours = PALETTES[palette];
  const body = chart.chartType === 'pie' ? pieSvg(chart, colours) : cartesian(chart, colours);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="${FONT}" fill="${INK}">`,
    `<title>${escapeXml(chart.title)}</title>`,
    `<text x="${W / 2}" y="22" text-anchor="middle" font-size="${TITLE_FONT}" font-weight="700" fill="#000716">${escapeXml(fitted(chart.title, W - 40))}</text>`,
    body,
    `</svg>`,
  ].join('');
}

function cartesian(chart: Chart, colours: readonly string[]): string {
  // A series with no figure in any category would only add an empty entry to the legend.
  const shown: Shown[] = chart.series
    .map((s, i) => ({
      name: s.name,
      values: s.values,
      colour: s.colour ?? colours[i % colours.length]!,
      ...(s.figures ? { figures: s.figures } : {}),
    }))
    .filter((s) => s.values.some((v) => v !== null && v !== 0));
  const key = legend(shown.map(({ name, colour }) => ({ name, colour })));
  const axis = valueAxis(shown.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const ticks = axis.ticks.map(tickLabel);
  const n = Math.max(1, chart.categories.length);
  const unit = chart.unit ? 1 : 0;
  if (chart.chartType === 'bar') {
    const left = Math.min(MAX_NAMES, Math.ceil(Math.max(0, ...chart.categories.map(width))) + 16);
    const bottom = H - key.height - LINE - unit * LINE - 4;
    const slot = (bottom - TOP) / n;
    const thick = Math.min(40, (slot * 0.8) / Math.max(1, shown.length));
    // A bar's figure stands past its end, on a bar thick enough for a line of it; the drawing keeps room for the widest.
    const labelled = thick > FIGURE_FONT && allPositive(shown) && writtenFigures(shown, W);
    const widest = labelled ? Math.max(...shown.flatMap((s) => s.figures!.map(figureWidth))) + 8 : 0;
    // The last tick's figure is centred on the axis's end: room for its right half ("5,000,000" under 4.6 million).
    const right = Math.max(RIGHT, Math.ceil(width(ticks.at(-1) ?? '') / 2) + 4, widest);
    const box = { x0: left, x1: W - right, y0: TOP, y1: bottom };
    const at = (v: number) => box.x0 + ((v - axis.min) / (axis.max - axis.min)) * (box.x1 - box.x0);
    const grid = axis.ticks
      .map(
        (v, i) =>
          `<line x1="${f(at(v))}" y1="${box.y0}" x2="${f(at(v))}" y2="${box.y1}" stroke="${v === 0 ? AXIS : GRID}"/>` +
          textLines(f(at(v)), box.y1 + LINE, [ticks[i]!]),
      )
      .join('');
    // More names than lines fit: every n-th is named, as the figures' table beside the chart names them all.
    const every = Math.ceil(LINE / slot);
    const names = chart.categories
      .map((c, i) =>
        i % every
          ? ''
          : textLines(left - 8, f(box.y0 + slot * (i + 0.5) + FONT / 3), [fitted(c, MAX_NAMES - 16)], 'end'),
      )
      .join('');
    const bars = shown
      .map((s, k) =>
        s.values
          .map((v, i) => {
            if (v === null || v === 0) return '';
            const y = box.y0 + slot * (i + 0.5) - (thick * shown.length) / 2 + k * thick;
            const [a, b] = [at(Math.min(0, v)), at(Math.max(0, v))];
            const figure = labelled
              ? figureText(b + 4, y + (thick - 1) / 2 + FIGURE_FONT / 3, s.figures![i]!, 'start')
              : '';
            return `<rect x="${f(a)}" y="${f(y)}" width="${f(b - a)}" height="${f(thick - 1)}" fill="${s.colour}"/>${figure}`;
          })
          .join(''),
      )
      .join('');
    const title = unit
      ? `<text x="${(box.x0 + box.x1) / 2}" y="${box.y1 + 2 * LINE + 2}" text-anchor="middle">${scriptedSvg(chart.unit)}</text>`
      : '';
    return grid + bars + names + title + key.svg;
  }
  const labelWidth = Math.max(...ticks.map(width));
  const left = Math.max(8 + labelWidth + 8, 40);
  const slot = (W - RIGHT - left) / n;
  // Category names in up to two lines under their column; too long even so, they are cut.
  const lines = chart.categories.map((c) => wrapped(c, slot - 4));
  const depth = Math.max(1, ...lines.map((l) => l.length));
  const bottom = H - key.height - depth * LINE - 6;
  // A column's figure stands on its top where every one fits between its neighbours' (columns side by side are a
  // column's width apart, a lone one a slot); a line of room above the tallest.
  const apart = shown.length > 1 ? columnWidth(slot, shown.length) : slot;
  const labelled = chart.chartType === 'column' && allPositive(shown) && writtenFigures(shown, apart - 4);
  const box = { x0: left, x1: W - RIGHT, y0: TOP + (labelled ? LINE : 0), y1: bottom };
  const at = (v: number) => box.y1 - ((v - axis.min) / (axis.max - axis.min)) * (box.y1 - box.y0);
  const grid = axis.ticks
    .map(
      (v, i) =>
        `<line x1="${box.x0}" y1="${f(at(v))}" x2="${box.x1}" y2="${f(at(v))}" stroke="${v === 0 ? AXIS : GRID}"/>` +
        textLines(box.x0 - 8, f(at(v) + FONT / 3), [ticks[i]!], 'end'),
    )
    .join('');
  // A name that cannot break (2025-01 under twelve months) is drawn a little smaller (11 px: still 7.5 pt or more as printed, the smallest text a report has) rather than touch its neighbour.
  const small = lines.some((l) => l.some((line) => width(line) > slot - 4)) ? ' font-size="11"' : '';
  const names = lines
    .map((l, i) => textLines(f(box.x0 + slot * (i + 0.5)), box.y1 + LINE, l, 'middle', small))
    .join('');
  // The unit stands level above the figures of its axis, read as they are (no turned text).
  const title = unit ? `<text x="8" y="${TOP - 12}" text-anchor="start">${scriptedSvg(chart.unit)}</text>` : '';
  const marks =
    chart.chartType === 'line' ? lineMarks(shown, slot, box.x0, at) : columns(shown, slot, box.x0, at, labelled);
  return grid + marks + names + title + key.svg;
}

const columnWidth = (slot: number, series: number) => Math.min(56, (slot * 0.8) / Math.max(1, series));
const allPositive = (shown: readonly Shown[]) => shown.every((s) => s.values.every((v) => v === null || v >= 0));

function columns(shown: readonly Shown[], slot: number, x0: number, at: (v: number) => number, labelled: boolean) {
  const wide = columnWidth(slot, shown.length);
  return shown
    .map((s, k) =>
      s.values
        .map((v, i) => {
          if (v === null || v === 0) return '';
          const x = x0 + slot * (i + 0.5) - (wide * shown.length) / 2 + k * wide;
          const [top, foot] = [at(Math.max(0, v)), at(Math.min(0, v))];
          const figure = labelled ? figureText(x + (wide - 1) / 2, top - 4, s.figures![i]!, 'middle') : '';
          return `<rect x="${f(x)}" y="${f(top)}" width="${f(wide - 1)}" height="${f(foot - top)}" fill="${s.colour}"/>${figure}`;
        })
        .join(''),
    )
    .join('');
}

/** Lines broken where a figure is missing: a gap is a gap, never a drop to zero. Each figure has its marker. */
function lineMarks(shown: readonly Shown[], slot: number, x0: number, at: (v: number) => number) {
  return shown
    .map((s) => {
      const points = s.values.map((v, i) => (v === null ? null : ([f(x0 + slot * (i + 0.5)), f(at(v))] as const)));
      const path = points
        .map((p, i) => (p === null ? '' : `${i > 0 && points[i - 1] ? 'L' : 'M'}${p[0]},${p[1]}`))
        .join(' ')
        .trim();
      const markers = points
        .map((p) => (p ? `<circle cx="${p[0]}" cy="${p[1]}" r="3.5" fill="${s.colour}"/>` : ''))
        .join('');
      return `<path d="${path}" fill="none" stroke="${s.colour}" stroke-width="2"/>${markers}`;
    })
    .join('');
}
