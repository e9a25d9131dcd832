import { createHash } from 'node:crypto';
import { keys, PLATFORM_TENANT, type Key } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { unitCatalogue } from '../units/catalogue';
import { kpiCatalogue } from '../kpi/seed';
import { factorCatalogue } from '../factors/seed';
import { readDataFile, type DataFile } from './data';

/** Seeded entries start at version 1, as if created through the API. */
const put = (key: Key, item: object): Change => ({ op: 'put', key, item: { ...item, version: 1 } });

interface Catalogue {
  name: string;
  sources: DataFile[];
  build: (csv: Record<DataFile, string>) => Change[];
}

const CATALOGUES: Catalogue[] = [
  {
    name: 'units',
    sources: ['unitFactors'],
    build: (csv) => {
      const c = unitCatalogue(csv.unitFactors);
      return [
        ...c.types.map((t) => put(keys.unitType(t.id), { ...t, kind: 'type' })),
        ...c.systems.map((s) => put(keys.unitSystem(s.id), { ...s, kind: 'system' })),
        ...c.units.map((u) => put(keys.unit(u.id), { ...u, kind: 'unit' })),
        ...c.conversions.map((v) => put(keys.unitConversion(v.from, v.to), { ...v, kind: 'conversion' })),
      ];
    },
  },
  {
    name: 'kpis',
    sources: ['kpis'],
    build: (csv) => kpiCatalogue(csv.kpis).map((k) => put(keys.kpi(k.ruleSet, k.code), k)),
  },
  {
    name: 'factors',
    sources: ['factors', 'unitFactors', 'gwp'],
    build: (csv) => {
      const revisions = factorCatalogue(csv);
      const createdAt = new Date().toISOString();
      const latest = new Map(revisions.map((r) => [r.id, r]));
      return [
        ...revisions.map((r) =>
          put(keys.factorRevision(r.id, r.revision), { ...r, createdAt, createdBy: 'seed', kind: 'revision' }),
        ),
        ...[...latest.values()].map((r) =>
          put(keys.factorHead(r.id), {
            id: r.id,
            category: r.category,
            scope: r.scope,
            appliesTo: r.appliesTo,
            latestRevision: r.revision,
            kind: 'head',
          }),
        ),
      ];
    },
  },
];

/** A transaction holds 100 items; the audit item and the seed marker take two. */
const CHUNK = 90;

/**
 * Seeds the platform catalogues (units, HKEX KPIs, emission factors) from core/data, once per
 * table: a marker per catalogue records the sources' digest. Used by the local runtime and by a
 * cloud stage's one-off seed (catalogues are platform data, not demo data). Re-running after a
 * partial failure converges, because seeded items are plain puts and the marker goes in last.
 */
export async function seedCatalogues(): Promise<string[]> {
  const seeded: string[] = [];
  for (const cat of CATALOGUES) {
    if (await getItem(keys.catalogueSeed(cat.name), true)) continue;
    const csv = Object.fromEntries(cat.sources.map((f) => [f, readDataFile(f)])) as Record<DataFile, string>;
    const digest = createHash('sha256')
      .update(cat.sources.map((f) => csv[f]).join('\0'))
      .digest('hex');
    const changes = cat.build(csv);
    for (let i = 0; i < changes.length; i += CHUNK) {
      const chunk = changes.slice(i, i + CHUNK);
      const last = i + CHUNK >= changes.length;
      if (last) chunk.push(put(keys.catalogueSeed(cat.name), { name: cat.name, digest, sources: cat.sources }));
      await write({
        tenantId: PLATFORM_TENANT,
        action: `seed.${cat.name}`,
        changes: chunk,
        after: { count: chunk.length },
      });
    }
    seeded.push(cat.name);
  }
  return seeded;
}
