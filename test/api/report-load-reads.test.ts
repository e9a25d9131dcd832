import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import { loadYearRows } from '@esg/core/domain/emissions/calculate';
import { yearRowsPrefix } from '@esg/core/domain/resources/rows';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { withSharedReads } from '@esg/core/infra/db/readMemo';
import { withConsistentReads } from '@esg/core/infra/db/consistentReads';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { countDynamoReads } from '../support/dynamoReads';
import { whoIs } from '../support/tenants';

/**
 * A report job's data load (docs/bench.md, the warm job): an open year is calculated once, its emissions and Part
 * D's metrics reading the same calculation. Counted, not timed: the queries of the year's resource rows DynamoDB
 * Local receives.
 */
const YEAR = '2025-12-31';
/** An item of the company's no code reads, for a write within a load. */
const TOUCHED = (tenantId: string) => ({ pk: keys.tenant(tenantId).pk, sk: 'TEST#shared-reads' });
let counter: Awaited<ReturnType<typeof countDynamoReads>>;

beforeAll(async () => {
  // Before this file's first store call, so the store client is made pointing at the counter.
  counter = await countDynamoReads(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
  process.env.AWS_ENDPOINT_URL_DYNAMODB = counter.url;
});

afterAll(() => counter.close());

describe('loading a report', () => {
  it('reads the open year’s resource rows once — its one GHG calculation, Scope 3’s estimates and Part D share them', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const { pk, skPrefix } = yearRowsPrefix(tenantId, YEAR);
    const rowQueries = () =>
      counter.take().filter((c) => c.op === 'Query' && c.values!.includes(pk) && c.values!.includes(skPrefix));
    counter.take();
    await loadYearRows(tenantId, YEAR);
    const once = rowQueries().length;
    expect(once).toBeGreaterThan(0);
    await loadReportData(tenantId, YEAR, 'en');
    expect(rowQueries()).toHaveLength(once);
  });

  it('asks the store for each item and partition once per load, however many of its parts read them', async () => {
    const { tenantId } = await whoIs('acme.admin');
    counter.take();
    await loadReportData(tenantId, YEAR, 'en');
    const reads = counter.take().map((c) => `${c.op} ${c.consistent} ${c.values ?? c.key}`);
    expect(reads.length).toBeGreaterThan(10);
    expect(reads.filter((r, i) => reads.indexOf(r) !== i)).toEqual([]);
  });

  it('shares a read within a load only: each caller its own copy, and a write in the load forgets what was read', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const key = keys.tenant(tenantId);
    const wire = JSON.stringify({ pk: { S: key.pk }, sk: { S: key.sk } }); // the key as DynamoDB receives it
    const gets = () => counter.take().filter((c) => c.op === 'GetItem' && c.key === wire).length;
    counter.take();
    const [a, b] = await withSharedReads(() => Promise.all([getItem(key), getItem(key)]));
    expect(gets()).toBe(1);
    expect(b).toEqual(a);
    expect(b).not.toBe(a); // a caller changing its copy changes nobody else's
    await Promise.all([getItem(key), getItem(key)]);
    expect(gets()).toBe(2); // outside a load, every read goes to the table
    await withSharedReads(async () => {
      await getItem(key);
      await runInContext({ requestId: ulid() }, () =>
        write({ tenantId, action: 'test.touch', changes: [{ op: 'put', key: TOUCHED(tenantId), item: { n: 1 } }] }),
      );
      await getItem(key);
    });
    expect(gets()).toBe(2);
  });

  it('reads the year strongly consistent within withConsistentReads, as the lock’s checks do, and not outside it', async () => {
    const { tenantId } = await whoIs('acme.admin');
    counter.take();
    await loadReportData(tenantId, YEAR, 'en');
    const outside = counter.take();
    expect(outside.some((c) => !c.consistent)).toBe(true);
    await withConsistentReads(() => loadReportData(tenantId, YEAR, 'en'));
    const within = counter.take();
    expect(within.length).toBeGreaterThan(5);
    expect(within.filter((c) => !c.consistent)).toEqual([]);
  });
});
