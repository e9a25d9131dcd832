import { unitPhrasesInEnglish } from '../../../lib/unitPhrases';

/**
 * What a line of a printed report states, as language-free items (docs/decisions/0099-publication-pack-parity.md):
 * dates, percentages, figures, units and comply / explain / not-applicable states, each in one canonical form so the
 * English and the Chinese editions of one report read alike wherever they say the same thing.
 */

export type ItemKind = 'date' | 'percent' | 'figure' | 'unit' | 'state';

/** One item of a line: its kind and canonical value. */
export interface Token {
  kind: ItemKind;
  value: string;
}

/** An edition's words for the states the content index prints before a reason ("Explained: …", 「解釋：…」). */
export interface StateWords {
  explained: string;
  notApplicable: string;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const pad = (n: string | number) => String(n).padStart(2, '0');

/**
 * Units are printed as symbols in every edition (ADR 0075); the words below are what a Chinese text may use instead,
 * and an intensity's denominator is a word of the edition's language (core/src/domain/reports/format.ts).
 */
const UNIT_WORDS: Record<string, string> = {
  噸: 't',
  吨: 't',
  tonnes: 't',
  公斤: 'kg',
  千瓦時: 'kWh',
  千瓦时: 'kWh',
  兆瓦時: 'MWh',
  兆瓦时: 'MWh',
  公升: 'L',
  litres: 'L',
  litre: 'L',
  立方米: 'm3',
  平方米: 'm2',
  公里: 'km',
  employee: 'persons',
  人: 'persons',
  'HKD m': 'HKD m',
  百萬港元: 'HKD m',
  百万港元: 'HKD m',
  shop: 'shops',
  間店舖: 'shops',
  间店铺: 'shops',
  unit: 'units',
  單位: 'units',
  单位: 'units',
};
const UNIT_SYMBOLS = ['tCO2e', 'kgCO2e', 'kWh', 'MWh', 'GWh', 'GJ', 'kg', 'km', 'm3', 'm2', 't', 'L'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SYMBOL = new RegExp(`(?<![\\w.])(${UNIT_SYMBOLS.map(escape).join('|')})(?![\\w])`, 'g');
/**
 * A unit word after a figure (5 噸, 1 litre): the same unit as the symbol or word another edition prints (a factor's
 * Chinese text 「5 公升」 beside an English "5 litres").
 */
const WORD_UNITS = [
  '噸',
  '吨',
  '公斤',
  '千瓦時',
  '千瓦时',
  '兆瓦時',
  '兆瓦时',
  '公升',
  '立方米',
  '平方米',
  '公里',
  'litres',
  'litre',
];
const WORD_UNIT = new RegExp(`(?<=\\d\\s*)(${WORD_UNITS.join('|')})`, 'g');
const DENOMINATOR = new RegExp(`/\\s*(${Object.keys(UNIT_WORDS).map(escape).join('|')})`, 'g');

/**
 * The scopes of greenhouse gas emissions, the GHG Protocol's Scope 3 categories and a rating's grade are labels, not
 * figures: "Scope 1, 2 and 3", 「範圍一、二及三」, 「范围1及2」, "categories 1, 2, 13", 「類別 1, 2, 13」 and "Grade 1"
 * (「一級」) read as the word alone.
 */
export const dropLabels = (text: string) =>
  text
    .replace(/Scope\s*\d(?:\s*(?:,|and|\+|&)\s*\d)*/gi, 'Scope')
    .replace(/(範圍|范围)[一二三123](?![\d.])(?:[、及和與与+][一二三123](?![\d.]))*/g, '$1')
    .replace(/\b(categor(?:y|ies))\s*\d+(?:\s*(?:,|and|to|–|-)\s*\d+)*/gi, '$1')
    .replace(/(類別|类别)\s*\d+(?:\s*[,，、及和至到–-]\s*\d+)*/g, '$1')
    .replace(/\b(Grade)\s*\d+\b/gi, '$1');

/**
 * Units a Chinese edition writes in words where the English one prints a symbol: an emission unit
 * (噸二氧化碳當量 tCO2e, 千克二氧化碳當量 kgCO2e) wherever it is, an energy unit (千瓦時, 兆瓦時) in a table head's
 * brackets or after a slash (「排放率（千克二氧化碳當量／千瓦時）」 = "Emission rate (kgCO2e/kWh)").
 */
const CO2E_WORD = /(千克|公斤|噸|吨)二氧化碳(?:當量|当量)/g;
// Also before the closing bracket: a table head that wraps after its slash (「（千克二氧化碳當量／」 / 「千瓦時）」, ADR 0137).
const BRACKETED_WORD = /(?<=[(/]\s*)(千瓦時|千瓦时|兆瓦時|兆瓦时)|(千瓦時|千瓦时|兆瓦時|兆瓦时)(?=\s*\))/g;
const unitSymbols = (line: string) =>
  unitPhrasesInEnglish(line)
    .replace(CO2E_WORD, (_, scale: string) => (/千克|公斤/.test(scale) ? ' kgCO2e' : ' tCO2e'))
    .replace(BRACKETED_WORD, (w: string) => ` ${UNIT_WORDS[w]}`);

/**
 * A line as its items can be read from it: full-width forms folded (NFKC: ％ → %, １ → 1, ² → 2), the minus of a
 * scientific notation made ASCII, the Code's provision codes
 * (A1.2, KPI B5) dropped: they are the Code's numbering, printed alike in every edition, not the company's figures.
 */
export function foldLine(line: string): string {
  return unitSymbols(chineseNumerals(line.normalize('NFKC')))
    .replace(/\u2212/g, '-')
    .replace(/\bFY(?=\d{4})/g, '')
    .replace(/(?<![\w.])(?:KPI\s*)?[A-D]\d+(?:\.\d+)?(?![\w])/g, ' ');
}

const DIGIT: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** 一 … 十二 as a number (a month), or undefined. */
const small = (w: string) => {
  const m = /^([一二三四五六七八九]?)(十?)([一二三四五六七八九]?)$/.exec(w);
  if (!m || !w) return undefined;
  const n = m[2] ? (m[1] ? DIGIT[m[1]]! : 1) * 10 + (m[3] ? DIGIT[m[3]]! : 0) : DIGIT[m[1] || m[3]!]!;
  return n >= 1 && n <= 12 ? n : undefined;
};

/**
 * Years and months written in Chinese numerals, as formal Hong Kong Chinese writes them (二零二五年九月), read as
 * the digits the English edition prints: a company's translated narrative states the same dates.
 */
export function chineseNumerals(line: string): string {
  return line
    .replace(/[〇零一二三四五六七八九]{4}(?=\s*年)/g, (y) => [...y].map((c) => DIGIT[c]).join(''))
    .replace(/(?<=\d{4}\s*年\s*|[至及和、]\s*)([一二三四五六七八九十]{1,3})(?=\s*月)/g, (w) => String(small(w) ?? w));
}

const MULTIPLIERS: [RegExp, number][] = [
  [/[萬万]/, 1e4],
  [/million/i, 1e6],
  [/[億亿]/, 1e8],
  [/billion/i, 1e9],
];

/** A number as written, its thousands separators and multiplier words (萬, 億, million, billion) resolved. */
export function canonicalNumber(text: string, multiplier = ''): string {
  const plain = text.replace(/,(?=\d{3}(?:\D|$))/g, '');
  const scale = MULTIPLIERS.find(([re]) => re.test(multiplier))?.[1] ?? 1;
  if (scale === 1) return plain.replace(/^(-?)0+(?=\d)/, '$1');
  const [whole, fraction = ''] = plain.split('.');
  const digits = `${whole}${fraction}`;
  const shift = Math.log10(scale) - fraction.length;
  return shift >= 0 ? `${digits}${'0'.repeat(shift)}`.replace(/^0+(?=\d)/, '') : String(Number(plain) * scale);
}

type Rule = { re: RegExp; item: (m: RegExpExecArray) => Token | Token[] };

const month = (name: string) => pad(MONTHS.indexOf(name.toLowerCase()) + 1);
const MONTH_RANGE = '\\s*(?:and|to|-|–)\\s*';

/** The patterns, most specific first; what one rule reads is blanked before the next rule looks. */
const RULES: Rule[] = [
  // 2025年12月31日, 2025 年 12 月 31 日
  {
    re: /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/g,
    item: (m) => ({ kind: 'date', value: `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}` }),
  },
  // A range of months read as the months it names: 2025年9月至10月 = September and October 2025 = 2025-09 2025-10
  {
    re: /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(?:至|到|及|和|與|与|、|-|–)\s*(\d{1,2})\s*月/g,
    item: (m) => [
      { kind: 'date', value: `${m[1]}-${pad(m[2]!)}` },
      { kind: 'date', value: `${m[1]}-${pad(m[3]!)}` },
    ],
  },
  { re: /(\d{4})\s*年\s*(\d{1,2})\s*月/g, item: (m) => ({ kind: 'date', value: `${m[1]}-${pad(m[2]!)}` }) },
  // 31-12-2025 (the report's DD-MM-YYYY), 31/12/2025
  {
    re: /(?<!\d)(\d{1,2})[-/](\d{1,2})[-/](\d{4})(?!\d)/g,
    item: (m) => ({ kind: 'date', value: `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}` }),
  },
  {
    re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g,
    item: (m) => ({ kind: 'date', value: `${m[1]}-${m[2]}-${m[3]}` }),
  },
  // 31 December 2025, December 2025
  {
    re: new RegExp(`(?<!\\d)(\\d{1,2})\\s+(${MONTHS.join('|')})\\s+(\\d{4})`, 'gi'),
    item: (m) => ({ kind: 'date', value: `${m[3]}-${pad(MONTHS.indexOf(m[2]!.toLowerCase()) + 1)}-${pad(m[1]!)}` }),
  },
  {
    re: new RegExp(`(${MONTHS.join('|')})${MONTH_RANGE}(${MONTHS.join('|')})\\s+(\\d{4})`, 'gi'),
    item: (m) => [
      { kind: 'date', value: `${m[3]}-${month(m[1]!)}` },
      { kind: 'date', value: `${m[3]}-${month(m[2]!)}` },
    ],
  },
  {
    re: new RegExp(`(${MONTHS.join('|')})\\s+(\\d{4})`, 'gi'),
    item: (m) => ({ kind: 'date', value: `${m[2]}-${pad(MONTHS.indexOf(m[1]!.toLowerCase()) + 1)}` }),
  },
  // a month of a chart's axis: 2025-01
  { re: /(?<![\d-])(\d{4})-(\d{2})(?![\d-])/g, item: (m) => ({ kind: 'date', value: `${m[1]}-${m[2]}` }) },
  // 12.5%, 百分之12.5
  {
    re: /(-?\d[\d,]*(?:\.\d+)?)\s*%|百分之\s*(-?\d[\d,]*(?:\.\d+)?)/g,
    item: (m) => ({ kind: 'percent', value: canonicalNumber(m[1] ?? m[2]!) }),
  },
  // 4.838 × 10-4
  {
    re: /(-?\d+(?:\.\d+)?)\s*×\s*10\s*(-?\d+)/g,
    item: (m) => ({ kind: 'figure', value: `${canonicalNumber(m[1]!)}e${Number(m[2])}` }),
  },
  {
    re: /(?<![\w.])(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)\s*([萬万億亿]|(?:million|billion)\b)?/gi,
    item: (m) => ({ kind: 'figure', value: canonicalNumber(m[1]!, m[2]) }),
  },
];

/** The items one line states, in the order the rules read them. */
export function lineItems(line: string, states: StateWords): Token[] {
  let rest = foldLine(line);
  const out: Token[] = [];
  const fold = (s: string) => s.normalize('NFKC');
  if (rest.includes(fold(states.explained))) out.push({ kind: 'state', value: 'explained' });
  if (rest.includes(fold(states.notApplicable))) out.push({ kind: 'state', value: 'notApplicable' });
  rest = rest.replace(DENOMINATOR, (_, w: string) => {
    out.push({ kind: 'unit', value: `/${UNIT_WORDS[w]}` });
    return ' ';
  });
  rest = rest.replace(WORD_UNIT, (_, w: string) => {
    out.push({ kind: 'unit', value: UNIT_WORDS[w]! });
    return ' ';
  });
  rest = rest.replace(SYMBOL, (_, s: string) => {
    out.push({ kind: 'unit', value: s });
    return ' ';
  });
  for (const rule of RULES)
    rest = rest.replace(rule.re, (...args) => {
      const groups = args.slice(0, -2) as string[];
      out.push(...[rule.item(Object.assign(groups, { index: 0, input: rest }) as unknown as RegExpExecArray)].flat());
      return ' ';
    });
  return out;
}
