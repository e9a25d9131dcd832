import type { AnswersByPage } from '../../catalogue/disclosure';
import type { Language } from '../../schemas/common';

/** Han characters and the full-width punctuation Chinese text sets around a name. */
const CHINESE = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A Chinese text with the company's English name in it, with its Chinese name instead (ADR 0137: a Chinese edition
 * prints the company's Chinese name wherever it prints the name). The spaces that set the English name apart from
 * the characters beside it go with it; a space beside Latin text or a digit stays.
 */
export function withChineseName(text: string, english: readonly string[], chinese: string): string {
  if (!CHINESE.test(text)) return text;
  let out = text;
  for (const name of english.filter((n) => n.trim()).sort((a, b) => b.length - a.length))
    out = out.replace(new RegExp(`( ?)${escape(name)}( ?)`, 'g'), (_m, before: string, after: string, at: number) => {
      const [left, right] = [out[at - 1] ?? '', out[at + before.length + name.length + after.length] ?? ''];
      const keep = (space: string, beside: string) => (space && beside && !CHINESE.test(beside) ? space : '');
      return `${keep(before, left)}${chinese}${keep(after, right)}`;
    });
  return out;
}

function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/**
 * The answers of a Chinese edition with the company's English name (its registered one and the one typed on the
 * Company information page) replaced by its Chinese name in every Chinese text; the English edition, a company
 * without a Chinese name and English text kept in a Chinese edition are left as they are.
 */
export function chineseNameInAnswers(
  answers: AnswersByPage,
  company: { name: string; nameZh?: string },
  lang: Language,
): AnswersByPage {
  if (lang === 'en' || !company.nameZh?.trim()) return answers;
  const typed = answers.company_information?.nameEn;
  const english = [company.name, ...(typeof typed === 'string' ? [typed.trim()] : [])];
  return mapStrings(answers, (s) => withChineseName(s, english, company.nameZh!)) as AnswersByPage;
}
