import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { pageFieldChanges, rowMonthChanges, savedBy, type AuditedRow } from '../../calc/workflow/changes';
import { db, tableName } from '../../infra/db/client';
import * as keys from '../../infra/db/itemKeys';
import type { ReviewReply } from '../../schemas/workflow';
import type { ResourceType } from '../../schemas/resources';
import { personName } from '../../lib/personName';
import { monthsBack } from '../audit/cursor';
import type { Membership } from '../membership';
import { rowLabel } from '../resources/naturalKey';
import { threadsOf } from './comments';
import { PAGE_SCOPE } from './guard';
import { findTask, taskView, yearFacts } from './tasks';

interface AuditItem {
  at: string;
  userId?: string;
  login?: string;
  action: string;
  entity?: string;
  before?: unknown;
  after?: unknown;
}

/** The tenant's audit entries from `since` (exclusive) on whose action starts with `prefix`, oldest first. */
async function auditSince(tenantId: string, since: string, prefix: string): Promise<AuditItem[]> {
  const items: AuditItem[] = [];
  for (const month of monthsBack(since.slice(0, 7), new Date().toISOString().slice(0, 7)).reverse()) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk AND sk > :since',
          FilterExpression: 'begins_with(#action, :prefix)',
          ExpressionAttributeNames: { '#action': 'action' },
          ExpressionAttributeValues: { ':pk': keys.auditMonth(tenantId, month).pk, ':since': since, ':prefix': prefix },
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((out.Items ?? []) as AuditItem[]));
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return items;
}

/**
 * GET /api/workflow/{year}/tasks/{pageKey}/review: the task, what changed since its last approval (or since the
 * year's period began) — field by field on a page, month by month on a location's rows, from the audit entries of
 * the saves — and its comment threads (ADR 0102).
 */
export async function taskReview(
  m: Membership,
  yearEnd: string,
  pageKey: string,
  location?: string,
): Promise<ReviewReply> {
  const facts = await yearFacts(m, yearEnd);
  const { page, scope, record } = findTask(facts, pageKey, location);
  const tenantId = m.actor.tenantId;
  const since = record?.approvedAt ?? facts.year.period.startDate;
  const changes: ReviewReply['changes'] = [];
  // Who saved, by name as the rest of the screen names people (`savedBy`).
  const by = (e: AuditItem) => {
    const user = e.userId ? facts.users.get(e.userId) : undefined;
    return savedBy(user && personName(user), e.login);
  };
  if (scope === PAGE_SCOPE) {
    const key = keys.pageData(tenantId, yearEnd, page.key);
    const entity = `${key.pk}|${key.sk}`;
    for (const e of await auditSince(tenantId, since, 'pageData.'))
      if (e.entity === entity) changes.push({ at: e.at, by: by(e), fields: pageFieldChanges(e.before, e.after) });
  } else {
    const name = facts.locations.find((l) => l.id === scope)?.name ?? '';
    for (const type of page.resourceTypes ?? []) {
      const label = (r: AuditedRow) => rowLabel(type as ResourceType, name, r.attributes ?? {});
      for (const e of await auditSince(tenantId, since, `resource.${type}.`)) {
        const fields = rowMonthChanges(e.before, e.after, scope, label, e.action.endsWith('.delete'));
        if (fields.length > 0) changes.push({ at: e.at, by: by(e), fields });
      }
    }
    changes.sort((a, b) => a.at.localeCompare(b.at));
  }
  return {
    task: taskView(facts, page, scope),
    ...(record?.approvedAt ? { since: record.approvedAt } : {}),
    changes,
    comments: await threadsOf(facts, page.key, scope),
  };
}
