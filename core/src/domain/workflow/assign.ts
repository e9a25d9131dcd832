import type { z } from 'zod';
import { AppError, Conflict, Locked, ValidationError, type FieldIssue } from '../../errors';
import { write, type Change } from '../../infra/db/write';
import type { AssignBody } from '../../schemas/workflow';
import type { Membership } from '../membership';
import { canOwn, findTask, taskKey, taskView, yearFacts, type TaskRecord } from './tasks';
import * as msg from '../../messages';
import { isDayFrom } from '../../lib/dates';
import { remindNow } from './reminders';

/** DynamoDB's transaction limit is 100 items: the year check and the audit item take two. */
const PER_WRITE = 90;

/**
 * PUT /api/workflow/{year}/assign: owners and a due date for many tasks at once (a section to a user, every
 * location's electricity to that location's manager). Every owner must be an active user whose role enters
 * every page named (400 naming the owner), a due day from the year's first day to two years from today; states are kept. Each transaction of up to 90 tasks is one audit entry.
 */
export async function assignTasks(m: Membership, yearEnd: string, body: z.output<typeof AssignBody>) {
  const facts = await yearFacts(m, yearEnd);
  if (facts.year.period.printed) throw Locked();
  const found = body.tasks.map((t) => findTask(facts, t.pageKey, t.location));
  const owners = [...new Set(body.owners)];
  const issues: FieldIssue[] = owners.flatMap((userId, i) =>
    found.every(({ page }) => canOwn(facts, userId, page))
      ? []
      : [{ path: `body.owners.${i}`, message: msg.ownerWithoutWrite.text, code: 'ownerWithoutWrite' }],
  );
  // A due day lies within the year's work: from its first day to two years from today (Hong Kong), not 1999 or 9999.
  if (body.dueDate && !isDayFrom(facts.year.period.financialYearStartDate, body.dueDate))
    issues.push({ path: 'body.dueDate', message: msg.taskDueDate.text, code: 'taskDueDate' });
  if (issues.length > 0) throw ValidationError(issues);
  const unique = new Map(found.map((f) => [`${f.page.key}#${f.scope}`, f]));
  const at = new Date().toISOString();
  const added = new Set<string>();
  const changes: Change[] = [...unique.values()].map(({ page, scope, record }) => {
    const key = taskKey(m.actor.tenantId, yearEnd, page.key, scope);
    // Owners new to the task get the assignment mail (ADR 0114); the run that retries it reads these two fields.
    const assignedTo = owners.filter((o) => !record?.owners.includes(o));
    assignedTo.forEach((o) => added.add(o));
    const set = {
      owners,
      ...(body.dueDate ? { dueDate: body.dueDate } : {}),
      ...(assignedTo.length ? { assignedAt: at, assignedTo } : {}),
    };
    const remove = body.dueDate ? [] : ['dueDate'];
    return record
      ? { op: 'update', key, expectedVersion: record.version, set, remove }
      : {
          op: 'create',
          key,
          item: { pageKey: page.key, scope, state: 'open', ...set } satisfies Omit<TaskRecord, 'version'>,
        };
  });
  for (let i = 0; i < changes.length; i += PER_WRITE) {
    const part = changes.slice(i, i + PER_WRITE);
    try {
      await write({
        tenantId: m.actor.tenantId,
        yearEnd,
        action: 'workflow.assign',
        changes: part,
        after: { tasks: [...unique.keys()].slice(i, i + PER_WRITE), owners, dueDate: body.dueDate ?? null },
      });
    } catch (err) {
      if (err instanceof AppError && err.messageKey === 'conflict') throw Conflict();
      throw err;
    }
  }
  await remindNow(m.actor.tenantId, [...added], ['assigned']);
  const after = await yearFacts(m, yearEnd);
  return { tasks: [...unique.values()].map(({ page, scope }) => taskView(after, page, scope)) };
}
