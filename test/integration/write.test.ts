import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { AppError } from '@esg/core/errors';
import { Messages } from '@esg/core/messageCatalogue';
import { auditItems, whoIs } from '../support/tenants';

const OPEN_YEAR = '2025-12-31';
const PRINTED_YEAR = '2024-12-31';

/** Runs a write as one request, the way a handler does, with a request id for the audit item. */
const asRequest = <T>(fn: () => Promise<T>) => runInContext({ requestId: ulid() }, fn);

async function createRow(tenantId: string, yearEnd = OPEN_YEAR) {
  const key = keys.yearItem(tenantId, yearEnd, 'TEST', ulid());
  await asRequest(() =>
    write({ tenantId, yearEnd, action: 'test.create', changes: [{ op: 'create', key, item: { value: 0 } }] }),
  );
  return key;
}

const update = (
  tenantId: string,
  key: ReturnType<typeof keys.yearItem>,
  expectedVersion: number,
  value: number,
  requestId = ulid(),
) =>
  runInContext({ requestId }, () =>
    write({
      tenantId,
      yearEnd: OPEN_YEAR,
      action: 'test.update',
      changes: [{ op: 'update', key, expectedVersion, set: { value } }],
    }),
  );

const auditFor = async (tenantId: string, key: { pk: string; sk: string }, action: string) =>
  (await auditItems(tenantId)).filter((a) => a.entity === `${key.pk}|${key.sk}` && a.action === action);

describe('the one write path', () => {
  it('lets exactly one of two updates from the same version through; the other gets 409 with the spec message', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = await createRow(tenantId);
    const results = await Promise.allSettled([update(tenantId, key, 1, 10), update(tenantId, key, 1, 20)]);
    const rejected = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(rejected).toHaveLength(1);
    const err = (rejected[0] as PromiseRejectedResult).reason as AppError;
    expect(err.status).toBe(409);
    expect(err.message).toBe(Messages.conflict);
    // The loser learns what the winner wrote, so the web can offer a reload.
    expect((err.data as { current: { version: number } }).current.version).toBe(2);
    expect(await auditFor(tenantId, key, 'test.update')).toHaveLength(1);
  });

  it('shows the loser of a conflict the entry as stored, without a link’s seed, token hash, send or client buckets', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = keys.yearItem(tenantId, OPEN_YEAR, 'TEST', ulid());
    const link = { seed: 's33d', tokenHash: 'h4sh', sendId: 'send-1', buckets: { abc: [1] }, name: 'Dora Ho' };
    const members = [{ ...link, email: 'dora@example.com' }];
    await asRequest(() =>
      write({
        tenantId,
        yearEnd: OPEN_YEAR,
        action: 'test.create',
        changes: [{ op: 'create', key, item: { ...link, members } }],
      }),
    );
    await update(tenantId, key, 1, 1);
    const err = (await update(tenantId, key, 1, 2).catch((e: unknown) => e)) as AppError;
    expect(err.status).toBe(409);
    const { current } = err.data as { current: Record<string, unknown> };
    expect(current).toMatchObject({
      name: 'Dora Ho',
      value: 1,
      version: 2,
      members: [{ name: 'Dora Ho', email: 'dora@example.com' }],
    });
    expect(JSON.stringify(current)).not.toMatch(/s33d|h4sh|send-1|"buckets"|"seed"|"tokenHash"|"sendId"/);
  });

  it('20 concurrent writers: accepted writes = version increments = audit items', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = await createRow(tenantId);
    // Each writer reads, then writes on what it read; retries on conflict up to 3 times.
    const writer = async (n: number) => {
      let accepted = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        const current = await getItem<{ version: number }>(key, true);
        try {
          await update(tenantId, key, current!.version, n);
          accepted++;
          break;
        } catch (err) {
          if (!(err instanceof AppError && err.status === 409)) throw err;
        }
      }
      return accepted;
    };
    const accepted = (await Promise.all(Array.from({ length: 20 }, (_, i) => writer(i)))).reduce((a, b) => a + b, 0);
    const final = await getItem<{ version: number }>(key, true);
    expect(accepted).toBeGreaterThan(0);
    expect(final!.version - 1).toBe(accepted);
    expect(await auditFor(tenantId, key, 'test.update')).toHaveLength(accepted);
  });

  it('refuses every write to a printed year with 423 and leaves no audit item', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = keys.yearItem(tenantId, PRINTED_YEAR, 'TEST', ulid());
    const attempt = asRequest(() =>
      write({
        tenantId,
        yearEnd: PRINTED_YEAR,
        action: 'test.locked',
        changes: [{ op: 'create', key, item: { value: 1 } }],
      }),
    );
    await expect(attempt).rejects.toMatchObject({ status: 423, code: 'LOCKED' });
    expect(await getItem(key, true)).toBeUndefined();
    expect(await auditFor(tenantId, key, 'test.locked')).toHaveLength(0);
  });

  it('answers 404 for a year the tenant does not have', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = keys.yearItem(tenantId, '1999-12-31', 'TEST', ulid());
    const attempt = asRequest(() =>
      write({ tenantId, yearEnd: '1999-12-31', action: 'test.noyear', changes: [{ op: 'create', key, item: {} }] }),
    );
    await expect(attempt).rejects.toMatchObject({ status: 404 });
  });

  it('a stale update of a missing item is 404, not a silent create', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = keys.yearItem(tenantId, OPEN_YEAR, 'TEST', ulid());
    await expect(update(tenantId, key, 1, 5)).rejects.toMatchObject({ status: 404 });
    expect(await getItem(key, true)).toBeUndefined();
  });

  it('refuses key parts that could address another entity', () => {
    expect(() => keys.user('T1#X', 'u')).toThrow(/unsafe key part/);
    expect(() => keys.yearItem('t', '2025-12-31', 'A#B')).toThrow(/unsafe key part/);
  });
});
