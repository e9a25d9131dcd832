import type { Language } from '../../schemas/common';
import { provisionTitles } from '../kpi/titles';

/**
 * How the content index names a provision: in English its aspect and title; in Chinese the Code's own
 * Chinese title of that provision (the code is in the row's first column).
 */
export function provisionName(p: { code: string; aspect: string; title: string }, lang: Language): string {
  if (lang === 'en') return `${p.aspect} – ${p.title}`;
  return provisionTitles(p.code, p.title)[lang];
}
