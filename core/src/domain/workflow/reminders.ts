import { reviewerOf } from '../../calc/workflow/machine';
import { planReminders, type PlannedMail, type ReminderKind, type ReminderTask } from '../../calc/workflow/reminders';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { taskAssigned, taskDigest, taskReopened, taskReturned } from '../../infra/email/templates';
import { formatDate, hongKongDate } from '../../lib/dates';
import { withAside } from '../../lib/format';
import { pool } from '../../lib/flow';
import { PAGE_TITLES } from '../../pages/titles';
import { languageOf, type Language } from '../../schemas/common';
import type { CompanyIndexRecord } from '../company/records';
import { spendMailsUpTo } from '../mailBudget';
import { companyPeriods } from '../periods/view';
import type { PeriodRecord, RoleRecord, TenantRecord, UserRecord } from '../records';
import { actingRole } from '../access/auditor';
import { companyNameIn } from '../companyName';
import { listStoredLocations } from '../background/storedLocations';
import { namesIn, type TextLanguage } from '../../catalogue/bilingual';
import { toSimplified } from '../../lib/simplified';
import { MAIL_CONCURRENCY } from '../questionnaire/send';
import { canOwn, type TaskRecord } from './tasks';
import { dataPageEntryByKey } from '../../pages/pageIndex';
import { taskId, yearTaskKeys } from './yearTaskList';
import { yearAmong } from '../pageData/year';
import { personName, personNameOr } from '../../lib/personName';

/** Companies reminded at once in a run (each sends its mails MAIL_CONCURRENCY at a time). */
const COMPANIES_AT_ONCE = 4;
/** Items per marker write: a transaction holds 100, less the mail counter and the audit item. */
const MARKERS_PER_WRITE = 90;
/** Markers outlive their day by this long (TTL), then go. */
const MARKER_TTL_SECONDS = 3 * 86_400;

/** A task's id across the company's open years (markers are per task and day). */
const reminderTaskId = (yearEnd: string, t: Pick<TaskRecord, 'pageKey' | 'scope'>) =>
  `${yearEnd}#${t.pageKey}#${t.scope}`;

interface CompanyTasks {
  tasks: ReminderTask[];
  /** What each task is called in a mail: its page and location, and its due date. */
  describe: (taskId: string, lang: Language) => string;
  /** A task's page and location only: a page waiting for review is named by who submitted it and when instead. */
  pageOf: (taskId: string, lang: Language) => string;
  /** A submitted task: who submitted it (a user's id) and when. */
  submittedOf: (taskId: string) => { by: string; at?: string } | undefined;
  /**
   * A task sent back: who returned (or reopened) it (a user's id, or a director's name, ADR 0113) and the comment
   * (or reason).
   */
  sentBackOf: (taskId: string) => { by: string; text: string } | undefined;
  /** The task's page key. */
  pageKeyOf: (taskId: string) => string;
}

/**
 * An open year's tasks as the screens list them (`yearTaskKeys`, ADR 0102): a task stored for a page the year's rule
 * set does not hold, or for a location since taken out of the boundary, is named in no mail (ADR 0114). One read of
 * the year's tasks and one of its boundary, as before.
 */
async function openYearTasks(tenantId: string, periods: readonly PeriodRecord[], yearEnd: string) {
  const [stored, locations] = await Promise.all([
    queryAll<TaskRecord>(keys.workflowTaskPrefix(tenantId, yearEnd)),
    listStoredLocations(tenantId, yearEnd, 'inBoundary'),
  ]);
  const byId = new Map(stored.map((t) => [taskId(t.pageKey, t.scope), t]));
  const year = yearAmong(periods, (p) => p.yearEnd === yearEnd);
  return {
    yearEnd,
    tasks: yearTaskKeys(year, locations).flatMap(({ pageKey, scope }) => byId.get(taskId(pageKey, scope)) ?? []),
    // A location's name in each language (ADR 0121); a mail converts the Simplified itself, as its company's name.
    locations: new Map(locations.map((l) => [l.id, namesIn(l.stored, toSimplified)])),
  };
}

/** The company's owed tasks of every open year, as the planner reads them. */
async function companyTasks(tenantId: string): Promise<CompanyTasks> {
  const periods = await companyPeriods(tenantId);
  const perYear = await Promise.all(
    periods.filter((p) => !p.printed).map((p) => openYearTasks(tenantId, periods, p.yearEnd)),
  );
  const named = new Map<
    string,
    {
      pageKey: string;
      location?: Record<TextLanguage, string>;
      dueDate?: string;
      sentBack?: { by: string; text: string };
      submitted?: { by: string; at?: string };
    }
  >();
  const tasks: ReminderTask[] = [];
  for (const y of perYear)
    // A task nobody owns still owes its submitter the return mail (ADR 0114): only a task with neither is skipped.
    for (const t of y.tasks.filter((x) => x.owners.length > 0 || x.submittedBy)) {
      const id = reminderTaskId(y.yearEnd, t);
      const returned = t.state === 'returned' && t.note?.kind === 'returned' ? t.note : undefined;
      const reopened = t.state === 'open' && t.note?.kind === 'reopened' ? t.note : undefined;
      const sentBack = returned ?? reopened;
      const submitted = t.state === 'submitted' && t.submittedBy ? { by: t.submittedBy, at: t.submittedAt } : undefined;
      named.set(id, {
        pageKey: t.pageKey,
        location: y.locations.get(t.scope),
        dueDate: t.dueDate,
        sentBack,
        submitted,
      });
      tasks.push({
        id,
        state: t.state,
        owners: t.owners,
        ...(t.dueDate ? { dueDate: t.dueDate } : {}),
        ...(t.assignedAt ? { assignedOn: hongKongDate(new Date(t.assignedAt)), assignedTo: t.assignedTo ?? [] } : {}),
        ...(returned ? { returnedOn: hongKongDate(new Date(returned.at)) } : {}),
        ...(reopened ? { reopenedOn: hongKongDate(new Date(reopened.at)) } : {}),
        ...(sentBack ? { sentBackAt: sentBack.at } : {}),
        ...(t.submittedBy ? { submittedBy: t.submittedBy } : {}),
      });
    }
  const titleOf = (taskId: string, lang: Language) => {
    const n = named.get(taskId)!;
    const title = PAGE_TITLES[n.pageKey]?.[lang] ?? n.pageKey;
    return n.location ? `${title} · ${n.location[lang]}` : title;
  };
  const describe = (taskId: string, lang: Language) => {
    const { dueDate } = named.get(taskId)!;
    // The due day as an aside in the mail's language: "僱傭（31-01-2027）", "Employment (31-01-2027)".
    return `- ${dueDate ? withAside(titleOf(taskId, lang), formatDate(dueDate), lang) : titleOf(taskId, lang)}`;
  };
  return {
    tasks,
    describe,
    pageOf: (taskId, lang) => `- ${titleOf(taskId, lang)}`,
    sentBackOf: (taskId) => named.get(taskId)?.sentBack,
    pageKeyOf: (taskId) => named.get(taskId)!.pageKey,
    submittedOf: (taskId) => named.get(taskId)?.submitted,
  };
}

/**
 * One planned mail to one user. A return (or reopen) mail names, under each page, who returned (reopened) it (by
 * name, as the screens name people) and the comment (the reason); the digest names, under each page waiting for
 * review, who submitted it and the Hong Kong day (ADR 0114).
 */
function mailOf(
  m: PlannedMail,
  user: UserRecord,
  tenant: TenantRecord | undefined,
  c: CompanyTasks,
  users: ReadonlyMap<string, UserRecord>,
) {
  const lang = languageOf(user.langKey);
  const company = companyNameIn(tenant, lang);
  const lines = (ids: readonly string[]) => ids.map((id) => c.describe(id, lang)).join('\n');
  const name = personName(user);
  const link = appLink('/home', lang);
  const sentBack = () =>
    m.tasks.map((id) => {
      const r = c.sentBackOf(id);
      return { page: c.describe(id, lang), by: r ? personNameOr(users.get(r.by), r.by) : '', comment: r?.text ?? '' };
    });
  const review = () =>
    m.review.map((id) => {
      const s = c.submittedOf(id);
      return { page: c.pageOf(id, lang), by: s ? personNameOr(users.get(s.by), s.by) : '', on: formatDate(s?.at) };
    });
  if (m.kind === 'reopened')
    return () => sendMail(user.email, lang, taskReopened, { name, company, returns: sentBack(), link });
  return m.kind === 'digest'
    ? () =>
        sendMail(user.email, lang, taskDigest, {
          name,
          company,
          dueSoon: lines(m.dueSoon),
          overdue: lines(m.overdue),
          review: review(),
          link,
        })
    : m.kind === 'assigned'
      ? () => sendMail(user.email, lang, taskAssigned, { name, company, tasks: lines(m.tasks), link })
      : () => sendMail(user.email, lang, taskReturned, { name, company, returns: sentBack(), link });
}

const markerKey = (tenantId: string, marker: string) => keys.reminderSent(tenantId, marker.split('#'));

export interface ReminderOutcome {
  sent: number;
  failed: number;
  /** Left for a later hour: the company's mail budget was spent. */
  deferred: number;
}

/**
 * One company's task mails due now (docs/decisions/0114-task-reminders.md): planned from its open years' tasks and
 * the day's markers (`planReminders`), as many as the company's mail budget allows this hour. Each mail's markers
 * are written before it leaves (conditionally: a concurrent run that claimed one first makes this run skip the
 * batch), and removed again when it fails, so the next run retries it; a state change is never undone by a mail.
 * `only` restricts the run to some users and kinds (the mails an assignment or a return sends at once).
 */
export async function remindCompany(
  tenantId: string,
  now: Date,
  only?: { users: readonly string[]; kinds: readonly ReminderKind[] },
): Promise<ReminderOutcome> {
  const today = hongKongDate(now);
  const [tenant, users, roles, sentItems, c] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId)),
    queryAll<UserRecord>(keys.userPrefix(tenantId)),
    queryAll<RoleRecord>(keys.rolePrefix(tenantId)),
    queryAll<{ sk: string }>(keys.reminderDayPrefix(tenantId, today), true),
    companyTasks(tenantId),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const roleById = new Map(roles.map((r) => [r.id, r]));
  // A reviewer is who acts with `pages:review` (an invited auditor never does, ADR 0115), as a request would.
  const reminded = (u: UserRecord) => {
    const { reviewer, administrator } = reviewerOf(u.id, actingRole(u, roleById)?.privileges ?? []);
    return { id: u.id, active: u.activated, digests: u.taskDigests !== false, reviewer, administrator };
  };
  // An owner who may no longer own the page — deactivated, or acting with a role that no longer writes it — is owed
  // nothing of it, as the screens show such a page unowned (`canOwn`, ADR 0114 amended).
  const team = { users: byId, roles: roleById };
  const owedBy = (owners: readonly string[], pageKey: string) => {
    const page = dataPageEntryByKey(pageKey);
    return owners.filter((o) => !!page && canOwn(team, o, page));
  };
  const planned = planReminders({
    today,
    tasks: c.tasks.map((t) => ({ ...t, owners: owedBy(t.owners, c.pageKeyOf(t.id)) })),
    users: new Map(users.map((u) => [u.id, reminded(u)])),
    sent: new Set(sentItems.map((i) => i.sk.slice('REMIND#'.length))),
  }).filter((m) => !only || (only.users.includes(m.userId) && only.kinds.includes(m.kind)));
  if (!planned.length) return { sent: 0, failed: 0, deferred: 0 };

  const budget = await spendMailsUpTo(tenantId, planned.length, now.getTime());
  const chosen = planned.slice(0, budget.granted);
  const ttl = Math.floor(now.getTime() / 1000) + MARKER_TTL_SECONDS;
  const claims: Change[] = chosen.flatMap((m) =>
    m.markers.map((marker) => ({ op: 'create' as const, key: markerKey(tenantId, marker), item: { ttl } })),
  );
  try {
    for (let i = 0; i < claims.length; i += MARKERS_PER_WRITE)
      await write({
        tenantId,
        action: 'workflow.remind',
        audited: false,
        changes: [...(i === 0 && budget.change ? [budget.change] : []), ...claims.slice(i, i + MARKERS_PER_WRITE)],
      });
  } catch {
    // Another run claimed some of these first (or the counter moved): the next run plans again from the markers.
    return { sent: 0, failed: 0, deferred: planned.length };
  }
  const results = await pool(chosen, MAIL_CONCURRENCY, async (m) => {
    const user = byId.get(m.userId)!;
    return mailOf(m, user, tenant, c, byId)().then(
      () => undefined,
      () => m,
    );
  });
  const failed = results.filter((m): m is PlannedMail => m !== undefined);
  const retry: Change[] = failed.flatMap((m) =>
    m.markers.map((marker) => ({ op: 'delete', key: markerKey(tenantId, marker) })),
  );
  for (let i = 0; i < retry.length; i += MARKERS_PER_WRITE)
    await write({
      tenantId,
      action: 'workflow.remindFailed',
      audited: false,
      changes: retry.slice(i, i + MARKERS_PER_WRITE),
    });
  return { sent: chosen.length - failed.length, failed: failed.length, deferred: planned.length - chosen.length };
}

/** The mails an action owes at once (an assignment, a return, a reopen); a failure is left to the scheduled run. */
export async function remindNow(tenantId: string, users: readonly string[], kinds: readonly ReminderKind[]) {
  if (!users.length) return;
  await remindCompany(tenantId, new Date(), { users, kinds }).catch(() => undefined);
}

/** The scheduled run (hourly, ADR 0114): every company's task mails due now. */
export async function runReminders(now = new Date()): Promise<ReminderOutcome> {
  const companies = await queryAll<CompanyIndexRecord>(keys.companyIndexPrefix());
  const outcomes = await pool(companies, COMPANIES_AT_ONCE, (co) =>
    remindCompany(co.id, now).catch(() => ({ sent: 0, failed: 0, deferred: 0 })),
  );
  return outcomes.reduce(
    (a, o) => ({ sent: a.sent + o.sent, failed: a.failed + o.failed, deferred: a.deferred + o.deferred }),
    { sent: 0, failed: 0, deferred: 0 },
  );
}
