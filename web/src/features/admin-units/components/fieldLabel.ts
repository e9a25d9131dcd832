import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import type { UnitsKey } from '../messages/en';

/** Each catalogue form field's label, as its dialogs show it. */
const LABELS: Record<string, UnitsKey> = {
  id: 'id',
  symbol: 'symbol',
  names: 'name',
  typeId: 'type',
  systemId: 'system',
  baseUnitId: 'baseUnit',
  from: 'from',
  to: 'to',
  numerator: 'numerator',
  denominator: 'denominator',
  source: 'source',
};

/** A field's label, to name it after Reload (useVersionedEdit); an unknown field keeps its name. */
export const fieldLabel =
  (t: TFunction<typeof ns>) =>
  (field: string): string =>
    LABELS[field] ? t(LABELS[field]) : field;
