import { DEFAULT_PALETTE, PALETTES, type PaletteId } from '../../lib/chartPalettes';
import { formatDate } from '../../lib/dates';
import { escapeXml, textWidth as svgTextWidth } from '../../lib/svgText';
import type { Language } from '../../schemas/common';
import { placeLabels } from './matrix';
import type { MatrixView } from '../../schemas/questionnaire';

const W = 720;
const H = 540;
const M = { left: 64, right: 24, top: 48, bottom: 56 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;
/** 13 px of a 720 px drawing printed across the A4 text width (505 pt) is 9.1 pt: a report's smallest body size. */
const FONT = 13;

const AXES: Record<
  Language,
  { title: string; x: string; y: string; yStakeholders: string; answers: string; count: string }
> = {
  en: {
    title: 'Materiality matrix',
    x: 'Importance to the company',
    y: 'Importance to board members',
    yStakeholders: 'Importance to stakeholders',
    answers: 'answers',
    count: '(n): number of answers behind the topic’s scores',
  },
  hk: {
    title: '重要性矩陣',
    x: '對公司的重要性',
    y: '對董事會成員的重要性',
    yStakeholders: '對持份者的重要性',
    answers: '份回覆',
    count: '(n)：議題評分所依據的回覆數目',
  },
  cn: {
    title: '重要性矩阵',
    x: '对公司的重要性',
    y: '对董事会成员的重要性',
    yStakeholders: '对持份者的重要性',
    answers: '份回复',
    count: '(n)：议题评分所依据的回复数目',
  },
};

type Shown = MatrixView['points'][number] & { company: number; board: number };

/**
 * Topics with the same two means are one point with one label naming them all (ADR 0075): drawn apart they hid each
 * other. The count follows each name unless all share it.
 */
function coincident(points: readonly Shown[], language: Language) {
  const groups = new Map<string, Shown[]>();
  for (const p of points) {
    const key = `${p.company}|${p.board}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const sep = language === 'en' ? ', ' : '、';
  return [...groups.values()].map((members) => {
    const same = members.every((m) => m.answers === members[0]!.answers);
    const names = members.map((m) => (same ? m.name[language] : `${m.name[language]} (${m.answers})`));
    const label = same ? `${names.join(sep)} (${members[0]!.answers})` : names.join(sep);
    // A label too wide to sit on one side of a threshold line takes one line per topic.
    const lines =
      textWidth(label) > PW * 0.4 && names.length > 1
        ? names.map((n, i) => (i < names.length - 1 ? `${n}${sep.trim()}` : same ? `${n} (${members[0]!.answers})` : n))
        : [label];
    return { ...members[0]!, material: members.some((m) => m.material), label, lines };
  });
}

/** The segment from a point to the nearest point of its label's box, when the label is not right beside it. */
export function leader(
  cx: number,
  cy: number,
  b: { x: number; y: number; width: number; height: number },
  colour: string,
) {
  const nx = Math.min(Math.max(cx, b.x), b.x + b.width);
  const ny = Math.min(Math.max(cy, b.y), b.y + b.height);
  return Math.hypot(nx - cx, ny - cy) > 8
    ? `<line x1="${cx}" y1="${cy}" x2="${nx}" y2="${ny}" stroke="${colour}" stroke-width="0.75"/>`
    : '';
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
const sx = (v: number) => (v / 10) * PW;
const sy = (v: number) => PH - (v / 10) * PH;

/**
 * The matrix as a standalone SVG document (`GET /api/matrix/{id}`, the report's image): the same
 * points, threshold lines and label placement as the web chart, in the requested language.
 */
export function matrixSvg(view: MatrixView, language: Language, palette: PaletteId = DEFAULT_PALETTE): string {
  const axes = AXES[language];
  // A stakeholder group's matrix (ADR 0051): its y axis is the stakeholders' view, not the board's.
  const text = view.group && view.group !== 'board' ? { ...axes, y: axes.yStakeholders } : axes;
  const shown = coincident(
    view.points.filter((p): p is Shown => p.company !== null && p.board !== null),
    language,
  );
  const LINE = FONT + 2;
  const t = view.threshold;
  // A material topic's label stays in the material area (both means at or above the threshold); no label is
  // struck by a threshold line.
  const material = { x0: sx(t), y0: 0, x1: PW, y1: sy(t) };
  const boxes = placeLabels(
    shown.map((p) => ({
      id: p.id,
      x: sx(p.company),
      y: sy(p.board),
      width: Math.max(...p.lines.map((l) => textWidth(l))) + 4,
      height: p.lines.length * LINE + 2,
      ...(p.material ? { within: material } : {}),
    })),
    PW,
    PH,
    { x: [sx(t)], y: [sy(t)] },
  );
  const grid = Array.from({ length: 11 }, (_, v) =>
    [
      `<line x1="${sx(v)}" y1="0" x2="${sx(v)}" y2="${PH}" stroke="#e9ebed"/>`,
      `<line x1="0" y1="${sy(v)}" x2="${PW}" y2="${sy(v)}" stroke="#e9ebed"/>`,
      `<text x="${sx(v)}" y="${PH + 16}" text-anchor="middle">${v}</text>`,
      `<text x="-8" y="${sy(v) + 4}" text-anchor="end">${v}</text>`,
    ].join(''),
  ).join('');
  const threshold = [
    `<line x1="${sx(t)}" y1="0" x2="${sx(t)}" y2="${PH}" stroke="#d91515" stroke-dasharray="6 4"/>`,
    `<line x1="0" y1="${sy(t)}" x2="${PW}" y2="${sy(t)}" stroke="#d91515" stroke-dasharray="6 4"/>`,
  ].join('');
  const points = shown
    .map((p, i) => {
      const b = boxes[i]!;
      const { colour, symbol } = pointStyle(p.material, palette);
      const [cx, cy] = [sx(p.company), sy(p.board)];
      return [
        leader(cx, cy, b, colour),
        symbol === 'circle'
          ? `<circle cx="${cx}" cy="${cy}" r="4" fill="${colour}"/>`
          : `<rect x="${cx - 4}" y="${cy - 4}" width="8" height="8" fill="${colour}"/>`,
        `<text x="${b.x + 2}" y="${b.y + FONT}" fill="${colour}">${p.lines
          .map((l, n) => (n === 0 ? esc(l) : `<tspan x="${b.x + 2}" dy="${LINE}">${esc(l)}</tspan>`))
          .join('')}</text>`,
      ].join('');
    })
    .join('');
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="${FONT}">`,
    `<title>${esc(text.title)} ${formatDate(view.yearEnd)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="16">${esc(text.title)} · ${formatDate(view.yearEnd)}</text>`,
    `<g transform="translate(${M.left},${M.top})">${grid}${threshold}${points}`,
    `<rect width="${PW}" height="${PH}" fill="none" stroke="#5f6b7a"/></g>`,
    `<text x="${M.left + PW / 2}" y="${H - 12}" text-anchor="middle">${esc(text.x)}</text>`,
    `<text x="${W - M.right}" y="${M.top - 8}" text-anchor="end" fill="#5f6b7a">${esc(text.count)}</text>`,
    `<text transform="translate(16,${M.top + PH / 2}) rotate(-90)" text-anchor="middle">${esc(text.y)}</text>`,
    `</svg>`,
  ].join('\n');
}
