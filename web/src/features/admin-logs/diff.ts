import { formatClauses, formatList } from '../../i18n/format';

/** One line of an audited change: a field's value before and after, as text for reading. */
export interface FieldChange {
  /** The property's path (`firstName`, `names.en`); of the item, on a list's line; '' for a plain value or an item. */
  field: string;
  /** On a list's line: the list's field (`preferredUnits`), '' when the entry is a list itself (units saved). */
  list?: string;
  /** On a list's line: the item by its natural name (a unit's symbol, a conversion "GJ → MJ"). */
  item?: string;
  /** A list's item added or removed, in one line of its properties. */
  status?: 'added' | 'removed';
  before: string;
  after: string;
  changed: boolean;
}

/** How the lines say a property (`symbol` → "Symbol") and which language an item's `names` are read in. */
export interface Words {
  label: (path: string) => string;
  language: string;
}

const PLAIN: Words = { label: (path) => path, language: 'en' };

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);
const isList = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isObject);

/** A value as text, never as JSON: a list's values joined, an object's properties by their labels. */
function show(value: unknown, words: Words): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const texts = value.map((v) => show(v, words));
    return isList(value) ? formatClauses(texts, words.language) : formatList(texts, words.language);
  }
  if (isObject(value)) return summary(value, words);
  return String(value);
}

/** An object in one line: its properties by their labels ("Symbol: thm; Name (English): Therm"). */
function summary(item: Obj, words: Words): string {
  const parts = [...flatten(item)].map(([k, v]) => `${words.label(k)}: ${show(v, words)}`);
  return formatClauses(parts, words.language);
}

/** Top-level fields become rows; nested ones one level down (`names.en`); a list stays whole for `listLines`. */
function flatten(value: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isObject(value)) {
    if (value !== undefined) out.set('', value);
    return out;
  }
  for (const [k, v] of Object.entries(value)) {
    if (isObject(v)) for (const [k2, v2] of Object.entries(v)) out.set(`${k}.${k2}`, v2);
    else out.set(k, v);
  }
  return out;
}

/** What identifies an item across before and after: its id (or row id, key, symbol, path), else its place. */
const KEYS = ['id', 'rowId', 'key', 'symbol', 'path', 'code'];
function keyOf(item: Obj, index: number): string {
  for (const k of KEYS) if (typeof item[k] === 'string' || typeof item[k] === 'number') return `${k}:${item[k]}`;
  if (item.from !== undefined && item.to !== undefined) return `${item.from}→${item.to}`;
  return `#${index}`;
}

/** What a reader calls an item: a unit its symbol, a conversion "GJ → MJ", else its name, key or id. */
function nameOf(item: Obj, index: number, language: string): string {
  if (typeof item.symbol === 'string') return item.symbol;
  if (item.from !== undefined && item.to !== undefined) return `${show(item.from, PLAIN)} → ${show(item.to, PLAIN)}`;
  const names = isObject(item.names) ? item.names : undefined;
  for (const v of [item.name, names?.[language], names?.en, item.label, item.title, item.key, item.path, item.code])
    if (typeof v === 'string' && v) return v;
  for (const v of [item.id, item.rowId]) if (typeof v === 'string' || typeof v === 'number') return String(v);
  return `#${index + 1}`;
}

/**
 * A list of objects (units, conversions, a table's rows), item by item: matched by id (row id, key, symbol, path, a
 * conversion's from and to), one line per item added or removed, one per changed property of an item kept, and one
 * per item kept as it was.
 */
function listLines(list: string, before: unknown, after: unknown, words: Words): FieldChange[] {
  const items = (value: unknown) =>
    new Map(
      (Array.isArray(value) ? value : []).map((v, i) => {
        const item = isObject(v) ? v : { value: v };
        return [keyOf(item, i), { item, name: nameOf(item, i, words.language) }] as const;
      }),
    );
  const [b, a] = [items(before), items(after)];
  const lines: FieldChange[] = [];
  for (const key of new Set([...b.keys(), ...a.keys()])) {
    const [x, y] = [b.get(key), a.get(key)];
    const item = (y ?? x)!.name;
    if (!x || !y) {
      const status = x ? 'removed' : 'added';
      const text = summary((y ?? x)!.item, words);
      lines.push({ field: '', list, item, status, before: x ? text : '', after: y ? text : '', changed: true });
      continue;
    }
    const props = changes(x.item, y.item, words);
    const changed = props.filter((p) => p.changed);
    if (changed.length) lines.push(...changed.map((p) => ({ ...p, list, item })));
    else {
      const text = summary(x.item, words);
      lines.push({ field: '', list, item, before: text, after: text, changed: false });
    }
  }
  return lines;
}

function changes(before: unknown, after: unknown, words: Words): FieldChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const fields = [...new Set([...b.keys(), ...a.keys()])];
  return fields.flatMap((field) => {
    const [p, q] = [b.get(field), a.get(field)];
    if (isList(p) || isList(q)) return listLines(field, p, q, words);
    const [x, y] = [show(p, words), show(q, words)];
    return [{ field, before: x, after: y, changed: x !== y }];
  });
}

const order = (r: FieldChange) => [r.list ?? '', r.item ?? '', r.field].join('\u0000');

/**
 * The before/after of an audit entry in lines, changed ones first, then alphabetical: a field per line, a list of
 * objects (a save of units, of conversions, of rows) item by item (`listLines`); values as text, never as JSON.
 */
export function fieldChanges(before: unknown, after: unknown, words: Words = PLAIN): FieldChange[] {
  const lines = isList(before) || isList(after) ? listLines('', before, after, words) : changes(before, after, words);
  return lines.sort((p, q) => Number(q.changed) - Number(p.changed) || order(p).localeCompare(order(q)));
}
