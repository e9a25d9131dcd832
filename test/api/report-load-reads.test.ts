import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import { loadYearRows } from '@esg/core/domain/emissions/calculate';
import { yearRowsPrefix } from '@esg/core/domain/resources/rows';
import { countDynamoReads } from '../support/dynamoReads';
import { whoIs } from '../support/tenants';

/**
 * A report job's data load (docs/bench.md, the warm job): an open year is calculated once, its emissions and Part
 * D's metrics reading the same calculation. Counted, not timed: the queries of the year's resource rows DynamoDB
 * Local receives.
 */
const YEAR = '2025-12-31';
let counter: Awaited<ReturnType<typeof countDynamoReads>>;

beforeAll(async () => {
  // Before this file's first store call, so the store client is made pointing at the counter.
  counter = await countDynamoReads(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
  process.env.AWS_ENDPOINT_URL_DYNAMODB = counter.url;
});

afterAll(() => counter.close());

describe('loading a report', () => {
  it('reads the open year’s resource rows twice — its one GHG calculation and Scope 3’s estimates — not once more for Part D', async () => {
    const { tenantId } = await whoIs('acme.admin');
    const { pk, skPrefix } = yearRowsPrefix(tenantId, YEAR);
    const rowQueries = () =>
      counter.take().filter((c) => c.op === 'Query' && c.values!.includes(pk) && c.values!.includes(skPrefix));
    counter.take();
    await loadYearRows(tenantId, YEAR);
    const once = rowQueries().length;
    expect(once).toBeGreaterThan(0);
    await loadReportData(tenantId, YEAR, 'en');
    expect(rowQueries()).toHaveLength(2 * once);
  });
});
