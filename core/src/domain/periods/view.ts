import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NotFound } from '../../errors';
import { db, tableName } from '../../infra/db/client';
import * as keys from '../../infra/db/itemKeys';
import type { PeriodView } from '../../schemas/company';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import type { PeriodRecord } from '../records';

/** What the API shows of a period: its dates, the printed flag and the rule set it reports under. */
export const periodView = (p: PeriodRecord): PeriodView => ({
  id: p.id,
  yearEnd: p.yearEnd,
  startDate: p.startDate,
  endDate: p.endDate,
  financialYearStartDate: p.financialYearStartDate,
  financialYearEndDate: p.financialYearEndDate,
  printed: p.printed,
  ruleSet: ruleSetFor(p.financialYearStartDate),
  version: p.version,
});

/**
 * A company's periods, oldest first, with a strongly consistent Query: overlap checks must see a
 * period created a moment ago (the membership cache and eventually consistent reads may not).
 * A company has a handful of periods, so one page holds them all.
 */
export async function companyPeriods(tenantId: string): Promise<PeriodRecord[]> {
  const q = keys.periodPrefix(tenantId);
  const items: PeriodRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': q.pk, ':sk': q.skPrefix },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const { pk: _pk, sk: _sk, ...rest } of out.Items ?? []) items.push(rest as PeriodRecord);
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort((a, b) => a.yearEnd.localeCompare(b.yearEnd));
}

/** One of the caller's company periods by its id; another company's id finds nothing here: 404. */
export async function periodById(tenantId: string, id: string): Promise<PeriodRecord> {
  const period = (await companyPeriods(tenantId)).find((p) => p.id === id);
  if (!period) throw NotFound();
  return period;
}
