import { SEED_ACTOR } from '../../vocabulary/actors';
import { createHash } from 'node:crypto';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, type Item } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { chineseOf, FACTOR_CHINESE_FIELDS, type FactorChinese } from './chinese';
import type { SeedRevision } from './seed';

/** The migration's marker among the seed markers: the digest of the Chinese it last wrote. */
const MARKER = 'factorNames';
const CHUNK = 90;

type Stored = Item & SeedRevision & { kind: 'head' | 'revision'; createdBy?: string; latestRevision?: number };

const same = (a: FactorChinese, b: FactorChinese) => FACTOR_CHINESE_FIELDS.every((k) => (a[k] ?? '') === (b[k] ?? ''));

/**
 * The stored library gets the seed's Chinese (docs/decisions/0130-factor-names-in-chinese.md). A factor's revisions
 * are immutable in their facts — value, unit, years, English name and source — and a report that recorded one reads it
 * back; its Chinese wording is added to a seeded revision in place, only while the revision still has the English the
 * Chinese translates. A revision an administrator made is theirs and never touched, nor a head whose latest revision
 * is. Runs when the Chinese changes (a digest in its marker, written last); a run stopped part-way runs again.
 */
export async function seedFactorChinese(seeded: readonly SeedRevision[]): Promise<number> {
  const digest = createHash('sha256')
    .update(JSON.stringify(seeded.map((r) => [r.id, r.revision, r.appliesTo, r.source, chineseOf(r)])))
    .digest('hex');
  const marker = await getItem<{ digest?: string }>(keys.catalogueSeed(MARKER), true);
  if (marker?.digest === digest) return 0;
  const bySeed = new Map(seeded.map((r) => [`${r.id}#${r.revision}`, r]));
  const stored = await queryAll<Stored>(keys.factorCatalogue(), true);
  const changes: Change[] = [];
  const translated = new Map<string, SeedRevision>();
  for (const item of stored.filter((i) => i.kind === 'revision' && i.createdBy === SEED_ACTOR)) {
    const seed = bySeed.get(`${item.id}#${item.revision}`);
    if (!seed || seed.appliesTo !== item.appliesTo || seed.source !== item.source) continue;
    translated.set(`${item.id}#${item.revision}`, seed);
    const chinese = chineseOf(seed);
    if (Object.keys(chinese).length === 0 || same(chineseOf(item), chinese)) continue;
    const key = keys.factorRevision(item.id, item.revision);
    changes.push({ op: 'update', key, expectedVersion: item.version as number, set: chinese });
  }
  for (const head of stored.filter((i) => i.kind === 'head')) {
    const seed = translated.get(`${head.id}#${head.latestRevision}`);
    const set = seed ? chineseOf({ appliesToHk: seed.appliesToHk, appliesToCn: seed.appliesToCn }) : {};
    if (Object.keys(set).length === 0 || (head.appliesToHk === set.appliesToHk && head.appliesToCn === set.appliesToCn))
      continue;
    changes.push({ op: 'update', key: keys.factorHead(head.id), expectedVersion: head.version as number, set });
  }
  for (let i = 0; i < changes.length; i += CHUNK) {
    const chunk = changes.slice(i, i + CHUNK);
    await write({
      tenantId: PLATFORM_TENANT,
      action: 'seed.factorNames',
      changes: chunk,
      after: { count: chunk.length },
    });
  }
  const item = { name: MARKER, digest, written: changes.length, version: 1 };
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'seed.factorNames',
    changes: [{ op: 'put', key: keys.catalogueSeed(MARKER), item }],
    after: { written: changes.length },
  });
  return changes.length;
}
