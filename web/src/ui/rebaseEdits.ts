/** Whether two values say the same (a form's own rule: blank is blank, tidied figures are equal). */
export type Same = (a: unknown, b: unknown) => boolean;

type Answers = Record<string, unknown> | readonly unknown[];

/** What Reload puts in the form: the stored values with the user's own edits on top, and where both changed. */
export interface Rebased<T> {
  values: T;
  /** The keys (fields, months) both this user and the other changed, differently: this user's text is kept. */
  overlap: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function rebaseOne(loaded: unknown, typed: unknown, latest: unknown, same: Same): { value: unknown; overlap: boolean } {
  // Not edited here: what is stored now, whoever changed it.
  if (same(typed, loaded)) return { value: latest, overlap: false };
  // Edited only here (or both to the same): the edit.
  if (same(latest, loaded) || same(latest, typed)) return { value: typed, overlap: false };
  // Both changed parts of one answer (a text's languages, a yes/no's reason): each part on its own.
  if (isRecord(typed) && isRecord(latest) && (loaded === undefined || loaded === null || isRecord(loaded))) {
    const parts = rebaseEdits(loaded ?? {}, typed, latest, same);
    return { value: parts.values, overlap: parts.overlap.length > 0 };
  }
  return { value: typed, overlap: true };
}

/**
 * After a conflict, Reload bases the form on what is stored now (docs/decisions/0083): a save stores the
 * whole entry (the version guards it), so a value the user did not touch must be the stored one, or the next
 * save would put back what the other user changed. Per key of `typed`: untouched since `loaded` (what the form
 * was based on) → `latest` (what is stored now); changed here only → kept; changed by both → kept, and named in
 * `overlap` so the form can say whose text wins before the user saves again.
 */
export function rebaseEdits<T extends Answers>(loaded: T, typed: T, latest: T, same: Same): Rebased<T> {
  const at = (values: Answers, key: string) => (values as Record<string, unknown>)[key];
  const keys = Array.isArray(typed)
    ? Array.from({ length: Math.max(typed.length, (latest as readonly unknown[]).length) }, (_, i) => String(i))
    : [...new Set([...Object.keys(loaded), ...Object.keys(typed), ...Object.keys(latest)])];
  const overlap: string[] = [];
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const one = rebaseOne(at(loaded, key), at(typed, key), at(latest, key), same);
    if (one.overlap) overlap.push(key);
    if (one.value !== undefined) values[key] = one.value;
  }
  const merged = Array.isArray(typed) ? keys.map((key) => values[key]) : values;
  return { values: merged as T, overlap };
}
