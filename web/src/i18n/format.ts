import { formatDate, hongKongTime } from '@esg/core/lib/dates';
import { formatFigure } from '@esg/core/lib/figures';
import { joinClauses, joinList, joinSentences, withAside } from '@esg/core/lib/format';
import { DEFAULT_LANGUAGE, isLanguage, LOCALE, type Language } from './languages';

export { formatDate, isNoSuchDay, parseDisplayDate } from '@esg/core/lib/dates';

/**
 * Display formats (docs/spec-coverage.md, "Figures on screen and in exports"), in one place: comma
 * thousands, currency up to 3 fraction digits in the locale's currency, decimals with 3 to 5
 * significant digits, dates DD-MM-YYYY on screen and YYYY-MM-DD when stored.
 */

/** The spec's constants: en-US shows USD, zh-HK HKD; zh-CN's currency is not named there, so CNY (docs/decisions). */
export const CURRENCY: Record<Language, string> = { en: 'USD', hk: 'HKD', cn: 'CNY' };

type Num = number | null | undefined;

const lang = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);
const cache = new Map<string, Intl.NumberFormat>();

/** The language's number format with these options, made once (`formatNumber`, `formatEntered`). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = LOCALE[lang(language)];
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: true, ...options });
    cache.set(key, format);
  }
  return format;
}

const usable = (value: Num): value is number => typeof value === 'number' && Number.isFinite(value);

/** Plain quantities: thousands separated by commas, at most `maxFractionDigits` decimals. */
export function formatNumber(value: Num, language: string, maxFractionDigits = 3): string {
  return usable(value) ? numberFormat(language, { maximumFractionDigits: maxFractionDigits }).format(value) : '';
}

/** A computed quantity (tCO2e, MWh, m³ …) by the one rule of core/src/lib/figures.ts. */
export function formatDecimal(value: Num, language: string): string {
  return formatFigure(value, lang(language), 'quantity');
}

/** A percentage, a change or a rate by the one rule of core/src/lib/figures.ts. */
export function formatRatio(value: Num, language: string): string {
  return formatFigure(value, lang(language), 'ratio');
}

/** Money in the language's currency (or the company's chosen one), up to 3 fraction digits. */
export function formatCurrency(value: Num, language: string, currency = CURRENCY[lang(language)]): string {
  return usable(value)
    ? numberFormat(language, { style: 'currency', currency, maximumFractionDigits: 3 }).format(value)
    : '';
}

/**
 * A stored instant (ISO 8601) as DD-MM-YYYY HH:mm in Hong Kong, where the companies report: the same day and hour for
 * a reader abroad, and the day the audit log's date filter and `formatDate` put it on.
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date.toISOString())} ${hongKongTime(date)}`;
}

/** Bytes as a reader says them: 532 B, 12.4 KB, 3.1 MB (binary units, as browsers report sizes). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A text with an aside in the parentheses of the language: "（…）" in Chinese, " (…)" in English. */
export function formatAside(text: string, aside: string | number, language: string): string {
  return withAside(text, aside, lang(language));
}

/** Clauses (what is missing, where a figure comes from) as one run: "；" between them in Chinese, "; " in English. */
export function formatClauses(items: readonly string[], language: string): string {
  return joinClauses(items, lang(language));
}

/** Items as a list in the language: "、" between them in Chinese, ", " in English (core's one rule). */
export function formatList(items: readonly (string | number)[], language: string): string {
  return joinList(items, lang(language));
}

/** Sentences as one paragraph: a space between them in English, none after "。" in Chinese (core's one rule). */
export function formatSentences(items: readonly string[], language: string): string {
  return joinSentences(items, lang(language));
}
