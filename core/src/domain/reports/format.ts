import { formatFigure } from '../../lib/figures';
import type { Language } from '../../schemas/common';

/** A report figure by the one rule of core/src/lib/figures.ts (spec §9): at most 5 significant digits. */
export const reportNumber = (value: number, lang: Language): string => formatFigure(value, lang, 'quantity');

/** Decimal text as stored (page answers keep exact decimal strings) in the report's format. */
export const reportDecimal = (text: string, lang: Language) =>
  /^-?\d+(\.\d+)?$/.test(text) ? reportNumber(Number(text), lang) : text;

/** A label and its value as the report's language writes them: "label: value", Chinese "標籤：值". */
export const labelled = (label: string, value: string, lang: Language) =>
  lang === 'en' ? `${label}: ${value}` : `${label}：${value}`;
