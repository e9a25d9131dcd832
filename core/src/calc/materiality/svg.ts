import { DEFAULT_PALETTE, PALETTES, type PaletteId } from '../../lib/chartPalettes';
import { formatDate } from '../../lib/dates';
import { joinList, withAside } from '../../lib/format';
import { escapeXml, textWidth as svgTextWidth } from '../../lib/svgText';
import type { Language } from '../../schemas/common';
import { placeLabels } from './matrix';
import type { MatrixView } from '../../schemas/questionnaire';

const W = 720;
const MIN_H = 540;
const M = { left: 64, right: 24, top: 48, bottom: 56 };
/**
 * The plot on the left, the key on the right (ADR 0075, ADR 0150): each point carries its topic's number, the key names the
 * numbers, says what a circle, a square and the dashed lines mean, and gives the counts. Names beside the points
 * crossed each other's leader lines and, in Chinese, sat beside the wrong point.
 */
const PW = 390;
const KEY = { x: M.left + PW + 30, width: W - (M.left + PW + 30) - 4 };
/** 13 px of a 720 px drawing printed across the A4 text width (505 pt) is 9.1 pt: a report's smallest body size. */
const FONT = 13;
const LINE = FONT + 3;

/** The matrix's words in each language: the SVG's and the screen's (its axes, key and threshold). */
export const MATRIX_TEXT: Record<
  Language,
  {
    title: string;
    x: string;
    y: string;
    yStakeholders: string;
    count: string;
    material: string;
    notMaterial: string;
    threshold: string;
  }
> = {
  en: {
    title: 'Materiality matrix',
    x: 'Importance to the company',
    y: 'Importance to board members',
    yStakeholders: 'Importance to stakeholders',
    count: '(n): number of answers behind the topic’s scores',
    material: 'Material topic',
    notMaterial: 'Not material',
    threshold: 'Threshold {value} (both means)',
  },
  hk: {
    title: '重要性矩陣',
    x: '對公司的重要性',
    y: '對董事會成員的重要性',
    yStakeholders: '對持份者的重要性',
    count: '（n）：議題評分所依據的回覆數目',
    material: '重要議題',
    notMaterial: '非重要議題',
    threshold: '門檻 {value}（兩項平均分）',
  },
  cn: {
    title: '重要性矩阵',
    x: '对公司的重要性',
    y: '对董事会成员的重要性',
    yStakeholders: '对持份者的重要性',
    count: '（n）：议题评分所依据的回复数目',
    material: '重要议题',
    notMaterial: '非重要议题',
    threshold: '门槛 {value}（两项平均分）',
  },
};

export type Shown = MatrixView['points'][number] & { company: number; board: number };

/** The points a matrix draws: those with both means (a topic nobody scored has none). */
export const scoredPoints = (view: MatrixView) =>
  view.points.filter((p): p is Shown => p.company !== null && p.board !== null);

/**
 * Each topic numbered in the order the report's table lists them; topics with the same two means are one point
 * whose label carries all their numbers ("4, 9", 「4、9」: ADR 0074's list rule), as drawn apart they hid each other
 * (ADR 0075).
 */
export function numbered(points: readonly Shown[], lang: Language) {
  const groups = new Map<string, { point: Shown; numbers: number[] }>();
  points.forEach((p, i) => {
    const key = `${p.company}|${p.board}`;
    const group = groups.get(key) ?? { point: p, numbers: [] };
    group.numbers.push(i + 1);
    if (p.material) group.point = { ...group.point, material: true };
    groups.set(key, group);
  });
  return [...groups.values()].map(({ point, numbers }) => ({ ...point, numbers, label: joinList(numbers, lang) }));
}

/** A key entry in lines of at most `width` px: at spaces in Latin text, anywhere in Chinese. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  const [end, start] = [(s: string) => s.replace(/ +$/, ''), (s: string) => s.replace(/^ +/, '')];
  let line = '';
  // A no-break space keeps the count with the last word or character: "training (5)", never "(5)" alone on a line;
  // a full-width aside stays with the character before it: 「培訓（5）」, never 「（」 at a line's end.
  for (const token of text.match(
    /[\u3000-\u9fff\uff00-\uffef](?:\u00a0[^ ]+|（[^）]*）)? *|[^ \u3000-\u9fff\uff00-\uffef]+ *| +/g,
  ) ?? []) {
    if (line && textWidth(end(line + token)) > width) {
      lines.push(end(line));
      line = start(token);
    } else line += token;
  }
  if (line.trim()) lines.push(end(line));
  return lines;
}

/**
 * Where the line from a point to its label ends — the nearest point of the label's box — when the label is not right
 * beside it (more than 8 px away); undefined when no line is needed. The SVG and the screen's chart draw the same.
 */
export function leaderEnd(cx: number, cy: number, b: { x: number; y: number; width: number; height: number }) {
  const x = Math.min(Math.max(cx, b.x), b.x + b.width);
  const y = Math.min(Math.max(cy, b.y), b.y + b.height);
  return Math.hypot(x - cx, y - cy) > 8 ? { x, y } : undefined;
}

/** The segment from a point to the nearest point of its label's box, when the label is not right beside it. */
export function leader(
  cx: number,
  cy: number,
  b: { x: number; y: number; width: number; height: number },
  colour: string,
) {
  const end = leaderEnd(cx, cy, b);
  return end ? `<line x1="${cx}" y1="${cy}" x2="${end.x}" y2="${end.y}" stroke="${colour}" stroke-width="0.75"/>` : '';
}

const esc = escapeXml;

/** Label width from its characters (lib/svgText). */
export const textWidth = (s: string, size = FONT) => svgTextWidth(s, size);

/**
 * How a point is drawn in a palette: material topics in its first colour as circles, the others in its
 * second as squares, so the two stay apart without colour too (print, colour-vision deficiency).
 */
export const pointStyle = (material: boolean, palette: PaletteId) =>
  material
    ? { colour: PALETTES[palette][0], symbol: 'circle' as const }
    : { colour: PALETTES[palette][1], symbol: 'square' as const };

/** Scale 0–10 on both axes. */
const PH = MIN_H - M.top - M.bottom;
const sx = (v: number) => (v / 10) * PW;
const sy = (v: number) => PH - (v / 10) * PH;

/** A point's marker: a circle for a material topic, a square for the others. */
const marker = (cx: number, cy: number, material: boolean, palette: PaletteId) => {
  const { colour, symbol } = pointStyle(material, palette);
  return symbol === 'circle'
    ? `<circle cx="${cx}" cy="${cy}" r="4" fill="${colour}"/>`
    : `<rect x="${cx - 4}" y="${cy - 4}" width="8" height="8" fill="${colour}"/>`;
};

/** A topic and the number of answers behind it: "Training\u00a0(5)" (never "(5)" alone on a line), 「培訓（5）」. */
const countAside = (name: string, answers: number, lang: Language) =>
  withAside(name, answers, lang).replace(/ (\(\d+\))$/, '\u00a0$1');

/** The key beside the plot: what the markers and the dashed lines mean, then each numbered topic and its count. */
function keyOf(
  points: readonly Shown[],
  threshold: number,
  text: (typeof MATRIX_TEXT)[Language],
  lang: Language,
  palette: PaletteId,
) {
  const dashed = (y: number) =>
    `<line x1="0" y1="${y - 4}" x2="16" y2="${y - 4}" stroke="#d91515" stroke-dasharray="4 3"/>`;
  const value = String(threshold);
  const out: string[] = [];
  let y = FONT;
  const item = (symbol: string, words: string) => {
    out.push(symbol, `<text x="24" y="${y}">${esc(words)}</text>`);
    y += LINE + 2;
  };
  item(marker(8, y - 4, true, palette), text.material);
  item(marker(8, y - 4, false, palette), text.notMaterial);
  item(dashed(y), text.threshold.replace('{value}', value));
  y += 8;
  points.forEach((p, i) => {
    const { colour } = pointStyle(p.material, palette);
    const lines = wrap(countAside(p.name[lang], p.answers, lang), KEY.width - 24);
    out.push(`<text x="16" y="${y}" text-anchor="end" font-weight="700" fill="${colour}">${i + 1}</text>`);
    lines.forEach((l, n) => out.push(`<text x="24" y="${y + n * LINE}">${esc(l)}</text>`));
    y += lines.length * LINE + 3;
  });
  for (const l of wrap(text.count, KEY.width)) {
    out.push(`<text x="0" y="${y + 6}" fill="#5f6b7a">${esc(l)}</text>`);
    y += LINE;
  }
  return { svg: `<g transform="translate(${KEY.x},${M.top})">${out.join('')}</g>`, height: y };
}

/**
 * The matrix as a standalone SVG document (`GET /api/matrix/{id}`, the report's image): each point numbered, a key
 * naming the numbers beside the plot with the legend and the threshold, in the requested language; its title's date
 * as the screens show one, or as the report prints it (`day`, ADR 0043 amended).
 */
export function matrixSvg(
  view: MatrixView,
  lang: Language,
  palette: PaletteId = DEFAULT_PALETTE,
  day: (stored: string) => string = formatDate,
): string {
  const axes = MATRIX_TEXT[lang];
  // A stakeholder group's matrix (ADR 0051): its y axis is the stakeholders' view, not the board's.
  const text = view.group && view.group !== 'board' ? { ...axes, y: axes.yStakeholders } : axes;
  const scored = scoredPoints(view);
  const shown = numbered(scored, lang);
  const t = view.threshold;
  // A material topic's number stays in the material area (both means at or above the threshold); no number is
  // struck by a threshold line, nor by the threshold's value written at the end of each line.
  const material = { x0: sx(t), y0: 0, x1: PW, y1: sy(t) };
  const boxes = placeLabels(
    shown.map((p) => ({
      id: p.id,
      x: sx(p.company),
      y: sy(p.board),
      width: textWidth(p.label) + 4,
      height: FONT + 2,
      ...(p.material ? { within: material } : {}),
    })),
    PW,
    PH,
    { x: [sx(t)], y: [sy(t)] },
  );
  const key = keyOf(scored, t, text, lang, palette);
  const H = Math.max(MIN_H, M.top + key.height + 12);
  const grid = Array.from({ length: 11 }, (_, v) =>
    [
      `<line x1="${sx(v)}" y1="0" x2="${sx(v)}" y2="${PH}" stroke="#e9ebed"/>`,
      `<line x1="0" y1="${sy(v)}" x2="${PW}" y2="${sy(v)}" stroke="#e9ebed"/>`,
      `<text x="${sx(v)}" y="${PH + 16}" text-anchor="middle">${v}</text>`,
      `<text x="-8" y="${sy(v) + 4}" text-anchor="end">${v}</text>`,
    ].join(''),
  ).join('');
  // The threshold's lines, each with its value at its end outside the plot (above, and to the right).
  const threshold = [
    `<line x1="${sx(t)}" y1="0" x2="${sx(t)}" y2="${PH}" stroke="#d91515" stroke-dasharray="6 4"/>`,
    `<line x1="0" y1="${sy(t)}" x2="${PW}" y2="${sy(t)}" stroke="#d91515" stroke-dasharray="6 4"/>`,
    `<text x="${sx(t)}" y="-6" text-anchor="middle" fill="#d91515">${esc(String(t))}</text>`,
    `<text x="${PW + 4}" y="${sy(t) + 4}" fill="#d91515">${esc(String(t))}</text>`,
  ].join('');
  const points = shown
    .map((p, i) => {
      const b = boxes[i]!;
      const { colour } = pointStyle(p.material, palette);
      const [cx, cy] = [sx(p.company), sy(p.board)];
      return [
        leader(cx, cy, b, colour),
        marker(cx, cy, p.material, palette),
        `<text x="${b.x + 2}" y="${b.y + FONT}" font-weight="700" fill="${colour}">${esc(p.label)}</text>`,
      ].join('');
    })
    .join('');
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="${FONT}">`,
    `<title>${esc(text.title)} ${esc(day(view.yearEnd))}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="16">${esc(text.title)} · ${esc(day(view.yearEnd))}</text>`,
    `<g transform="translate(${M.left},${M.top})">${grid}${threshold}${points}`,
    `<rect width="${PW}" height="${PH}" fill="none" stroke="#5f6b7a"/></g>`,
    key.svg,
    `<text x="${M.left + PW / 2}" y="${M.top + PH + 44}" text-anchor="middle">${esc(text.x)}</text>`,
    `<text transform="translate(16,${M.top + PH / 2}) rotate(-90)" text-anchor="middle">${esc(text.y)}</text>`,
    `</svg>`,
  ].join('\n');
}
