import type { TFunction } from 'i18next';
import { formatAside } from '../../i18n/format';
import { isLanguage, LANGUAGE_NAMES } from '../../i18n/languages';
import type { ns } from './i18n';
import type { LogsKey } from './messages/en';

/** The properties the audited saves carry, by their labels (as the catalogue's own dialogs name them). */
const PROPS: Record<string, LogsKey> = {
  id: 'prop_id',
  symbol: 'prop_symbol',
  name: 'prop_name',
  names: 'prop_names',
  typeId: 'prop_typeId',
  systemId: 'prop_systemId',
  baseUnitId: 'prop_baseUnitId',
  from: 'prop_from',
  to: 'prop_to',
  numerator: 'prop_numerator',
  denominator: 'prop_denominator',
  source: 'prop_source',
  version: 'prop_version',
  kind: 'prop_kind',
  hidden: 'prop_hidden',
  preferredUnits: 'prop_preferredUnits',
  path: 'prop_path',
  unit: 'prop_unit',
};

/**
 * A property's path in the reader's words: `symbol` → "Symbol", `names.hk` → "Name (Traditional Chinese)" in the
 * reader's parentheses; a property no save names here keeps its key.
 */
export const propLabel =
  (t: TFunction<typeof ns>, language: string) =>
  (path: string): string => {
    const part = (p: string) => (PROPS[p] ? t(PROPS[p]) : isLanguage(p) ? LANGUAGE_NAMES[p] : p);
    const parts = path.split('.');
    const last = parts.at(-1)!;
    if (parts.length > 1 && isLanguage(last))
      return formatAside(parts.slice(0, -1).map(part).join(' · '), LANGUAGE_NAMES[last], language);
    return parts.map(part).join(' · ');
  };
