import { ulid } from 'ulid';
import { FIELD_IDS } from '../../pages/fieldIds';
import { AppError, Conflict, Forbidden, InvalidInput, Locked, NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, withoutKeys } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { WHOLE_FIELD, type CommentView } from '../../schemas/workflow';
import * as msg from '../../messages';
import type { Membership } from '../membership';
import { PAGE_SCOPE } from './guard';
import { findTask, yearFacts, type YearFacts } from './tasks';
import { personNameOr } from '../../lib/personName';

/** A comment thread on one field of a task (docs/decisions/0102-the-years-review-workflow.md). */
interface CommentRecord {
  id: string;
  pageKey: string;
  scope: string;
  field: string;
  status: 'open' | 'resolved';
  messages: { by: string; at: string; text: string }[];
  version: number;
}

const view = (facts: YearFacts, c: CommentRecord): CommentView => ({
  id: c.id,
  field: c.field,
  status: c.status,
  messages: c.messages.map((said) => ({
    ...said,
    by: { userId: said.by, name: personNameOr(facts.users.get(said.by), said.by) },
  })),
  version: c.version,
});

/** A task's threads, oldest first (their ids are ULIDs). */
export async function threadsOf(facts: YearFacts, pageKey: string, scope: string): Promise<CommentView[]> {
  const items = await queryAll<CommentRecord>(
    keys.workflowCommentPrefix(facts.tenantId, facts.year.period.yearEnd, pageKey, scope),
    true,
  );
  return items.map((i) => view(facts, withoutKeys(i) as CommentRecord));
}

/** Who takes part in a task's review: its page's writers (the owner among them) and the reviewers. */
async function openThreadTask(m: Membership, yearEnd: string, pageKey: string, location?: string) {
  const facts = await yearFacts(m, yearEnd);
  if (facts.year.period.printed) throw Locked();
  const task = findTask(facts, pageKey, location);
  const p = m.actor.privileges;
  if (!p.includes(task.page.write) && !p.includes('pages:review')) throw Forbidden();
  return { facts, ...task };
}

async function save(m: Membership, facts: YearFacts, c: CommentRecord, base: number, action: string) {
  const key = keys.workflowComment(m.actor.tenantId, facts.year.period.yearEnd, c.pageKey, c.scope, c.id);
  const { version: _v, ...item } = c;
  const change: Change =
    base === 0 ? { op: 'create', key, item } : { op: 'update', key, expectedVersion: base, set: item };
  try {
    await write({
      tenantId: m.actor.tenantId,
      yearEnd: facts.year.period.yearEnd,
      action,
      changes: [change],
      after: { page: c.pageKey, field: c.field, status: c.status, text: c.messages.at(-1)?.text },
    });
  } catch (err) {
    if (err instanceof AppError && err.messageKey === 'conflict') throw Conflict(await currentOf(m, facts, c));
    throw err;
  }
  return view(facts, { ...c, version: base + 1 });
}

async function currentOf(m: Membership, facts: YearFacts, c: Pick<CommentRecord, 'pageKey' | 'scope' | 'id'>) {
  const item = await getItem<CommentRecord>(
    keys.workflowComment(m.actor.tenantId, facts.year.period.yearEnd, c.pageKey, c.scope, c.id),
    true,
  );
  return item ? view(facts, withoutKeys(item) as CommentRecord) : undefined;
}

/**
 * POST …/comments: a new open thread on a field of the task. On a page, a field its declaration has (the fields the
 * page shows and the review offers) or the page as a whole — never one no screen shows, whose open thread would hold
 * up the approval unseen (ADR 0102); on a location, one of its rows by the name the review gives it.
 */
export async function newComment(
  m: Membership,
  yearEnd: string,
  pageKey: string,
  body: { location?: string; field: string; text: string },
) {
  const { facts, page, scope } = await openThreadTask(m, yearEnd, pageKey, body.location);
  const declared = body.field === WHOLE_FIELD || scope !== PAGE_SCOPE || !!FIELD_IDS[page.key]?.includes(body.field);
  if (!declared) throw InvalidInput(msg.commentFieldUnknown, 'body.field');
  const c: CommentRecord = {
    id: ulid(),
    pageKey: page.key,
    scope,
    field: body.field,
    status: 'open',
    messages: [{ by: m.actor.userId, at: new Date().toISOString(), text: body.text }],
    version: 0,
  };
  return save(m, facts, c, 0, 'workflow.comment');
}

async function existing(m: Membership, yearEnd: string, pageKey: string, id: string, location?: string) {
  const t = await openThreadTask(m, yearEnd, pageKey, location);
  const item = await getItem<CommentRecord>(
    keys.workflowComment(m.actor.tenantId, yearEnd, t.page.key, t.scope, id),
    true,
  );
  if (!item) throw NotFound();
  return { ...t, c: withoutKeys(item) as CommentRecord };
}

/** POST …/comments/{id}/replies: the owner's answer or the reviewer's follow-up; a reply reopens a resolved thread. */
export async function replyToComment(
  m: Membership,
  yearEnd: string,
  pageKey: string,
  id: string,
  body: { location?: string; text: string },
) {
  const { facts, c } = await existing(m, yearEnd, pageKey, id, body.location);
  const message = { by: m.actor.userId, at: new Date().toISOString(), text: body.text };
  return save(m, facts, { ...c, status: 'open', messages: [...c.messages, message] }, c.version, 'workflow.reply');
}

/** PUT …/comments/{id}/resolve: the thread closed; a closed thread no longer blocks approval. */
export async function resolveComment(
  m: Membership,
  yearEnd: string,
  pageKey: string,
  id: string,
  body: { location?: string; version: number },
) {
  const { facts, c } = await existing(m, yearEnd, pageKey, id, body.location);
  if (c.version !== body.version) throw Conflict(view(facts, c));
  return save(m, facts, { ...c, status: 'resolved' }, c.version, 'workflow.resolve');
}
