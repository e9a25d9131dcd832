import type { Language } from '../../i18n/languages';

/**
 * The provision catalogue's unit types (core/data/hkex-c2-catalogue.csv) as a Chinese reader reads them. The catalogue
 * keeps one English unit type per provision, which the platform administrator edits as typed; a unit type this list
 * does not know is shown as typed, marked English. Symbols (tCO2e, m3, MWh, %) stay symbols, as the report prints them.
 */
const UNIT_TYPES: Readonly<Record<string, Record<'hk' | 'cn', string>>> = {
  text: { hk: '文字', cn: '文字' },
  'text (+ target values)': { hk: '文字（另附目標數值）', cn: '文字（另附目标数值）' },
  'text (+ hours/participants optional)': { hk: '文字（可另附時數／參加人數）', cn: '文字（可另附时数／参加人数）' },
  'text + count': { hk: '文字及數目', cn: '文字及数目' },
  'text + register': { hk: '文字及登記冊', cn: '文字及登记册' },
  'count + text': { hk: '數目及文字', cn: '数目及文字' },
  'list/text': { hk: '列表／文字', cn: '列表／文字' },
  'tonnes; tonnes per unit': { hk: '噸；每單位噸數', cn: '吨；每单位吨数' },
  'kg or tonnes per pollutant': { hk: '每種污染物的千克或噸數', cn: '每种污染物的千克或吨数' },
  tCO2e: { hk: 'tCO2e', cn: 'tCO2e' },
  'tCO2e; tCO2e per unit': { hk: 'tCO2e；每單位 tCO2e', cn: 'tCO2e；每单位 tCO2e' },
  'tCO2e by category': { hk: '按類別劃分的 tCO2e', cn: '按类别划分的 tCO2e' },
  "MWh ('000 kWh); per unit": { hk: 'MWh（千個千瓦時）；每單位', cn: 'MWh（千个千瓦时）；每单位' },
  'm3; m3 per unit': { hk: 'm3；每單位 m3', cn: 'm3；每单位 m3' },
  'HKD; %': { hk: '港元；%', cn: '港元；%' },
  'HKD; hours': { hk: '港元；時數', cn: '港元；时数' },
  HKD: { hk: '港元', cn: '港元' },
  'HKD + text': { hk: '港元及文字', cn: '港元及文字' },
  'HKD/tCO2e + text': { hk: '港元／tCO2e 及文字', cn: '港元／tCO2e 及文字' },
  '%': { hk: '%', cn: '%' },
  '% + text': { hk: '% 及文字', cn: '% 及文字' },
  '% matrix': { hk: '百分比矩陣', cn: '百分比矩阵' },
  'headcount matrix': { hk: '人數矩陣', cn: '人数矩阵' },
  'hours matrix': { hk: '時數矩陣', cn: '时数矩阵' },
  'count; rate (3-year series)': { hk: '數目；比率（三年數列）', cn: '数目；比率（三年数列）' },
  'count by region': { hk: '按地區劃分的數目', cn: '按地区划分的数目' },
  days: { hk: '日數', cn: '日数' },
  'target records': { hk: '目標紀錄', cn: '目标记录' },
  varies: { hk: '視乎條文', cn: '视乎条文' },
};

/** A provision's unit type in the reader's language, with `lang` set when it is shown in English. */
export function unitTypeIn(unitType: string, language: Language): { text: string; lang?: 'en' } {
  if (language === 'en') return { text: unitType };
  const known = UNIT_TYPES[unitType.trim()];
  return known ? { text: known[language] } : { text: unitType, lang: 'en' };
}

/** Every unit type the list words, for the test that keeps it in step with the catalogue. */
export const WORDED_UNIT_TYPES = Object.keys(UNIT_TYPES);
