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

/** A Chinese character or Chinese punctuation (、。「」（）：，…). */
const isChinese = (c: string | undefined) => c !== undefined && /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u.test(c);

/**
 * A Chinese message or mail already filled with `values` (the web's i18n bundles, a mail's template): the space the
 * message puts before or after a value is dropped where the value and the word beside it are both Chinese
 * ("總辦事處的審閱", "陳先生您好"), kept beside a Latin word or a number ("Head office 的審閱", "截至 31-12-2025 年度").
 */
export function runOnChineseValues(text: string, values: readonly string[]): string {
  if (!text.includes(' ')) return text;
  let out = text;
  for (const value of new Set(values)) {
    const head = isChinese(value[0]);
    const tail = isChinese(value.at(-1));
    if (!head && !tail) continue;
    // The text around each place the value stands: the space before it and the space after it, where both are Chinese.
    const parts = out.split(value);
    out = parts
      .map((part, i) => {
        let p = part;
        if (head && i < parts.length - 1 && p.endsWith(' ') && isChinese(p.at(-2))) p = p.slice(0, -1);
        if (tail && i > 0 && p.startsWith(' ') && isChinese(p[1])) p = p.slice(1);
        return p;
      })
      .join(value);
  }
  return out;
}
