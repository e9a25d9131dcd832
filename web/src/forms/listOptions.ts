import { REFERENCE_LISTS, type ListValues } from '@esg/core/catalogue/lists';
import type { Language } from '../i18n/languages';

export interface Option {
  value: string;
  label: string;
}

/**
 * The options of a list a field names: a reference list of the catalogue (labels in the interface
 * language), else a list supplied at run time (tenant data such as the year's in-boundary
 * locations, each by its name in the interface language), else undefined — the domain alone knows it, so any text.
 */
export function listOptions(
  list: string,
  lang: Language,
  runTime: ListValues = {},
  runTimeLabel?: (list: string, value: string) => string,
): Option[] | undefined {
  const known = REFERENCE_LISTS[list];
  if (known) return known.map((o) => ({ value: o.value, label: o.labels[lang] }));
  // A run-time value is what an answer holds; its label where one is known (a location's name in `lang`, ADR 0121).
  return runTime[list]?.map((v) => ({ value: v, label: runTimeLabel?.(list, v) ?? v }));
}
