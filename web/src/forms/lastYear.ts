import { REFERENCE_LISTS } from '@esg/core/catalogue/lists';
import type { ScalarField } from '@esg/core/catalogue/types';
import { formatList } from '../i18n/format';
import type { Language } from '../i18n/languages';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Last year's answer to a scalar field as a short text (numbers and text as stored, list values
 * by their labels, dates DD-MM-YYYY), or undefined when there was none to show.
 */
export function lastYearText(field: ScalarField, value: unknown, lang: Language): string | undefined {
  const label = (v: string) =>
    (field.kind === 'select' || field.kind === 'multiSelect'
      ? REFERENCE_LISTS[field.list]?.find((o) => o.value === v)?.labels[lang]
      : undefined) ?? v;
  if (Array.isArray(value)) {
    const parts = value.filter((v): v is string => typeof v === 'string' && v !== '').map(label);
    return parts.length ? formatList(parts, lang) : undefined;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (field.kind === 'date') {
    const m = isoDate.exec(value);
    return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
  }
  return label(value);
}
