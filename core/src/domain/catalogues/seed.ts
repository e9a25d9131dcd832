import { SEED_ACTOR } from '../../vocabulary/actors';
import { createHash } from 'node:crypto';
import { PLATFORM_TENANT, type Key } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem, getItems, withoutKeys } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { unitCatalogue } from '../units/catalogue';
import { kpiCatalogue } from '../kpi/seed';
import { factorCatalogue } from '../factors/seed';
import { seedFactorChinese } from '../factors/seedChinese';
import { readDataFile, type DataFile } from './data';

/** Seeded entries start at version 1, as if created through the API. */
const put = (key: Key, item: object): Change => ({ op: 'put', key, item: { ...item, version: 1 } });

/**
 * Items seeded together, guarded by the first one's key. `unedited`: a stored group whose guard
 * nobody has edited (still version 1) follows a changed seed; `absent`: only a missing group is
 * written (a factor's revisions are immutable, and a report may have recorded them).
 */
interface Group {
  changes: Change[];
  follows: 'unedited' | 'absent';
}
const each = (changes: Change[]): Group[] => changes.map((c) => ({ changes: [c], follows: 'unedited' }));

interface Catalogue {
  name: string;
  sources: DataFile[];
  /** `at` stamps seeded revisions; the digest is taken with an empty one, so it changes only with the data. */
  build: (csv: Record<DataFile, string>, at: string) => Group[];
}

const CATALOGUES: Catalogue[] = [
  {
    name: 'units',
    sources: ['unitFactors'],
    build: (csv) => {
      const c = unitCatalogue(csv.unitFactors);
      return each([
        ...c.types.map((t) => put(keys.unitType(t.id), { ...t, kind: 'type' })),
        ...c.systems.map((s) => put(keys.unitSystem(s.id), { ...s, kind: 'system' })),
        ...c.units.map((u) => put(keys.unit(u.id), { ...u, kind: 'unit' })),
        ...c.conversions.map((v) => put(keys.unitConversion(v.from, v.to), { ...v, kind: 'conversion' })),
      ]);
    },
  },
  {
    name: 'kpis',
    sources: ['kpis'],
    build: (csv) => each(kpiCatalogue(csv.kpis).map((k) => put(keys.kpi(k.ruleSet, k.code), k))),
  },
  {
    name: 'factors',
    sources: ['factors', 'unitFactors', 'gwp', 'densities', 'scope3', 'chinese'],
    build: (csv, createdAt) => {
      const byId = new Map<string, ReturnType<typeof factorCatalogue>>();
      for (const r of factorCatalogue(csv)) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
      return [...byId.values()].map((revisions) => {
        const r = revisions.at(-1)!;
        const head = { id: r.id, category: r.category, scope: r.scope, appliesTo: r.appliesTo, ...headNames(r) };
        return {
          follows: 'absent',
          changes: [
            put(keys.factorHead(r.id), { ...head, latestRevision: r.revision, kind: 'head' }),
            ...revisions.map((v) =>
              put(keys.factorRevision(v.id, v.revision), { ...v, createdAt, createdBy: SEED_ACTOR, kind: 'revision' }),
            ),
          ],
        };
      });
    },
  },
];

/** The head shows the latest revision's Chinese name in the library's list (ADR 0130). */
const headNames = (r: { appliesToHk?: string; appliesToCn?: string }) => ({
  ...(r.appliesToHk ? { appliesToHk: r.appliesToHk } : {}),
  ...(r.appliesToCn ? { appliesToCn: r.appliesToCn } : {}),
});

/** A transaction holds 100 items; the audit item and the seed marker take two. */
const CHUNK = 90;
const keyOf = (k: Key) => `${k.pk}\u0000${k.sk}`;
/** JSON with object keys sorted: a stored item comes back from DynamoDB in another key order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
const digestOf = (groups: Group[]) => createHash('sha256').update(canonical(groups)).digest('hex');

/** The groups a changed seed writes: missing ones, and unedited ones whose content changed. */
async function groupsToWrite(groups: Group[]): Promise<Change[]> {
  const guards = groups.map((g) => g.changes[0]!.key);
  const stored = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < guards.length; i += 100)
    for (const item of await getItems<Record<string, unknown>>(guards.slice(i, i + 100)))
      stored.set(keyOf(item), withoutKeys(item));
  return groups.flatMap((g) => {
    const first = g.changes[0]! as Extract<Change, { op: 'put' }>;
    const now = stored.get(keyOf(first.key));
    if (!now) return g.changes;
    if (g.follows === 'absent' || now.version !== 1) return [];
    return canonical(now) === canonical(first.item) ? [] : g.changes;
  });
}

/**
 * Seeds the platform catalogues (units, HKEX KPIs, emission factors) from core/data; a marker per
 * catalogue records the digest of what was seeded. Used by the local runtime on every start and
 * by a cloud stage's one-off seed (catalogues are platform data, not demo data). When the data or
 * the code that reads it changes, an existing table gets what is new (new factors, retitled KPIs)
 * without a reset, and keeps what an administrator edited. Re-running converges: seeded items are
 * plain puts and the marker goes in last.
 */
export async function seedCatalogues(): Promise<string[]> {
  const seeded: string[] = [];
  for (const cat of CATALOGUES) {
    const csv = Object.fromEntries(cat.sources.map((f) => [f, readDataFile(f)])) as Record<DataFile, string>;
    const digest = digestOf(cat.build(csv, ''));
    const marker = await getItem<{ digest?: string }>(keys.catalogueSeed(cat.name), true);
    if (marker?.digest === digest) continue;
    const groups = cat.build(csv, new Date().toISOString());
    const changes = marker ? await groupsToWrite(groups) : groups.flatMap((g) => g.changes);
    changes.push(put(keys.catalogueSeed(cat.name), { name: cat.name, digest, sources: cat.sources }));
    for (let i = 0; i < changes.length; i += CHUNK) {
      const chunk = changes.slice(i, i + CHUNK);
      await write({
        tenantId: PLATFORM_TENANT,
        action: `seed.${cat.name}`,
        changes: chunk,
        after: { count: chunk.length },
      });
    }
    seeded.push(cat.name);
  }
  // Seeded factors stored before their Chinese get it (ADR 0130): their revisions are only ever added when absent.
  const factors = CATALOGUES.find((c) => c.name === 'factors')!;
  const csv = Object.fromEntries(factors.sources.map((f) => [f, readDataFile(f)])) as Record<DataFile, string>;
  if ((await seedFactorChinese(factorCatalogue(csv))) > 0) seeded.push('factorNames');
  return seeded;
}
