import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { keys, PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import { getItem, withoutKeys } from '@esg/core/infra/db/repo';
import { write, type Change } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { seedCatalogues } from '@esg/core/domain/catalogues/seed';
import { provisionTitles } from '@esg/core/domain/kpi/titles';

type Kpi = { title: { en: string; hk: string; cn: string }; version: number };
const asSeed = <T>(fn: () => Promise<T>) => runInContext({ requestId: ulid() }, fn);
const change = (changes: Change[]) =>
  asSeed(() => write({ tenantId: PLATFORM_TENANT, action: 'test.older-seed', changes }));

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
