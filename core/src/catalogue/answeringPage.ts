import { provisionTitles } from '../domain/kpi/titles';
import { allFields, type PageDeclaration } from './page';
import { PROVISIONS } from './provisions';
import { PAGES } from '../pages/index';
import type { I18nText } from './types';

/**
 * The page a user opens to answer a provision: the page whose comply card offers it, else the first
 * page with a field feeding it (undefined when no page collects it yet).
 */
export const answeringPage = (code: string, pages: readonly PageDeclaration[] = PAGES) =>
  pages.find((p) => p.explains?.some((e) => e.provision === code)) ??
  pages.find((p) => allFields(p).some(({ field }) => field.provisions?.includes(code)));

/** A provision's title in the three languages (the catalogue's English, the Code's Chinese); the code alone if unknown. */
export function provisionTitle(code: string): I18nText {
  const p = PROVISIONS.find((x) => x.code === code);
  return p ? provisionTitles(code, p.title) : { en: code, hk: code, cn: code };
}
