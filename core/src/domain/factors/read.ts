import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, withoutKeys, type Item } from '../../infra/db/repo';
import { AppError, NotFound } from '../../errors';
import type { FactorRevisionView } from '../../schemas/admin';
import { pickRevision } from './lookup';
import * as msg from '../../messages';

/** `HEAD#<id>`: what the list shows and the version an edit is based on. */
export interface FactorHead {
  id: string;
  category: string;
  scope: 1 | 2 | 3 | null;
  appliesTo: string;
  latestRevision: number;
  /** Set by retireFactor (write.ts). */
  retired?: { at: string; by: string };
  version: number;
}

type Stored = Item & { kind: 'head' | 'revision' };
const strip = <T>(i: Stored) => {
  const { kind: _k, version: _v, ...rest } = withoutKeys(i) as Record<string, unknown>;
  return rest as T;
};

/** GET /api/emission-factors: every factor with all its revisions (one small partition, one Query). */
export async function listFactors(q: { category?: string }) {
  const items = await queryAll<Stored>(keys.factorCatalogue());
  const revisions = items.filter((i) => i.kind === 'revision').map((i) => strip<FactorRevisionView>(i));
  return items
    .filter((i) => i.kind === 'head')
    .map((i) => ({ ...strip<FactorHead>(i), version: i.version as number }))
    .filter((h) => !q.category || h.category === q.category)
    .sort((a, b) => a.category.localeCompare(b.category) || a.id.localeCompare(b.id))
    .map((h) => ({ ...h, revisions: revisions.filter((r) => r.id === h.id) }));
}

/** The ids of the library's electricity factors, retired ones too (an electricity row's `factorId`, resources/validate.ts). */
export async function electricityFactorIds(): Promise<Set<string>> {
  return new Set((await listFactors({ category: 'electricity' })).map((f) => f.id));
}

export async function factorRevisions(id: string) {
  const items = await queryAll<Stored>(keys.factorRevisions(id));
  return items.map((i) => strip<FactorRevisionView>(i)).sort((a, b) => a.revision - b.revision);
}

/** GET /api/emission-factors/{id}: the factor and its whole history. */
export async function getFactor(id: string) {
  const head = await getItem<Stored>(keys.factorHead(id), true);
  if (!head) throw NotFound();
  return { ...strip<FactorHead>(head), version: head.version as number, revisions: await factorRevisions(id) };
}

/** The revision valid for a year, else the latest earlier one flagged proxy (factors/lookup.ts). */
export async function factorFor(id: string, year: number) {
  const revisions = await factorRevisions(id);
  if (revisions.length === 0) throw NotFound();
  const pick = pickRevision(revisions, year);
  if (!pick) throw new AppError(404, 'NOT_FOUND', msg.factorNoYear, { id, year });
  return { ...pick.revision, year, proxy: pick.proxy };
}

/** A revision exactly as it was: what a report that recorded (id, revision) reads back. */
export async function factorRevision(id: string, revision: number) {
  const item = await getItem<Stored>(keys.factorRevision(id, revision));
  if (!item) throw NotFound();
  return strip<FactorRevisionView>(item);
}
