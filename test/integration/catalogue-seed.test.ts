import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem, withoutKeys } from '@esg/core/infra/db/repo';
import { write, type Change } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { seedCatalogues } from '@esg/core/domain/catalogues/seed';
import { provisionTitles } from '@esg/core/domain/kpi/titles';

type Kpi = { title: { en: string; hk: string; cn: string }; version: number };
const asSeed = <T>(fn: () => Promise<T>) => runInContext({ requestId: ulid() }, fn);
const change = (changes: Change[]) =>
  asSeed(() => write({ tenantId: PLATFORM_TENANT, action: 'test.older-seed', changes }));

/*
 * Both tests below run the seed over the one shared table and expect exactly what their own change makes it do, so
 * they live in one file, where they run one after the other: in two files run side by side, each seed could do the
 * other's work.
 */

/**
 * A local table seeded by an older version of the data gets the new factors and
 * titles on the next start, without a reset, and keeps what an administrator changed.
 */
describe('catalogue seeding over an existing table', () => {
  it('adds what the data added, follows unedited entries, keeps edited ones, and converges', async () => {
    // A factor nothing in the demo uses, and two KPIs; restored at the end.
    const factor = 'gwp-ar6-r-22';
    const follows = keys.kpi('2025', 'B4.1');
    const edited = keys.kpi('2025', 'B4.2');
    const seeded = (await asSeed(() => getItem<Kpi>(follows)))!;
    const before = (await asSeed(() => getItem<Kpi>(edited)))!;
    const marker = (name: string): Change => ({
      op: 'put',
      key: keys.catalogueSeed(name),
      item: { name, digest: 'an older seed', version: 1 },
    });
    await change([
      { op: 'delete', key: keys.factorHead(factor) },
      { op: 'delete', key: keys.factorRevision(factor, 1) },
      // B4.1 as an older seed worded it, before its titles followed the Code (招聘慣例) and cn its conversion.
      {
        op: 'put',
        key: follows,
        item: {
          ...withoutKeys(seeded),
          title: {
            ...seeded.title,
            hk: '檢討僱傭慣例以避免童工及強制勞工的措施',
            cn: '检讨雇佣惯例以避免童工及强制劳工的措施',
          },
        },
      },
      {
        op: 'put',
        key: edited,
        item: { ...withoutKeys(before), title: { ...before.title, cn: 'an administrator’s title' }, version: 2 },
      },
      marker('kpis'),
      marker('factors'),
    ]);
    try {
      expect(await asSeed(seedCatalogues)).toEqual(['kpis', 'factors']);
      expect(await asSeed(() => getItem(keys.factorHead(factor)))).toMatchObject({ id: factor, latestRevision: 1 });
      expect(await asSeed(() => getItem(keys.factorRevision(factor, 1)))).toMatchObject({
        value: 1960,
        source: expect.stringContaining('IPCC AR6'),
        createdBy: 'seed',
      });
      expect((await asSeed(() => getItem<Kpi>(follows)))!.title).toEqual(provisionTitles('B4.1', seeded.title.en));
      expect(seeded.title.cn).toBe('检讨招聘惯例的措施以避免童工及强制劳工');
      expect((await asSeed(() => getItem<Kpi>(edited)))!).toMatchObject({
        version: 2,
        title: { cn: 'an administrator’s title' },
      });
      // Idempotent: nothing changed since, nothing written.
      expect(await asSeed(seedCatalogues)).toEqual([]);
    } finally {
      await change([{ op: 'put', key: edited, item: withoutKeys(before) }]);
    }
  });
});

type Stored = { version: number; appliesTo: string; appliesToHk?: string; sourceHk?: string };
const FIELDS = ['appliesToHk', 'sourceHk', 'appliesToCn', 'sourceCn'];

/**
 * docs/decisions/0130-factor-names-in-chinese.md: a library seeded before the factors had Chinese names gets them at
 * the next start, in place on the seeded revisions (their figures and English unchanged). A factor of this test alone
 * (clothing, a Scope 3 material no other test prints) is taken back to how such a library stored it.
 */
describe('catalogue seeding gives a stored library its factors’ Chinese names', () => {
  it('adds the Chinese to a seeded revision and its head that lack it, and keeps the figures', async () => {
    const id = 'material-clothing';
    await runInContext({ requestId: ulid() }, async () => {
      const revision = (await getItem<Stored>(keys.factorRevision(id, 1)))!;
      const head = (await getItem<Stored>(keys.factorHead(id)))!;
      expect(revision.appliesToHk).toBe('服裝（原生生產）');
      await write({
        tenantId: PLATFORM_TENANT,
        action: 'test.factorNames',
        changes: [
          { op: 'update', key: keys.factorRevision(id, 1), expectedVersion: revision.version, set: {}, remove: FIELDS },
          { op: 'update', key: keys.factorHead(id), expectedVersion: head.version, set: {}, remove: ['appliesToHk'] },
          { op: 'delete', key: keys.catalogueSeed('factorNames') },
        ],
      });
      expect((await getItem<Stored>(keys.factorRevision(id, 1)))!.appliesToHk).toBeUndefined();

      expect(await seedCatalogues()).toContain('factorNames');
      const after = (await getItem<Stored & { value: number }>(keys.factorRevision(id, 1)))!;
      expect(after).toMatchObject({
        appliesTo: revision.appliesTo,
        appliesToHk: '服裝（原生生產）',
        sourceHk: expect.stringContaining('英國能源安全及淨零排放部（DESNZ）'),
        value: 22310,
      });
      expect((await getItem<Stored>(keys.factorHead(id)))!.appliesToHk).toBe('服裝（原生生產）');
      // Once written, a start reads the marker only.
      expect(await seedCatalogues()).not.toContain('factorNames');
    });
  });
});
