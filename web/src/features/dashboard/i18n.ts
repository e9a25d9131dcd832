import { useTranslation } from 'react-i18next';
import { type Language, languageOf } from '../../i18n/languages';
import type { Translate } from './charts';
import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The dashboard's own words; page titles come from core's catalogue. */
export const ns = registerMessages('dashboard', defineMessages(en, { hk, cn }));

/** The dashboard's words for the pure chart builders (charts.ts), which take keys built from data, and the user's language. */
export function useDashboardText() {
  const { t, i18n } = useTranslation(ns);
  const language: Language = languageOf(i18n.language);
  return { t, tr: t as unknown as Translate, language };
}
