import type { Language } from '../schemas/common';
import { unitPhrase } from './unitPhrases';

/**
 * The words of the units a row or a factor writes as a free label rather than a catalogue's unit, in each language:
 * an intensity's denominators (revenue in HKD m, headcount in persons, shops, units produced: ADR 0014) and a
 * factor's denominator (MJ/unit, kgCO2/tree/year, kgCO2e/passenger.km: ADR 0137). English as one of them is counted
 * ("MWh/employee", as the report prints it, ADR 0075); Chinese as the report and the screens say them (人, 百萬港元).
 */
export const UNIT_WORDS: Readonly<Record<string, Record<Language, string>>> = {
  persons: { en: 'employee', hk: '人', cn: '人' },
  'HKD m': { en: 'HKD m', hk: '百萬港元', cn: '百万港元' },
  shops: { en: 'shop', hk: '間店舖', cn: '间店铺' },
  units: { en: 'unit', hk: '單位', cn: '单位' },
  unit: { en: 'unit', hk: '單位', cn: '单位' },
  tree: { en: 'tree', hk: '棵樹', cn: '棵树' },
  year: { en: 'year', hk: '年', cn: '年' },
  'passenger.km': { en: 'passenger.km', hk: '乘客公里', cn: '乘客公里' },
};

/**
 * A unit in the reader's language: a worded factor unit as the Chinese editions print it ('kg per million MJ' →
 * 「千克/百萬兆焦耳」, `unitPhrase`), else each denominator's words ("MWh/persons" → "MWh/employee", 「MWh/人」,
 * 'kgCO2e/passenger.km' → 「kgCO2e/乘客公里」); symbols as they are (ADR 0075, 0137).
 */
export function unitInWords(unit: string, lang: Language): string {
  const phrase = unitPhrase(unit, lang);
  if (phrase) return phrase;
  const [numerator, ...per] = unit.split('/');
  const word = (w: string) => UNIT_WORDS[w.trim()]?.[lang] ?? w;
  return [numerator!, ...per.map(word)].join('/');
}
