import { Conflict } from '../../errors';
import type { Key } from './keys';
import { getItem } from './repo';
import type { Change } from './write';

/**
 * A set's revision stamp: one item beside a set of items (a year's stakeholder links, the units, the unit conversions)
 * that every write to the set moves on. A check over the whole set — a name unique among the links, a symbol among a
 * type's units, a factor consistent with the conversions — and the write it allows become one: the write is conditional on the revision the check read, so
 * of two writes checked against the same set only the first is saved and the other conflicts (409). Retried
 * (`retryOnConflict`), the loser is checked again against what the first saved.
 */
export const stampRevision = async (key: Key): Promise<number | undefined> =>
  (await getItem<{ revision?: number }>(key, true))?.revision;

/**
 * The set as `read` finds it (a consistent read) and the stamp's revision, read in that order's reverse: the stamp
 * first, so the set holds at least every write that moved the stamp to the revision read. Read side by side, the set
 * could be older than the stamp — a write between the two reads would be missed by the check and not conflict.
 */
export async function readStamped<T>(key: Key, read: () => Promise<T>): Promise<[T, number | undefined]> {
  const revision = await stampRevision(key);
  return [await read(), revision];
}

/** The change that moves the stamp on from `revision` (undefined: the set was never stamped). */
export const stampChange = (key: Key, revision: number | undefined): Change =>
  revision === undefined
    ? { op: 'create', key, item: { kind: 'stamp', revision: 1 }, onExists: () => Conflict() }
    : { op: 'touch', key, set: { revision: revision + 1 }, expected: { revision }, onFail: () => Conflict() };
