import type { ResourceType } from '@esg/core/schemas/resources';
import { TYPE_SPECS, type RecordColumn, type RecordsSpec } from './resourceTypes';

/** One record as its form holds it: each column's text by the column's key ('' = not given). */
export type RecordDraft = Record<string, string>;
/** Every list of records of a row form, by the list's key. */
export type RecordsDraft = Record<string, RecordDraft[]>;

const specsOf = (type: ResourceType): readonly RecordsSpec[] => TYPE_SPECS[type].records ?? [];
const pathOf = (c: RecordColumn) => (c.path ?? c.key).split('.');
const at = (record: unknown, path: readonly string[]) =>
  path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], record);

/** The language a one-text value was typed in (ADR 0137: sent before the text had languages): Chinese if it has any. */
const languageOfPlain = (s: string): 'en' | 'hk' => (/\p{Script=Han}/u.test(s) ? 'hk' : 'en');

/** A cell's value in a stored record; a language cell of a text stored as one string takes it if it is that language. */
function storedCell(c: RecordColumn, record: Record<string, unknown>): unknown {
  const path = pathOf(c);
  const v = at(record, path);
  if (v !== undefined || !c.language) return v;
  const plain = at(record, path.slice(0, -1));
  return typeof plain === 'string' && languageOfPlain(plain) === c.language ? plain : undefined;
}

/** The other languages of a language cell's text (same text path): one of them filled is enough. */
const siblings = (spec: RecordsSpec, c: RecordColumn) =>
  spec.columns.filter(
    (o) => o.language && c.language && pathOf(o).slice(0, -1).join('.') === pathOf(c).slice(0, -1).join('.'),
  );

export const emptyRecords = (type: ResourceType): RecordsDraft =>
  Object.fromEntries(specsOf(type).map((s) => [s.key, []]));

export const emptyRecord = (spec: RecordsSpec): RecordDraft => Object.fromEntries(spec.columns.map((c) => [c.key, '']));

/** A row's stored lists as the form shows them: each cell's value as text. */
export function recordsDraftOf(type: ResourceType, attributes: Record<string, unknown>): RecordsDraft {
  return Object.fromEntries(
    specsOf(type).map((spec) => {
      const stored = attributes[spec.key];
      const records = Array.isArray(stored) ? (stored as Record<string, unknown>[]) : [];
      const draft = records.map((r) =>
        Object.fromEntries(
          spec.columns.map((c) => {
            const v = storedCell(c, r);
            return [c.key, typeof v === 'string' || typeof v === 'number' ? String(v) : ''];
          }),
        ),
      );
      return [spec.key, draft];
    }),
  );
}

/** A cell as the API takes it: a year as a number when it is one (anything else goes as typed, for the API to name). */
const cellValue = (c: RecordColumn, text: string): unknown =>
  c.kind === 'year' && /^\d{1,4}$/.test(text) ? Number(text) : text;

/** The lists as the API takes them: nested where a column says so; an empty list is not sent (the row has none). */
export function toRecords(type: ResourceType, records: RecordsDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specsOf(type)) {
    const rows = records[spec.key] ?? [];
    if (rows.length === 0) continue;
    out[spec.key] = rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const c of spec.columns) {
        // A language left blank is sent empty, to clear it: the API keeps a language a save leaves out — the
        // Simplified override this dialog does not show (ADR 0137).
        const path = pathOf(c);
        const parent = path.slice(0, -1).reduce((o, k) => (o[k] ??= {}) as Record<string, unknown>, record);
        parent[path.at(-1)!] = cellValue(c, (row[c.key] ?? '').trim());
      }
      return record;
    });
  }
  return out;
}

/** The keys of the lists a type's form shows (an edit replaces them whole). */
export const recordKeys = (type: ResourceType): string[] => specsOf(type).map((s) => s.key);

/**
 * Cells left empty, as `<list>.<index>.<column>`: every column of a record is required — of a text in two languages,
 * one language (ADR 0137).
 */
export function missingCells(type: ResourceType, records: RecordsDraft): string[] {
  const blank = (row: RecordDraft, c: RecordColumn) => (row[c.key] ?? '').trim() === '';
  return specsOf(type).flatMap((spec) =>
    (records[spec.key] ?? []).flatMap((row, i) =>
      spec.columns
        .filter((c) => blank(row, c) && siblings(spec, c).every((o) => blank(row, o)))
        .map((c) => `${spec.key}.${i}.${c.key}`),
    ),
  );
}

/**
 * The form's key of an API issue's path inside a list (`instruments.0.rate.value` → `instruments.0.rate`): the cell
 * whose column sits at that path, or the list itself (`instruments`: more MWh than the row's year).
 */
export function recordFieldOf(type: ResourceType, path: string): string | undefined {
  const [list, index, ...rest] = path.split('.');
  const spec = specsOf(type).find((s) => s.key === list);
  if (!spec) return undefined;
  if (index === undefined || !/^\d+$/.test(index)) return spec.key;
  const inner = rest.join('.');
  const column = spec.columns.find(
    (c) => (c.path ?? c.key) === inner || (inner && (c.path ?? c.key).startsWith(inner)),
  );
  return column ? `${spec.key}.${index}.${column.key}` : spec.key;
}

export const sameRecords = (type: ResourceType, a: RecordsDraft, b: RecordsDraft) =>
  JSON.stringify(toRecords(type, a)) === JSON.stringify(toRecords(type, b));
