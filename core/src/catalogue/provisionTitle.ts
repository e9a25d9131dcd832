import { provisionTitles } from '../domain/kpi/titles';
import { PROVISIONS } from './provisions';
import type { I18nText } from './types';

/** A provision's title in the three languages (the catalogue's English, the Code's Chinese); the code alone if unknown. */
export function provisionTitle(code: string): I18nText {
  const p = PROVISIONS.find((x) => x.code === code);
  return p ? provisionTitles(code, p.title) : { en: code, hk: code, cn: code };
}
