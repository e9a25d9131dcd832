import { text, type AddressListField, type TableField, type TextField } from './types';

/**
 * An address list's parts, declared once (the schema, the form and the translatable cells read them): each typed
 * in English and Traditional Chinese, as a location's address is (docs/decisions/0121-translatable-names-and-cells.md).
 */
export const ADDRESS_PARTS: readonly TextField[] = [
  {
    id: 'address',
    kind: 'text',
    translatable: true,
    labels: text('Address', '地址', '地址'),
    validation: { required: true, maxLength: 500 },
  },
  {
    id: 'city',
    kind: 'text',
    translatable: true,
    labels: text('City', '城市', '城市'),
    validation: { required: false, maxLength: 100 },
  },
  {
    id: 'country',
    kind: 'text',
    translatable: true,
    labels: text('Country', '國家／地區', '国家／地区'),
    validation: { required: false, maxLength: 100 },
  },
];

const tables = new WeakMap<AddressListField, TableField>();

/** An address list read as the table of its parts it is stored as (one row per address). */
export function addressTable(field: AddressListField): TableField {
  const known = tables.get(field);
  if (known) return known;
  const table: TableField = { id: field.id, kind: 'table', labels: field.labels, columns: [...ADDRESS_PARTS] };
  tables.set(field, table);
  return table;
}
