import type { Language } from '../schemas/common';

/**
 * A factor's unit the library writes in words ('kg per million MJ', read by calc/emissions/factorUnit.ts) as a Chinese
 * edition prints it (docs/decisions/0137, amended): 「千克/百萬兆焦耳」, 「千克/百万兆焦耳」, written as the column's
 * other units are (kgCO₂e/kWh, MJ/單位) — never 「4.02 每百萬兆焦耳千克」, which reads "4.02 per million MJ kg". The reading
 * of the unit is not changed, only its printing. The parity check reads the Chinese back as the English words
 * (`unitPhrasesInEnglish`), so both editions state the same unit.
 */
type Chinese = Record<'hk' | 'cn', string>;
const both = (hk: string, cn = hk): Chinese => ({ hk, cn });

const MULTIPLIERS: Record<string, Chinese> = {
  thousand: both('千'),
  million: both('百萬', '百万'),
  billion: both('十億', '十亿'),
};

/** The units a worded factor unit names, in the words the editions print beside the symbols (千克二氧化碳當量). */
const UNIT_NAMES: Record<string, Chinese> = {
  kg: both('千克'),
  g: both('克'),
  t: both('噸', '吨'),
  MJ: both('兆焦耳'),
  GJ: both('吉焦耳'),
  kWh: both('千瓦時', '千瓦时'),
  MWh: both('兆瓦時', '兆瓦时'),
  L: both('公升', '升'),
  km: both('公里'),
};

const PHRASE = /^\s*(\S+)\s+per\s+(?:(thousand|million|billion)\s+)?(\S+)\s*$/i;

/** The edition's words for a unit written "<unit> per [million] <unit>"; undefined for any other unit or English. */
export function unitPhrase(unit: string, lang: Language): string | undefined {
  const m = PHRASE.exec(unit);
  if (!m || lang === 'en') return undefined;
  const [, num = '', multiplier, den = ''] = m;
  const numName = UNIT_NAMES[num]?.[lang];
  const denName = UNIT_NAMES[den]?.[lang];
  if (!numName || !denName) return undefined;
  return `${numName}/${multiplier ? MULTIPLIERS[multiplier.toLowerCase()]![lang] : ''}${denName}`;
}

const alternation = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');
const chineseNames = (table: Record<string, Chinese>) => Object.values(table).flatMap((c) => [c.hk, c.cn]);
const symbolOf = (table: Record<string, Chinese>, name: string) =>
  Object.entries(table).find(([, c]) => c.hk === name || c.cn === name)?.[0];
const CHINESE_PHRASE = new RegExp(
  `(${alternation(chineseNames(UNIT_NAMES))})/(${alternation(chineseNames(MULTIPLIERS))})?(${alternation(chineseNames(UNIT_NAMES))})`,
  'g',
);

/** A Chinese edition's worded units read back as the English words (「千克/百萬兆焦耳」 → "kg per million MJ"). */
export const unitPhrasesInEnglish = (line: string) =>
  line.replace(CHINESE_PHRASE, (_, num: string, multiplier: string | undefined, den: string) =>
    [
      ' ',
      symbolOf(UNIT_NAMES, num),
      'per',
      multiplier && symbolOf(MULTIPLIERS, multiplier),
      symbolOf(UNIT_NAMES, den),
      ' ',
    ]
      .filter(Boolean)
      .join(' '),
  );
