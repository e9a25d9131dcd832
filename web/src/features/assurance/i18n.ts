import { useTranslation } from 'react-i18next';
import { defineMessages, registerMessages } from '../../i18n';
import { useAnomalyText } from '../../ui/anomalies/i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The data-quality screen's own words; page titles come from core's catalogue. */
export const ns = registerMessages('assurance', defineMessages(en, { hk, cn }));

/** The screen's words, and a year's month and a number in the reader's language (the unusual figures' own). */
export function useAssuranceText() {
  const { t } = useTranslation(ns);
  const { month, number } = useAnomalyText();
  return { t, month, number };
}
