import { SEED_ACTOR } from '../../vocabulary/actors';

/**
 * What changed on a task since its last approval, read from the audit entries of its saves (the write path keeps
 * the answers before and after each save: docs/decisions/0102-the-years-review-workflow.md). Pure: the entries in,
 * field by field (a page) or month by month (a resource page's rows at one location) out.
 */
/**
 * Who made a save, as the review names them: the person's name, else the login the audit kept (a user since
 * removed); a save with neither is the system's own (the seed writes the demo year with no one signed in), named as
 * the seed's writes are everywhere (`SEED_ACTOR`, which the screens read as "the system"), never left blank.
 */
export const savedBy = (name: string | undefined, login: string | undefined): string => name || login || SEED_ACTOR;

export interface FieldChange {
  /** A page's field id, or a row's label (its location and key texts). */
  field: string;
  /** 1–12: the month of the year of a row's figure. */
  month?: number;
  before: unknown;
  after: unknown;
}

/** An audit copy too large to keep whole is its size and digest (domain/pageData/store.ts). */
const isDigest = (v: unknown) => typeof v === 'object' && v !== null && 'sha256' in v;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The top-level answers that differ between two copies of a page; a digest on either side: the whole page. */
export function pageFieldChanges(before: unknown, after: unknown): FieldChange[] {
  if (isDigest(before) || isDigest(after)) return [{ field: '*', before: null, after: null }];
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => !same(b[k], a[k]))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

export interface AuditedRow {
  rowId: string;
  locationId: string;
  unit?: string;
  months?: string[];
  attributes?: Record<string, unknown>;
}

const rowsOf = (v: unknown): AuditedRow[] | undefined =>
  Array.isArray(v) ? (v as AuditedRow[]) : v && typeof v === 'object' && 'rowId' in v ? [v as AuditedRow] : undefined;

/**
 * The months that differ on one location's rows between the rows before and after a save (or a delete, with
 * nothing after); `label` names a row. Copies kept as a digest: the location's rows as a whole.
 */
export function rowMonthChanges(
  before: unknown,
  after: unknown,
  locationId: string,
  label: (row: AuditedRow) => string,
  deleted = false,
): FieldChange[] {
  const b = rowsOf(before);
  const a = deleted ? [] : rowsOf(after);
  if (!b || !a) return isDigest(before) || isDigest(after) ? [{ field: '*', before: null, after: null }] : [];
  const here = (rows: AuditedRow[]) =>
    new Map(rows.filter((r) => r.locationId === locationId).map((r) => [r.rowId, r]));
  const was = here(b);
  const now = here(a);
  const out: FieldChange[] = [];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(id);
    const cur = now.get(id);
    const field = label((cur ?? old)!);
    for (let i = 0; i < 12; i++) {
      const x = old?.months?.[i] ?? '';
      const y = cur?.months?.[i] ?? '';
      if (x !== y) out.push({ field, month: i + 1, before: old ? x : null, after: cur ? y : null });
    }
  }
  return out;
}
