import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import type { Factor, FactorRevision } from './api/listFactors';
import { unitInWords } from '@esg/core/lib/unitWords';
import { languageOf } from '../../i18n/languages';
import { wordingIn } from '../../ui/wording';

/** The revision a new report would use by default: the latest. */
export const latestOf = (f: Factor): FactorRevision | undefined =>
  f.revisions.find((r) => r.revision === f.latestRevision) ?? f.revisions.at(-1);

/** A revision's valid years as a reader says them: 2019–2023, from 2024, until 2019, any year. */
export function validYears(t: TFunction<typeof ns>, r: Pick<FactorRevision, 'validFrom' | 'validTo'>): string {
  if (r.validFrom && r.validTo)
    return r.validFrom === r.validTo ? String(r.validFrom) : t('yearRange', { from: r.validFrom, to: r.validTo });
  if (r.validFrom) return t('fromYear', { from: r.validFrom });
  if (r.validTo) return t('untilYear', { to: r.validTo });
  return t('anyYear');
}

export const scopeLabel = (t: TFunction<typeof ns>, scope: number | null) =>
  scope ? t('scopeN', { scope }) : t('noScope');

/**
 * A revision's value with its unit in the reader's words ('4.02 kg per million MJ', 「4.02 千克/百萬兆焦耳」,
 * 'kgCO2e/乘客公里'), as the editions print the factor's unit (ADR 0137).
 */
export const valueWithUnit = (r: Pick<FactorRevision, 'value' | 'unit'>, language: string) =>
  `${factorValue(r.value)} ${unitInWords(r.unit, languageOf(language))}`;

/** Factor values keep all their digits (they are inputs to calculations), with comma thousands. */
export function factorValue(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumSignificantDigits: 12, useGrouping: true }).format(value);
}

type Worded = { appliesTo: string; appliesToHk?: string; appliesToCn?: string; source?: string };

export const factorNameIn = (f: Worded, language: string, toSimplified?: (hk: string) => string) =>
  wordingIn(f.appliesTo, { hk: f.appliesToHk, cn: f.appliesToCn }, language, toSimplified);

/** The seeded categories by name; one an administrator typed shows as typed. */
export const categoryLabel = (t: TFunction<typeof ns>, category: string) =>
  t(`category_${category}` as never, { defaultValue: category }) as string;
