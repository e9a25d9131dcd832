import { useTranslation } from 'react-i18next';
import type { SampledFigure } from '@esg/core/schemas/audit';
import { formatNumber } from '../../i18n/format';
import { LOCALE, languageOf } from '../../i18n/languages';
import { useLocationName } from '../../ui/locationName';
import { resourceTypeName } from '../../ui/resourceTypes';
import { ns } from './i18n';

/** A sampled figure in words: its kind, its scope (or energy) and its location; and a value with its unit. */
export function useFigureWords() {
  const { t, i18n } = useTranslation(ns);
  const placeName = useLocationName();
  // The location in the reader's language (ADR 0121); a sample drawn before it kept names has its one name.
  const label = (f: SampledFigure) =>
    [
      resourceTypeName(f.type, i18n.language),
      f.scope ? t('scopeN', { scope: f.scope }) : t('energy'),
      placeName({ name: f.location, ...(f.locationNames ? { names: f.locationNames } : {}) }),
    ]
      .filter(Boolean)
      .join(' · ');
  const amount = (value: number | null, unit: string) =>
    value === null ? t('stopped') : `${formatNumber(value, i18n.language, 3)} ${unit}`;
  const locale = LOCALE[languageOf(i18n.language)];
  /** A month of the year (YYYY-MM) as the reader says it: "Jan 2027", "2027年1月". */
  const month = (yyyyMm: string) => {
    const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, m - 1, 1)),
    );
  };
  return { t, label, amount, month, language: i18n.language };
}
