/** One field of an audited change: its value before and after, as text for reading. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Top-level fields become rows; nested ones one level down (`names.en`), deeper values as JSON. */
function flatten(value: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (value !== undefined) out.set('', value);
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [k2, v2] of Object.entries(v)) out.set(`${k}.${k2}`, v2);
    } else out.set(k, v);
  }
  return out;
}

/** The before/after of an audit entry, field by field, changed fields first, then alphabetical. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields
    .map((field) => {
      const [x, y] = [show(b.get(field)), show(a.get(field))];
      return { field, before: x, after: y, changed: x !== y };
    })
    .sort((p, q) => Number(q.changed) - Number(p.changed) || p.field.localeCompare(q.field));
}
