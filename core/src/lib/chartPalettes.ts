/**
 * The product's four chart palettes (ADR 0042): the dashboard's and the
 * materiality matrix's (its web chart and its SVG / PNG downloads). "High contrast" is built on the
 * Okabe–Ito colours, darkened where needed. Every colour is
 * a series colour drawn on the chart background, so each must reach 3:1 against it (WCAG 2.2
 * 1.4.11 non-text contrast; chartPalettes.test.ts computes it).
 */
export const PALETTES = {
  cloud: ['#0972d3', '#c33d69', '#2ea597', '#8456ce', '#e07941', '#3759ce'],
  ocean: ['#1f5fa8', '#b5520a', '#2b7a3b', '#7b3fa0', '#a3324a', '#006e7f'],
  earth: ['#7a4a1e', '#5b6e1f', '#a0522d', '#3e5c76', '#8a6d00', '#6b4c8a'],
  contrast: ['#0072b2', '#d55e00', '#007a5a', '#a8437f', '#5e5e5e', '#000000'],
} as const;
export type PaletteId = keyof typeof PALETTES;
export const PALETTE_IDS = ['cloud', 'ocean', 'earth', 'contrast'] as const satisfies readonly PaletteId[];
/**
 * The product's default palette: what the dashboard and the matrix show until a user picks another (the choice
 * is kept per user and browser), and what every report draws in — the company has no palette of its own (ADR 0054).
 */
export const DEFAULT_PALETTE: PaletteId = 'cloud';
export const CHART_BACKGROUND = '#ffffff';

const channel = (hex: string, i: number) => {
  const v = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
/** WCAG relative luminance of a #rrggbb colour. */
export const luminance = (hex: string) =>
  0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
