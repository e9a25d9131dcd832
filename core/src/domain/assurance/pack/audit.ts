import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../infra/db/client';
import * as keys from '../../../infra/db/itemKeys';
import type { AuditEntryView } from '../../../schemas/auditLog';
import { monthsBack } from '../../audit/cursor';
import { describeEntity } from '../../audit/describe';
import type { PeriodRecord } from '../../records';
import { byCodePoint } from './lineage';

type Stored = AuditEntryView & { pk: string; sk: string; beforeDigest?: string; afterDigest?: string };

/**
 * The year's audit trail, oldest first: every audit entry whose entity is one of the year's items (its pages, rows,
 * files, confirmations, explanations) or the year itself (printed, reopened). Audit items live in one partition per
 * month of writing; the months read run from a year before the year starts to today (entries of a year are written
 * while it is prepared, never a year before it begins). A Query per month, filtered on the year end.
 */
export async function yearAuditTrail(
  tenantId: string,
  period: PeriodRecord,
  now = new Date(),
): Promise<AuditEntryView[]> {
  const from = `${Number(period.startDate.slice(0, 4)) - 1}${period.startDate.slice(4, 7)}`;
  const months = monthsBack(from, now.toISOString().slice(0, 7));
  const out: AuditEntryView[] = [];
  for (const month of months) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: 'contains(#entity, :year)',
          ExpressionAttributeNames: { '#entity': 'entity' },
          ExpressionAttributeValues: { ':pk': keys.auditMonth(tenantId, month).pk, ':year': period.yearEnd },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of (page.Items ?? []) as Stored[]) {
        const subject = describeEntity(item.entity);
        if (subject.yearEnd !== period.yearEnd) continue;
        const { pk: _pk, sk, beforeDigest: _b, afterDigest: _a, ...rest } = item;
        out.push({ ...rest, id: sk.slice(sk.lastIndexOf('#') + 1), subject });
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return out.sort((a, b) => byCodePoint(a.at, b.at) || byCodePoint(a.id, b.id));
}
