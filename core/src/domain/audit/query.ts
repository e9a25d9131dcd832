import type { z } from 'zod';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../infra/db/client';
import * as keys from '../../infra/db/itemKeys';
import type { AuditEntryView, AuditQuery } from '../../schemas/auditLog';
import type { Membership } from '../membership';
import { decodeCursor, encodeCursor, type Cursor } from '../../infra/db/cursor';
import { monthsBack } from './cursor';
import { hongKongDate, hongKongDayInstants } from '../../lib/dates';
import { nameEntries } from './names';

/** Reads per request: a sparse filter over a long range answers with a cursor instead of hanging. */
const MAX_READS = 10;
const READ_LIMIT = 200;

type Stored = AuditEntryView & { pk: string; sk: string };

const view = ({ pk: _pk, sk, beforeDigest: _b, afterDigest: _a, ...rest }: Stored & Record<string, unknown>) =>
  ({ ...rest, id: sk.slice(sk.lastIndexOf('#') + 1) }) as AuditEntryView;

/** Key range and filters of one month partition; DynamoDB applies the filters after the range. */
function monthQuery(tenantId: string, month: string, q: z.output<typeof AuditQuery>, from: string, to: string) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': keys.auditMonth(tenantId, month).pk, ':lo': from, ':hi': `${to}~` };
  const filters: string[] = [];
  if (q.user) {
    Object.assign(names, { '#login': 'login' });
    values[':user'] = q.user.toLowerCase();
    filters.push('#login = :user');
  }
  if (q.action) {
    Object.assign(names, { '#action': 'action' });
    values[':action'] = q.action;
    filters.push('begins_with(#action, :action)');
  }
  if (q.entity) {
    Object.assign(names, { '#entity': 'entity' });
    values[':entity'] = q.entity;
    filters.push('contains(#entity, :entity)');
  }
  return {
    TableName: tableName(),
    // sk is `<iso time>#<ulid>`: the day range is a BETWEEN on it ('~' sorts after any time).
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lo AND :hi',
    FilterExpression: filters.length ? filters.join(' AND ') : undefined,
    ExpressionAttributeNames: filters.length ? names : undefined,
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    Limit: READ_LIMIT,
  };
}

const monthOf = (instant: string) => instant.slice(0, 7);
const yearAgo = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4, 7)}-01`;
/**
 * No entry predates the product: a range reaching before this day reads from it, and one ending before it reads no
 * month (so any valid date is a filter, year 0004 included, and every month read has a four-digit year).
 */
const FIRST_DAY = '2000-01-01';

/**
 * GET /api/audit/audit-log-masters: the caller's company's audit items, newest first, filtered by
 * date range (default: the last twelve months), user, action prefix and entity; one page at a time.
 * Audit items live in one partition per month, so only the months in the range are read.
 */
export async function listAudit(m: Membership, q: z.output<typeof AuditQuery>) {
  const page = await readAudit(m, q);
  return { ...page, items: await nameEntries(m.actor.tenantId, page.items) };
}

async function readAudit(m: Membership, q: z.output<typeof AuditQuery>) {
  // The dates are Hong Kong days; entries are keyed by their UTC instant, so a day runs 16:00 to 16:00 UTC.
  const toDay = q.to ?? hongKongDate();
  const early = toDay < FIRST_DAY;
  const from = hongKongDayInstants([early ? FIRST_DAY : (q.from ?? yearAgo(toDay)), FIRST_DAY].sort()[1]!).start;
  const to = hongKongDayInstants(toDay).end;
  const pkOf = (month: string) => keys.auditMonth(m.actor.tenantId, month).pk;
  const inRange = early ? [] : monthsBack(monthOf(from), monthOf(to));
  // A cursor must name one of these months and a sort key inside the query's dates (core/src/infra/db/cursor.ts).
  const cursor = q.cursor
    ? decodeCursor(
        q.cursor,
        inRange.map((month) => ({ pk: pkOf(month), skFrom: from, skTo: `${to}~` })),
      )
    : undefined;
  const months = cursor ? inRange.slice(inRange.findIndex((month) => pkOf(month) === cursor.pk)) : inRange;
  const items: AuditEntryView[] = [];
  let reads = 0;
  for (const [i, month] of months.entries()) {
    let start = i === 0 && cursor?.sk ? { pk: pkOf(month), sk: cursor.sk } : undefined;
    do {
      if (reads++ === MAX_READS) return { items, cursor: encodeCursor(resumeAt(pkOf(month), start)) };
      const out = await db().send(
        new QueryCommand({ ...monthQuery(m.actor.tenantId, month, q, from, to), ExclusiveStartKey: start }),
      );
      for (const item of (out.Items ?? []) as Stored[]) {
        items.push(view(item));
        if (items.length === q.size) return { items, cursor: encodeCursor({ pk: pkOf(month), sk: item.sk }) };
      }
      start = out.LastEvaluatedKey as typeof start;
    } while (start);
  }
  return { items, cursor: undefined };
}

const resumeAt = (pk: string, start?: { sk: string }): Cursor => (start ? { pk, sk: start.sk } : { pk });
