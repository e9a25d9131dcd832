import { useState } from 'react';
import type { z } from 'zod';
import { carriedEntry, carriedVersion } from '../api/conflict';
import { rebaseEdits, type Same } from './rebaseEdits';

/** A dialog's form as Reload rebases it (useSchemaForm): what is typed now, and how to put values in it. */
interface Form<V> {
  values: V;
  replace: (values: V) => void;
}

/**
 * How a dialog's form is rebased on the entry stored now after a conflict (docs/decisions/0083): a save stores
 * the whole entry, so a field this user left alone must take the stored value, or the next save would put back
 * what the other administrator changed there.
 */
export interface Rebase<E extends { version?: number }, V extends object> {
  /** The entry as its GET answers it: what a 409 carries is used only when it reads as this. */
  schema: z.ZodType<E>;
  /** The entry read again, when the 409 carries none usable (undefined: it is gone). */
  latest: () => Promise<E | undefined>;
  /** The form's values of an entry: the same mapping the dialog opens with. */
  values: (entry: E) => V;
  form: Form<V>;
  /** What else the dialog takes from the stored entry (what its save sends unchanged, a heading's count). */
  adopt?: (entry: E) => void;
  /** A field's label, to name the fields both administrators changed. */
  label: (field: keyof V & string) => string;
  /** Whether two values of a field say the same; equal JSON by default. */
  same?: Same;
}

const sameJson: Same = (a, b) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

type Refetch = () => Promise<number | undefined>;

/**
 * Optimistic concurrency for one edited entry (spec: a 409 carries the concurrency message): the version a save is
 * based on, and Reload after a conflict. With `rebase`, Reload bases the form on the entry stored now — the one the
 * 409 carries (ADR 0083), read again only without it — with the user's own edits on top (ui/rebaseEdits.ts), and
 * names the fields both changed (`overlap`, by label). With only a `fetchVersion` (a dialog whose one choice is the
 * edit), Reload takes the stored version and leaves the form as typed.
 */
export function useVersionedEdit(initial: number | undefined, fetchVersion: Refetch): VersionedEdit;
export function useVersionedEdit<E extends { version?: number }, V extends object>(
  initial: number | undefined,
  rebase: Rebase<E, V>,
): VersionedEdit;
export function useVersionedEdit<E extends { version?: number }, V extends object>(
  initial: number | undefined,
  source: Refetch | Rebase<E, V>,
): VersionedEdit {
  const [version, setVersion] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const [overlap, setOverlap] = useState<string[]>([]);
  // What the form was last based on (opened with, reloaded, saved): an edit is a difference from it.
  const [base, setBase] = useState(() => (typeof source === 'function' ? undefined : source.form.values));

  /** The stored version, with the form rebased on the stored entry when the dialog says how. */
  const rebased = async (refusal: unknown): Promise<number | undefined> => {
    if (typeof source === 'function') return carriedVersion(refusal) ?? (await source());
    const latest = carriedEntry(refusal, source.schema) ?? (await source.latest());
    if (!latest) return carriedVersion(refusal);
    const stored = source.values(latest);
    type Answers = Record<string, unknown>;
    const [loaded, typed] = [base as Answers, source.form.values as Answers];
    const next = rebaseEdits(loaded, typed, stored as Answers, source.same ?? sameJson);
    source.form.replace(next.values as V);
    setBase(stored);
    source.adopt?.(latest);
    setOverlap([...new Set(next.overlap.map((field) => source.label(field as keyof V & string)))]);
    return latest.version;
  };

  /** `afterwards` clears the failed save (e.g. `mutation.reset`), so the conflict message goes. */
  const reload = async (afterwards: () => void, refusal?: unknown) => {
    setReloading(true);
    try {
      setVersion(await rebased(refusal));
      afterwards();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };
  /** The entry as saved: with the version it is based on, or without one when it is new. */
  const withVersion = <T extends object>(entry: T): T & { version?: number } =>
    version === undefined ? entry : { ...entry, version };
  /** A form that stays open after a save edits on from the version the server answered. */
  const saved = (next: number) => {
    setVersion(next);
    setReloaded(false);
    setOverlap([]);
    if (typeof source !== 'function') setBase(source.form.values);
  };
  return { version, withVersion, reload, reloading, reloaded, overlap, saved };
}

export interface VersionedEdit {
  version: number | undefined;
  withVersion: <T extends object>(entry: T) => T & { version?: number };
  reload: (afterwards: () => void, refusal?: unknown) => Promise<void>;
  reloading: boolean;
  reloaded: boolean;
  /** After Reload: the labels of the fields the other administrator changed too, where this one's text was kept. */
  overlap: readonly string[];
  saved: (next: number) => void;
}
