import { dateInText } from '../../lib/dates';
import { FIGURE_LOCALE, formatFigure } from '../../lib/figures';
import { withPlace } from '../../lib/format';
import type { Language } from '../../schemas/common';
import { unitInWords } from '../../lib/unitWords';

/** A negative figure as typeset text writes it: the minus sign (U+2212), not the hyphen-minus (ADR 0075). */
const signed = (text: string) => text.replace(/^-/, '\u2212');

/** A report figure by the one rule of core/src/lib/figures.ts (the spec's constants): at most 5 significant digits. */
export const reportNumber = (value: number, lang: Language): string => signed(formatFigure(value, lang, 'quantity'));

/** Decimal text as stored (page answers keep exact decimal strings) in the report's format. */
export const reportDecimal = (text: string, lang: Language) =>
  /^-?\d+(\.\d+)?$/.test(text) ? reportNumber(Number(text), lang) : text;

/**
 * Decimal text to a fixed number of decimals (a column of rates rounded to one place by their rule: 19 → 19.0 beside
 * 14.1), so every figure of the column reads alike; text that is not a decimal prints as it is.
 */
export const reportFixed = (text: string, decimals: number, lang: Language) =>
  /^-?\d+(\.\d+)?$/.test(text) ? fixed(Number(text), decimals, lang) : text;

/**
 * A percentage as a table column prints it (ADR 0075 amended): to one decimal place, as B1.2's rule rounds a turnover
 * rate (pages/social/employment.turnover.ts) — 16.5, 95.2, and a target's progress −17.8, never −17.83 beside them.
 */
export const reportPercent = (text: string, lang: Language) => reportFixed(text, PERCENT_DECIMALS, lang);
const PERCENT_DECIMALS = 1;

/** A value to exactly `decimals` places, grouped, signed as the report writes it. */
const fixed = (value: number, decimals: number, lang: Language) =>
  signed(
    new Intl.NumberFormat(FIGURE_LOCALE[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value),
  );

/**
 * A date as the report prints it (ADR 0043 amended): the English edition as the product shows a date (31-12-2025), the
 * Chinese editions as Chinese writes one, 2025年12月31日, without leading zeros; an ISO instant by its day in Hong Kong.
 * Every date of the report goes through here: cover, period, footer, tables, appendix, and so the Word edition.
 */
export const reportDate = (stored: string | null | undefined, lang: Language): string => dateInText(stored, lang);

/** A label and its value as the report's language writes them: "label: value", Chinese "標籤：值". */
export const labelled = (label: string, value: string, lang: Language) => withPlace(label, value, lang);

/** Significant digits of a computed figure (the spec's constants: 3–5): every figure of a column reads to the same precision. */
const FIGURE_DIGITS = 4;
/** Intl's most fraction digits everywhere the report runs: a figure smaller than this many places reads 0.000…. */
const MOST_DECIMALS = 20;

/**
 * A computed figure as the report prints it (ADR 0075): four significant digits, trailing zeros kept, so a column
 * reads to one precision (14.55 / 287.5 / 3.512); the integer part is never rounded (12,345); a small figure in plain
 * decimals to the same four digits (0.0004838), never in scientific notation and never 0. Only the rendering: the
 * value is the API's.
 */
export function reportFigure(value: number, lang: Language): string {
  if (!Number.isFinite(value)) return '';
  if (value === 0) return '0';
  const size = Math.abs(value);
  if (size >= 10 ** FIGURE_DIGITS) return reportNumber(Math.round(value), lang);
  const decimals = Math.min(MOST_DECIMALS, Math.max(0, FIGURE_DIGITS - 1 - Math.floor(Math.log10(size))));
  return fixed(value, decimals, lang);
}

/**
 * The ladders of units a row may step down (ADR 0075 amended), each from the largest, with its size in the ladder's
 * smallest: mass (t, kg, g), energy (MWh, kWh, Wh) and water (m³, L, mL) — one rule for each, so an energy or water
 * intensity reads in kWh or litres as a waste intensity reads in kilograms.
 */
const LADDERS: readonly (readonly { symbol: string; size: number }[])[] = [
  [
    { symbol: 't', size: 1_000_000 },
    { symbol: 'kg', size: 1000 },
    { symbol: 'g', size: 1 },
  ],
  [
    { symbol: 'MWh', size: 1_000_000 },
    { symbol: 'kWh', size: 1000 },
    { symbol: 'Wh', size: 1 },
  ],
  [
    { symbol: 'm3', size: 1_000_000 },
    { symbol: 'L', size: 1000 },
    { symbol: 'mL', size: 1 },
  ],
];
/**
 * A unit the report may scale down: its numerator one of the ladders' units (t, kg, tCO2e, kgCO2e, MWh, m3), alone or
 * over a denominator (t/m2, kgCO2e/HKD m, MWh/persons, m3/HKD m).
 */
const SCALABLE = new RegExp(
  `^(${LADDERS.flat()
    .map((u) => u.symbol)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?=CO2e\\b|\\/|$)`,
);
/**
 * Below one of its unit (1 t, 1 MWh, 1 m³), every figure of a row prints in the next smaller unit (ADR 0075 amended: one
 * rule for every row of a table): a figure reads 1 to 999.9 of its unit, never 0.0… (12.00 kg, not 0.01200 t).
 */
const SMALLER_BELOW = 1;

/** The unit a row of figures prints in, and what each of its values is multiplied by to read in it. */
export interface RowScale {
  unit: string;
  factor: number;
}

/**
 * How a row of computed figures prints (ADR 0075 amended): when every figure of the row, in every year it compares, is
 * below 1 of its unit, the row reads in the next smaller one of its ladder — tonnes in kilograms (12.00 kg of hazardous
 * waste, not 0.01200 t; 157.1 kg/HKD m, not 0.1571 t/HKD m), kilograms in grams (0.4838 g of SOx, 95.24 g/HKD m), MWh
 * in kWh (109.7 kWh/m², not 0.1097 MWh/m²), m³ in litres (360.5 L/m², not 0.3605 m³/m²) — as often as that holds,
 * down to the ladder's smallest, with its unit (kg, kgCO₂e, g/m², kWh/employee); one unit for the whole row, so its
 * years compare at a glance, and one rule for every row, quantities and intensities alike, so the rows of a table read
 * in figures of 1 to 999.9 of their unit. Only the rendering: the value is the API's, in its unit, times the factor;
 * the four significant digits stay four.
 */
export function rowScale(unit: string, values: readonly (number | null | undefined)[]): RowScale {
  const figures = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v) && v !== 0);
  const symbol = SCALABLE.exec(unit)?.[1];
  const ladder = LADDERS.find((l) => l.some((u) => u.symbol === symbol));
  const from = ladder?.findIndex((u) => u.symbol === symbol) ?? -1;
  if (!ladder || from < 0 || figures.length === 0) return { unit, factor: 1 };
  const largest = Math.max(...figures.map(Math.abs));
  let to = from;
  // Each step down multiplies by 1,000: a row goes down while its largest figure is still below 1 of the next unit up.
  while (to + 1 < ladder.length && largest * (ladder[from]!.size / ladder[to]!.size) < SMALLER_BELOW) to++;
  const factor = ladder[from]!.size / ladder[to]!.size;
  return to === from ? { unit, factor: 1 } : { unit: unit.replace(SCALABLE, ladder[to]!.symbol), factor };
}

/** A computed figure as a table prints it (ADR 0075): `*` when a gap left it incomplete (the table's note says why). */
export const markedFigure = (value: number, complete: boolean, lang: Language) =>
  `${reportFigure(value, lang)}${complete ? '' : '*'}`;

/**
 * A chart's figure as the report's tables print the same figure: a gap as "–", never 0 (ADR 0069); a count as
 * entered, a computed figure to four significant digits and starred when incomplete (ADR 0075).
 */
export const chartFigure = (value: number | null, counts: boolean, complete: boolean, lang: Language): string =>
  value === null ? '–' : counts ? reportNumber(value, lang) : markedFigure(value, complete, lang);

/**
 * A unit as the report prints it (ADR 0075): CO₂, m² and m³ with their sub- and superscripts, and the words of an
 * intensity's denominator in the report's language ("MWh/persons" → "MWh/employee", 「MWh/人」).
 */
export const reportUnit = (unit: string, lang: Language): string => withScripts(unitInWords(unit, lang));

/** CO₂, m² and m³ with their sub- and superscripts, wherever a unit is written (ADR 0075). */
export const withScripts = (text: string) =>
  text
    .replace(/CO2/g, 'CO₂')
    .replace(/\bm2\b/g, 'm²')
    .replace(/\bm3\b/g, 'm³');

/** The forms' Chinese words for tonnes of CO₂e (排放量（噸二氧化碳當量）): every edition prints the symbol, tCO₂e. */
const TONNES_CO2E_WORDS = /(?:噸|吨)二氧化碳(?:當量|当量)/g;

/**
 * A form's label as a table head of the report (ADR 0075): the unit it names in one form across an edition, as the
 * edition's unit columns and sentences write it — tCO₂e with its subscript ("Emissions (tCO₂e)", 「排放量（tCO₂e）」).
 */
export const reportHead = (label: string) => withScripts(label.replace(TONNES_CO2E_WORDS, 'tCO2e'));

/** A form's examples at the end of a label: " (e.g. IEA NZE, NGFS)", 「（例如 IEA NZE、NGFS）」. */
const EXAMPLES = /\s*(?:\(e\.g\.[^()]*\)|（例如[^（）]*）)\s*$/;

/**
 * A form's label as the report names the answer (ADR 0087): the examples that help the person filling in the form
 * ("Source (e.g. IEA NZE, NGFS)") are not the report's words, which print "Source" beside the company's answer.
 */
export const withoutExamples = (label: string) => label.replace(EXAMPLES, '');
