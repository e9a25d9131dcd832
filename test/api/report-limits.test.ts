import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { runInContext } from '@esg/core/context';
import { admit, MAX_QUEUED } from '@esg/core/domain/reports/admission';
import { createJob } from '@esg/core/domain/reports/jobs';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { call } from '../support/api';
import { versionOf } from '../support/access';
import { freshCompany } from '../support/company';

const FULL = 'Your company already has 5 reports waiting to be generated. Please wait until one is finished.';
const years = (n: number) => Array.from({ length: n }, (_, i) => `${2015 + i}-12-31`);

/** A job on the company's list that no worker will take (never sent to the queue): it stays QUEUED. */
const waitingJob = (tenantId: string, yearEnd: string) =>
  runInContext({ requestId: ulid() }, async () => {
    const a = await admit(tenantId, yearEnd, 'draft');
    if ('join' in a) throw new Error('already queued');
    return createJob(tenantId, 'test', yearEnd, (id) => [a.queue({ id, yearEnd, edition: 'draft' })]);
  });

describe('POST /api/report/{year}: coalescing and the per-company queue limit', () => {
  it('a request for a report already queued gets that job; two at once get one job', async () => {
    const [y1, y2] = years(2);
    const { token, tenantId } = await freshCompany([{ yearEnd: y1! }, { yearEnd: y2! }]);
    const waiting = await waitingJob(tenantId, y1!);
    const again = await call('POST', `/api/report/${y1}`, { token });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: waiting.id, status: 'QUEUED' });
    const both = await Promise.all([1, 2].map(() => call('POST', `/api/report/${y2}`, { token })));
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0]!.body.id).toBe(both[1]!.body.id);
  });

  it('admits five different reports requested at once, and refuses those past the limit with 429: never 409', async () => {
    const all = years(MAX_QUEUED + 2);
    const { token } = await freshCompany(all.map((yearEnd) => ({ yearEnd })));
    const five = await Promise.all(all.slice(0, MAX_QUEUED).map((y) => call('POST', `/api/report/${y}`, { token })));
    expect(five.map((r) => r.status)).toEqual(five.map(() => 201));
    expect(new Set(five.map((r) => r.body.id)).size).toBe(MAX_QUEUED);
    // The same again for another company, two past the limit: five admitted, two told to wait, none a conflict.
    const other = await freshCompany(all.map((yearEnd) => ({ yearEnd })));
    const seven = await Promise.all(all.map((y) => call('POST', `/api/report/${y}`, { token: other.token })));
    const statuses = seven.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(seven.map((r) => r.body.message))).toEqual([201, 201, 201, 201, 201, 429, 429]);
    for (const r of seven.filter((x) => x.status === 429)) expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it(`refuses a ${MAX_QUEUED + 1}th unfinished job with 429 and Retry-After, and takes it once one finishes`, async () => {
    const all = years(MAX_QUEUED + 1);
    const { token, tenantId } = await freshCompany(all.map((yearEnd) => ({ yearEnd })));
    const jobs = [];
    for (const y of all.slice(0, MAX_QUEUED)) jobs.push(await waitingJob(tenantId, y));
    const sixth = all.at(-1)!;
    const refused = await call('POST', `/api/report/${sixth}`, { token });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      status: 429,
      message: FULL,
      data: { limit: MAX_QUEUED },
      meta: { requestId: expect.any(String) },
    });
    // A queued report can still be joined while the queue is full.
    expect((await call('POST', `/api/report/${all[0]}`, { token })).body.id).toBe(jobs[0]!.id);

    const key = keys.reportJob(tenantId, jobs[1]!.id);
    const set = { status: 'FAILED', error: 'test' };
    const version = await versionOf(key);
    await runInContext({ requestId: ulid() }, () =>
      write({ tenantId, action: 'test.fail', changes: [{ op: 'update', key, expectedVersion: version, set }] }),
    );
    const taken = await call('POST', `/api/report/${sixth}`, { token });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(jobs.map((j) => j.id)).not.toContain(taken.body.id);
  });
});
