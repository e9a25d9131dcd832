import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { AppError } from '@esg/core/errors';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { VersionedItem } from '@esg/core/infra/db/versioned';
import { write } from '@esg/core/infra/db/write';
import { auditItems } from '../support/tenants';

/**
 * The job item a worker moves through its states (core/src/infra/db/versioned.ts), through DynamoDB Local:
 * the report worker's lifecycle and the Excel import's validation and commit all write through it.
 */
interface Job {
  id: string;
  version: number;
  status: string;
  progress: number;
  updatedAt?: string;
}

async function newJob() {
  const tenantId = `vi-${ulid()}`;
  const job: Job = { id: ulid(), version: 1, status: 'QUEUED', progress: 0 };
  const key = keys.reportJob(tenantId, job.id);
  await write({ tenantId, action: 'test.create', changes: [{ op: 'create', key, item: { ...job } }] });
  return { tenantId, key, job };
}

describe('VersionedItem', () => {
  it('writes each transition on the version last written, stamped, and holds the item as stored', async () => {
    const { tenantId, key, job } = await newJob();
    const w = new VersionedItem(tenantId, key, job);
    await w.set('test.start', { status: 'RUNNING', progress: 10 });
    await w.set('test.progress', { progress: 40 }, { audited: false });
    const stored = await getItem<Job>(key);
    expect(stored).toMatchObject({ status: 'RUNNING', progress: 40, version: 3 });
    expect(w.item).toEqual({ ...job, status: 'RUNNING', progress: 40, version: 3, updatedAt: stored!.updatedAt });
    // The audited transition has its entry with the fields set; progress has none.
    const audit = (await auditItems(tenantId)).filter((a) => a.action.startsWith('test.'));
    expect(audit.map((a) => a.action).sort()).toEqual(['test.create', 'test.start']);
    expect(audit.find((a) => a.action === 'test.start')).toMatchObject({ after: { status: 'RUNNING', progress: 10 } });
  });

  it('refuses a second copy holding a version already written over (409 with the current item)', async () => {
    const { tenantId, key, job } = await newJob();
    const first = new VersionedItem(tenantId, key, job);
    const second = new VersionedItem(tenantId, key, job);
    await first.set('test.start', { status: 'RUNNING' });
    const refused = await second.set('test.start', { status: 'FAILED' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 409, data: { current: { status: 'RUNNING', version: 2 } } });
    expect(second.item.version).toBe(1); // nothing applied
    expect((await getItem<Job>(key))?.status).toBe('RUNNING');
  });

  it('writes what `with` adds in the same transaction, given the stamped change', async () => {
    const { tenantId, key, job } = await newJob();
    const w = new VersionedItem(tenantId, key, job);
    const side = keys.reportJob(tenantId, `${job.id}-side`);
    await w.set(
      'test.done',
      { status: 'DONE' },
      { with: (c) => [{ op: 'put', key: side, item: { at: c.set.updatedAt } }], after: { done: true } },
    );
    const [stored, extra] = await Promise.all([getItem<Job>(key), getItem<{ at: string }>(side)]);
    expect(extra?.at).toBe(stored?.updatedAt);
    const audit = (await auditItems(tenantId)).find((a) => a.action === 'test.done');
    expect(audit).toMatchObject({ after: { done: true } });
  });

  it('change and applied carry a transition inside a larger write', async () => {
    const { tenantId, key, job } = await newJob();
    const w = new VersionedItem(tenantId, key, job);
    const change = w.change({ status: 'INVALID' }, ['progress']);
    await write({ tenantId, action: 'test.refuse', changes: [change] });
    w.applied(change);
    const stored = await getItem<Job>(key);
    expect(stored).toMatchObject({ status: 'INVALID', version: 2 });
    expect(stored).not.toHaveProperty('progress');
    expect(w.item).toMatchObject({ status: 'INVALID', version: 2, updatedAt: stored!.updatedAt });
  });

  it('keeps an updatedAt the transition names (a given time, a stamp put back); `after: undefined` audits none', async () => {
    const { tenantId, key, job } = await newJob();
    const w = new VersionedItem(tenantId, key, job);
    await w.set('test.stall', { status: 'REFUSED', updatedAt: '2026-01-02T03:04:05.000Z' }, { after: undefined });
    expect(await getItem<Job>(key)).toMatchObject({ status: 'REFUSED', updatedAt: '2026-01-02T03:04:05.000Z' });
    const audit = (await auditItems(tenantId)).find((a) => a.action === 'test.stall');
    expect(audit).toBeDefined();
    expect(audit).not.toHaveProperty('after');
  });
});
