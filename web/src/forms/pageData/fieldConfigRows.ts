import { formatList } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import type { FieldView } from './api/getConfiguredFields';

export interface ConfigRow {
  path: string;
  label: string;
  /** Why the field cannot be hidden: it feeds a mandatory HKEX provision, or the page requires it. */
  locked?: { reason: 'mandatory'; codes: string } | { reason: 'required' };
}

/**
 * The rows of the "Configure fields" dialog: every field of the page with its nested details and
 * columns (labelled after what they sit in), locked where the API would refuse to hide it.
 */
export function configRows(fields: readonly FieldView[], lang: Language, parent?: string): ConfigRow[] {
  return fields.flatMap((f) => {
    const label = parent ? `${parent} › ${f.labels[lang]}` : f.labels[lang];
    const locked: ConfigRow['locked'] = f.mandatory?.length
      ? { reason: 'mandatory', codes: formatList(f.mandatory, lang) }
      : f.required
        ? { reason: 'required' }
        : undefined;
    return [
      { path: f.path, label, ...(locked ? { locked } : {}) },
      ...configRows(f.details ?? [], lang, label),
      ...configRows(f.columns ?? [], lang, label),
    ];
  });
}

/** Toggles one path in the hidden list, keeping the order the API got it in. */
export const toggleHidden = (hidden: readonly string[], path: string, shown: boolean): string[] =>
  shown ? hidden.filter((p) => p !== path) : hidden.includes(path) ? [...hidden] : [...hidden, path];
