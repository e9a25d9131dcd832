import { DEFAULT_PALETTE, PALETTES, type PaletteId } from '../../lib/chartPalettes';
import { formatDate } from '../../lib/dates';
import type { Language } from '../../schemas/common';
import { placeLabels } from './matrix';
import type { MatrixView } from '../../schemas/questionnaire';

const W = 720;
const H = 540;
const M = { left: 64, right: 24, top: 48, bottom: 56 };
const PW = W - M.left - M.right;
const PH = H - M.top - M.bottom;
const FONT = 12;

const AXES: Record<Language, { title: string; x: string; y: string; yStakeholders: string; answers: string }> = {
  en: {
    title: 'Materiality matrix',
    x: 'Importance to the company',
    y: 'Importance to board members',
    yStakeholders: 'Importance to stakeholders',
    answers: 'answers',
  },
  hk: {
    title: '重要性矩陣',
    x: '對公司的重要性',
    y: '對董事會成員的重要性',
    yStakeholders: '對持份者的重要性',
    answers: '份回覆',
  },
  cn: {
    title: '重要性矩阵',
    x: '对公司的重要性',
    y: '对董事会成员的重要性',
    yStakeholders: '对持份者的重要性',
    answers: '份回复',
  },
};

const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Label width from its characters: CJK glyphs are about twice as wide as Latin ones. */
export const textWidth = (s: string, size = FONT) =>
  [...s].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? size : size * 0.6), 0);

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
  const shown = view.points.filter((p) => p.company !== null && p.board !== null);
  const labels = shown.map((p) => `${p.name[language]} (${p.answers})`);
  const boxes = placeLabels(
    shown.map((p, i) => ({
      id: p.id,
      x: sx(p.company!),
      y: sy(p.board!),
      width: textWidth(labels[i]!) + 4,
      height: FONT + 4,
    })),
    PW,
    PH,
  );
  const grid = Array.from({ length: 11 }, (_, v) =>
    [
      `<line x1="${sx(v)}" y1="0" x2="${sx(v)}" y2="${PH}" stroke="#e9ebed"/>`,
      `<line x1="0" y1="${sy(v)}" x2="${PW}" y2="${sy(v)}" stroke="#e9ebed"/>`,
      `<text x="${sx(v)}" y="${PH + 16}" text-anchor="middle">${v}</text>`,
      `<text x="-8" y="${sy(v) + 4}" text-anchor="end">${v}</text>`,
    ].join(''),
  ).join('');
  const t = view.threshold;
  const threshold = [
    `<line x1="${sx(t)}" y1="0" x2="${sx(t)}" y2="${PH}" stroke="#d91515" stroke-dasharray="6 4"/>`,
    `<line x1="0" y1="${sy(t)}" x2="${PW}" y2="${sy(t)}" stroke="#d91515" stroke-dasharray="6 4"/>`,
  ].join('');
  const points = shown
    .map((p, i) => {
      const b = boxes[i]!;
      const { colour, symbol } = pointStyle(p.material, palette);
      const [cx, cy] = [sx(p.company!), sy(p.board!)];
      return [
        symbol === 'circle'
          ? `<circle cx="${cx}" cy="${cy}" r="4" fill="${colour}"/>`
          : `<rect x="${cx - 4}" y="${cy - 4}" width="8" height="8" fill="${colour}"/>`,
        `<text x="${b.x + 2}" y="${b.y + FONT}" fill="${colour}">${esc(labels[i]!)}</text>`,
      ].join('');
    })
    .join('');
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="${FONT}">`,
    `<title>${esc(text.title)} ${formatDate(view.yearEnd)}</title>`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16">${esc(text.title)} · ${formatDate(view.yearEnd)}</text>`,
    `<g transform="translate(${M.left},${M.top})">${grid}${threshold}${points}`,
    `<rect width="${PW}" height="${PH}" fill="none" stroke="#5f6b7a"/></g>`,
    `<text x="${M.left + PW / 2}" y="${H - 12}" text-anchor="middle">${esc(text.x)}</text>`,
    `<text transform="translate(16,${M.top + PH / 2}) rotate(-90)" text-anchor="middle">${esc(text.y)}</text>`,
    `</svg>`,
  ].join('\n');
}
