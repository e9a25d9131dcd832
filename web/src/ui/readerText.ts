import { useCallback } from 'react';
import { readerText, type BilingualText } from '@esg/core/catalogue/bilingual';
import type { Language } from '../i18n/languages';
import { useSimplified } from './wording';

/**
 * A translatable answer in the reader's language (`readerText`): for a reader of Simplified the Simplified override,
 * else the Traditional converted once the converter has loaded, as the 简体 edition prints it (ADR 0096). A module of
 * its own: the catalogue's bilingual module stays out of Home's first load (ADR 0084).
 */
export function useReaderText(language: Language): (b: Partial<BilingualText>) => string {
  const toSimplified = useSimplified(language);
  return useCallback((b: Partial<BilingualText>) => readerText(b, language, toSimplified), [language, toSimplified]);
}
