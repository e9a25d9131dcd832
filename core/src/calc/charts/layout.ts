import { escapeXml, textWidth } from '../../lib/svgText';
import type { ReportBlock } from '../../schemas/reports';

export type Chart = Extract<ReportBlock, { kind: 'chart' }>;

/** The drawing's size: the report's Highcharts charts were 640 × 280 (ADR 0135). */
export const W = 640;
export const H = 280;
/** 12 px of 640 printed across the A4 text width (675 px) is 9.5 pt: the report's smallest text is 9 pt. */
export const FONT = 12;
export const LINE = FONT + 4;
export const TITLE_FONT = 15;
export const INK = '#414d5c';
export const GRID = '#e9ebed';
export const AXIS = '#5f6b7a';

export const width = (s: string) => textWidth(s, FONT);

/** A name cut to a width, with an ellipsis when cut. */
export function fitted(s: string, max: number) {
  if (width(s) <= max) return s;
  let out = [...s];
  while (out.length > 1 && width(`${out.join('')}…`) > max) out = out.slice(0, -1);
  return `${out.join('').trimEnd()}…`;
}

/**
 * A category's name in lines no wider than `max`: broken between words, or between any two Chinese characters; at
 * most `lines` of them, the last cut with an ellipsis.
 */
export function wrapped(s: string, max: number, lines = 2): string[] {
  const pieces = s.match(/[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [s];
  const out: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && width((line + piece).trimEnd()) > max) {
      out.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim()) out.push(line.trimEnd());
  return out.length > lines ? [...out.slice(0, lines - 1), fitted(out.slice(lines - 1).join(' '), max)] : out;
}

/** A text element of lines, each escaped; `anchor` is SVG's text-anchor. */
export function textLines(x: number, y: number, lines: readonly string[], anchor = 'middle', attrs = '') {
  const body = lines
    .map((l, i) => (i === 0 ? escapeXml(l) : `<tspan x="${x}" dy="${LINE}">${escapeXml(l)}</tspan>`))
    .join('');
  return `<text x="${x}" y="${y}" text-anchor="${anchor}"${attrs}>${body}</text>`;
}

export interface LegendItem {
  name: string;
  colour: string;
}

/** The legend's items in centred rows; returns the markup and the height it takes at the drawing's foot. */
export function legend(items: readonly LegendItem[]): { svg: string; height: number } {
  if (items.length === 0) return { svg: '', height: 0 };
  const itemWidth = (i: LegendItem) => 14 + width(fitted(i.name, W / 2)) + 18;
  const rows: LegendItem[][] = [[]];
  let used = 0;
  for (const item of items) {
    if (used + itemWidth(item) > W - 32 && rows.at(-1)!.length > 0) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(item);
    used += itemWidth(item);
  }
  const height = rows.length * LINE + 8;
  const svg = rows
    .map((row, r) => {
      const y = H - height + 4 + r * LINE;
      let x = (W - row.reduce((w, i) => w + itemWidth(i), 0) + 18) / 2;
      return row
        .map((item) => {
          const at = x;
          x += itemWidth(item);
          return (
            `<rect x="${at}" y="${y + 2}" width="10" height="10" fill="${item.colour}"/>` +
            textLines(at + 14, y + FONT, [fitted(item.name, W / 2)], 'start')
          );
        })
        .join('');
    })
    .join('');
  return { svg: `<g class="legend">${svg}</g>`, height };
}
