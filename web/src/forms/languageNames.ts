import type { TextLanguage } from '@esg/core/catalogue/bilingual';
import { useTranslation } from 'react-i18next';
import { formsNs } from './i18n';

/** The forms' words for a translatable answer's languages (ADR 0096): what each of its text areas is labelled. */
export const LABEL = { en: 'languageEn', hk: 'languageHk', cn: 'languageCnShort' } as const;

/** A translatable answer's languages named in the reader's language, as the form labels them. */
export function useLanguageNames(): Record<TextLanguage, string> {
  const { t } = useTranslation(formsNs);
  return { en: t(LABEL.en), hk: t(LABEL.hk), cn: t(LABEL.cn) };
}
