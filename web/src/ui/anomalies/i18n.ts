import { useTranslation } from 'react-i18next';
import { defineMessages, registerMessages } from '../../i18n';
import { languageOf } from '../../i18n/languages';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

export const anomaliesNs = registerMessages('anomalies', defineMessages(en, { hk, cn }));

const LOCALES = { en: 'en-GB', hk: 'zh-HK', cn: 'zh-CN' } as const;

/** The unusual figures' words, and a year's month (YYYY-MM) in the reader's language ("Mar 2025", "2025年3月"). */
export function useAnomalyText() {
  const { t, i18n } = useTranslation(anomaliesNs);
  const locale = LOCALES[languageOf(i18n.language)];
  const month = (yyyyMm: string) => {
    const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 1)),
    );
  };
  const number = (n: number, digits = 2) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  return { t, month, number, language: i18n.language };
}
