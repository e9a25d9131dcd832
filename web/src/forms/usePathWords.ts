import { useTranslation } from 'react-i18next';
import { formsNs } from './i18n';
import type { PathWords } from './locate';
import { useLanguageNames } from './languageNames';

/** The interface words placeOf names a path's unlabelled parts with (a row's number, a reason). */
export function usePathWords(): PathWords {
  const { t } = useTranslation(formsNs);
  const language = useLanguageNames();
  return {
    row: (n: number) => t('row', { n }),
    reason: t('reason'),
    language,
  };
}
