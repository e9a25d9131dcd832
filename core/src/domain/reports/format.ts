import type { Language } from '../../schemas/common';

/** Spec §9 locales: en-US, zh-HK, zh-CN. */
const LOCALE: Record<Language, string> = { en: 'en-US', hk: 'zh-HK', cn: 'zh-CN' };
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, fractionDigits: number) {
  const key = `${lang}|${fractionDigits}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: fractionDigits })));
  return f;
}

/**
 * A report figure as spec §9 shows numbers: thousands separated by commas and at most 5 significant
 * digits in the decimals (12,345.6 → "12,346"; 1.23456 → "1.2346"), never fewer than the integer part.
 */
export function reportNumber(value: number, lang: Language): string {
  if (!Number.isFinite(value)) return '';
  const digits = Math.abs(value) < 1 ? 5 : Math.max(0, 5 - Math.floor(Math.log10(Math.abs(value))) - 1);
  return numberFormat(lang, Math.min(digits, 5)).format(value);
}

/** Decimal text as stored (page answers keep exact decimal strings) in the report's format. */
export const reportDecimal = (text: string, lang: Language) =>
  /^-?\d+(\.\d+)?$/.test(text) ? reportNumber(Number(text), lang) : text;

/** A label and its value as the report's language writes them: "label: value", Chinese "標籤：值". */
export const labelled = (label: string, value: string, lang: Language) =>
  lang === 'en' ? `${label}: ${value}` : `${label}：${value}`;
