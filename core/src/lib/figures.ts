import type { Language } from '../schemas/common';

/**
 * One rule per kind of figure, for every page, the dashboard, the report and the exports (thousands
 * separated by commas, decimals with 3 to 5 significant digits; docs/spec-coverage.md, "Figures on screen
 * and in exports"):
 *
 * - `quantity` — an amount in a unit (tCO2e, MWh, kg, m³, km): at most 5 significant digits;
 * - `ratio` — a percentage, a rate, a change, an intensity: at most 3 significant digits.
 *
 * The integer part is never rounded (123,456 stays 123,456), trailing zeros are never added (0 is
 * "0", 2 is "2": no "0.00" beside "0"), and a value that rounds to nothing is "0".
 */
export type FigureKind = 'quantity' | 'ratio';

export const SIGNIFICANT: Record<FigureKind, number> = { quantity: 5, ratio: 3 };

/** The locales of the spec's constants. */
export const FIGURE_LOCALE: Record<Language, string> = { en: 'en-US', hk: 'zh-HK', cn: 'zh-CN' };

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, options: Intl.NumberFormatOptions) {
  const key = `${lang}|${options.maximumSignificantDigits ?? ''}|${options.maximumFractionDigits ?? ''}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(FIGURE_LOCALE[lang], { useGrouping: true, ...options })));
  return f;
}

/** A figure as shown: '' for a value that is not a finite number. */
export function formatFigure(value: number | null | undefined, lang: Language, kind: FigureKind = 'quantity'): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const digits = SIGNIFICANT[kind];
  const whole = Math.abs(value) >= 10 ** digits;
  const text = numberFormat(lang, whole ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: digits }).format(
    value,
  );
  // -0.000001 rounds to "-0": a figure that rounds to nothing is 0.
  return /^-0(?:[.,]0*)?$/.test(text) ? '0' : text;
}
