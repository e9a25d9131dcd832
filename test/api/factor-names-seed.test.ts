import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { runInContext } from '@esg/core/context';
import { keys, PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { seedCatalogues } from '@esg/core/domain/catalogues/seed';

type Stored = { version: number; appliesTo: string; appliesToHk?: string; sourceHk?: string };
const FIELDS = ['appliesToHk', 'sourceHk', 'appliesToCn', 'sourceCn'];

/**
 * docs/decisions/0130-factor-names-in-chinese.md: a library seeded before the factors had Chinese names gets them at
 * the next start, in place on the seeded revisions (their figures and English unchanged). A factor of this test alone
 * (clothing, a Scope 3 material no other test prints) is taken back to how such a library stored it.
 */
describe('the seed gives a stored library its factors’ Chinese names', () => {
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
