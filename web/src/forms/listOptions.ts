import { REFERENCE_LISTS, type ListValues } from '@esg/core/catalogue/lists';
import type { Language } from '../i18n/languages';

export interface Option {
  value: string;
  label: string;
}

/**
 * The options of a list a field names: a reference list of the catalogue (labels in the interface
 * language), else a list supplied at run time (tenant data such as the year's in-boundary
 * locations, shown as they are named), else undefined — the domain alone knows it, so any text.
 */
export function listOptions(list: string, lang: Language, runTime: ListValues = {}): Option[] | undefined {
  const known = REFERENCE_LISTS[list];
  if (known) return known.map((o) => ({ value: o.value, label: o.labels[lang] }));
  return runTime[list]?.map((v) => ({ value: v, label: v }));
}
