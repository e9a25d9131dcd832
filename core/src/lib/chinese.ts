import type { Language } from '../schemas/common';

/**
 * A message's Traditional (hk) and Simplified (cn) Chinese. Core keeps a message table's English, which the API sends,
 * apart from its Chinese, which only the web and the Excel error workbook read, so a Lambda that answers in English
 * does not carry the Chinese (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */
export type Chinese = Readonly<{ hk: string; cn: string }>;

/** One table in every interface language, from its English and its Chinese keyed alike (the web's i18n bundles). */
export const inEveryLanguage = <K extends string>(
  english: Readonly<Record<K, string>>,
  chinese: Readonly<Record<K, Chinese>>,
): Record<K, Readonly<Record<Language, string>>> =>
  Object.fromEntries((Object.keys(english) as K[]).map((k) => [k, { en: english[k], ...chinese[k] }])) as Record<
    K,
    Readonly<Record<Language, string>>
  >;

/**
 * The keys a language lacks, or has beyond the English: `[]` when the Chinese says every English message and no other.
 * The types refuse a missing key already; this is the same check for the tests (and for a table built at run time).
 */
export function untranslated(english: Readonly<Record<string, string>>, chinese: Readonly<Record<string, Chinese>>) {
  const lacking = Object.keys(english).flatMap((k) =>
    (['hk', 'cn'] as const).filter((lang) => !chinese[k]?.[lang]?.trim()).map((lang) => `${lang}:${k}`),
  );
  const extra = Object.keys(chinese)
    .filter((k) => !Object.hasOwn(english, k))
    .map((k) => `extra:${k}`);
  return [...lacking, ...extra];
}

/** A Chinese character or Chinese punctuation (、。「」（）：，…), as a regular expression's class. */
const CHINESE = '[\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef]';
const CHINESE_CHAR = new RegExp(CHINESE, 'u');
const isChinese = (c: string | undefined) => c !== undefined && CHINESE_CHAR.test(c);

/**
 * A Chinese template whose values stand apart from the words beside them only where one side is Latin or a number
 * ("Ben Wong 您好", "截至 31-12-2025 年度"), and run on where both are Chinese ("陳先生您好"). Only the template's own
 * spaces are dropped: a value is never changed.
 */
export function zh(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  let out = strings[0]!;
  values.forEach((v, i) => {
    const value = String(v);
    let after = strings[i + 1]!;
    if (out.endsWith(' ') && isChinese(out.at(-2)) && isChinese(value[0])) out = out.slice(0, -1);
    if (after.startsWith(' ') && isChinese(value.at(-1)) && isChinese(after[1])) after = after.slice(1);
    out += value + after;
  });
  return out;
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message already filled with `values` (the web's i18n bundles), as `zh` fills a mail: the space the message puts
 * before or after a value is dropped where the value and the word beside it are both Chinese ("總辦事處的審閱"), kept
 * beside a Latin word or a number ("Head office 的審閱").
 */
export function runOnChineseValues(text: string, values: readonly string[]): string {
  let out = text;
  for (const value of new Set(values)) {
    if (!value) continue;
    const v = escaped(value);
    if (isChinese(value[0])) out = out.replace(new RegExp(`(?<=${CHINESE}) (?=${v})`, 'gu'), '');
    if (isChinese(value.at(-1))) out = out.replace(new RegExp(`(?<=${v}) (?=${CHINESE})`, 'gu'), '');
  }
  return out;
}
