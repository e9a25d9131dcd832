import { pageInRuleSet } from '../../catalogue/page';
import { taskState, type StoredState } from '../../calc/workflow/machine';
import { NotFound } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { queryAll, withoutKeys } from '../../infra/db/repo';
import { hongKongDate } from '../../lib/dates';
import { dataPageEntryByKey, type DataPageEntry } from '../../pages/pageIndex';
import { PAGE_OF_RESOURCE_TYPE } from '../../pages/resourcePages';
import type { TaskView } from '../../schemas/workflow';
import type { Membership } from '../membership';
import type { RoleRecord, UserRecord } from '../records';
import type { BoundaryLocation } from '../resources/locations';
import { namedBoundaryLocations } from './locationNames';
import { taskId, yearTaskKeys } from './yearTaskList';
import { storedRows } from '../resources/stored';
import { reportingYear, type ReportingYear } from '../pageData/year';

import { PAGE_SCOPE } from './guard';
import { personNameOr } from '../../lib/personName';
import { actingRole } from '../access/auditor';

export { PAGE_SCOPE };

/** A task as stored (docs/decisions/0102-the-years-review-workflow.md); none stored means open and unassigned. */
export interface TaskRecord {
  pageKey: string;
  scope: string;
  state: StoredState;
  owners: string[];
  dueDate?: string;
  /** When owners were last added, and who (they get the assignment mail, ADR 0114). */
  assignedAt?: string;
  assignedTo?: string[];
  submittedBy?: string;
  submittedAt?: string;
  approvedBy?: string;
  approvedAt?: string;
  note?: { kind: 'returned' | 'reopened' | 'approvedOwn'; text: string; by: string; at: string };
  version: number;
}

export const taskKey = (tenantId: string, yearEnd: string, pageKey: string, scope: string) =>
  keys.workflowTask(tenantId, yearEnd, pageKey, scope);

export { taskId };

/**
 * A page of the year's rule set, or 404 (like every page route). The review names a page by its entry in the page
 * index — key, section, writing privilege, rule sets and resource rows — not by its module with its fields (ADR 0160).
 */
export function yearPage(year: ReportingYear, pageKey: string): DataPageEntry {
  const page = dataPageEntryByKey(pageKey);
  if (!page || !pageInRuleSet(page, year.ruleSet)) throw NotFound();
  return page;
}

export const isResourcePage = (page: DataPageEntry) => (page.resourceTypes ?? []).length > 0;

/** Everything the year's tasks are shown from, read together (one Query per kind of item). */
export interface YearFacts {
  tenantId: string;
  year: ReportingYear;
  tasks: Map<string, TaskRecord>;
  locations: BoundaryLocation[];
  /** Task ids whose page (or location of a resource page) holds data. */
  withData: Set<string>;
  users: Map<string, UserRecord>;
  roles: Map<string, RoleRecord>;
  openComments: Map<string, number>;
  today: string;
}

export async function yearFacts(m: Membership, yearEnd: string, now = new Date()): Promise<YearFacts> {
  const tenantId = m.actor.tenantId;
  const year = await reportingYear(m, yearEnd);
  const [tasks, locations, pages, rows, users, roles, comments] = await Promise.all([
    queryAll<TaskRecord>(keys.workflowTaskPrefix(tenantId, yearEnd), true),
    namedBoundaryLocations(tenantId, yearEnd),
    queryAll<{ pageKey: string }>(keys.pageDataPrefix(tenantId, yearEnd)),
    storedRows(tenantId, yearEnd),
    queryAll<UserRecord>(keys.userPrefix(tenantId)),
    queryAll<RoleRecord>(keys.rolePrefix(tenantId)),
    queryAll<{ pageKey: string; scope: string; status: string }>(keys.yearPrefix(tenantId, yearEnd, 'FLOWNOTE')),
  ]);
  const withData = new Set([
    ...pages.map((p) => taskId(p.pageKey, PAGE_SCOPE)),
    ...rows.flatMap((r) =>
      PAGE_OF_RESOURCE_TYPE.has(r.type) ? [taskId(PAGE_OF_RESOURCE_TYPE.get(r.type)!, r.locationId)] : [],
    ),
  ]);
  const openComments = new Map<string, number>();
  for (const c of comments)
    if (c.status === 'open')
      openComments.set(taskId(c.pageKey, c.scope), (openComments.get(taskId(c.pageKey, c.scope)) ?? 0) + 1);
  return {
    tenantId,
    year,
    tasks: new Map(tasks.map((t) => [taskId(t.pageKey, t.scope), withoutKeys(t) as TaskRecord])),
    locations,
    withData,
    users: new Map(users.map((u) => [u.id, u])),
    roles: new Map(roles.map((r) => [r.id, r])),
    openComments,
    today: hongKongDate(now),
  };
}

/** Every task of the year in navigation order, with its page's entry: the listing the reminders share (ADR 0114). */
export function yearTasks(facts: Pick<YearFacts, 'year' | 'locations'>): { page: DataPageEntry; scope: string }[] {
  return yearTaskKeys(facts.year, facts.locations).map(({ pageKey, scope }) => ({
    page: dataPageEntryByKey(pageKey)!,
    scope,
  }));
}

/**
 * Whether a user may own a page's task: active, acting with a role that writes the page (its module's `nav.write`) — never an
 * invited auditor, whose role reads only whatever role their record names (ADR 0115).
 */
export function canOwn(facts: Pick<YearFacts, 'users' | 'roles'>, userId: string, page: DataPageEntry) {
  const u = facts.users.get(userId);
  return !!u && u.activated && !!actingRole(u, facts.roles)?.privileges.includes(page.write);
}

/** The boundary's locations by id, once per list (a 50-location year's matrix looks one up per task). */
const locationIndex = new WeakMap<readonly BoundaryLocation[], Map<string, BoundaryLocation>>();
function locationOf(locations: readonly BoundaryLocation[], id: string) {
  let index = locationIndex.get(locations);
  if (!index) locationIndex.set(locations, (index = new Map(locations.map((l) => [l.id, l]))));
  return index.get(id);
}

function who(facts: YearFacts, userId: string | undefined) {
  return userId ? { userId, name: personNameOr(facts.users.get(userId), userId) } : undefined;
}

export function taskView(facts: YearFacts, page: DataPageEntry, scope: string): TaskView {
  const id = taskId(page.key, scope);
  const t = facts.tasks.get(id);
  const owners = (t?.owners ?? []).map((userId) => ({ ...who(facts, userId)!, active: canOwn(facts, userId, page) }));
  const state = taskState(t?.state, facts.withData.has(id));
  const location = locationOf(facts.locations, scope);
  return {
    pageKey: page.key,
    section: page.group,
    ...(location ? { location } : {}),
    state,
    owners,
    unowned: !owners.some((o) => o.active),
    ...(t?.dueDate ? { dueDate: t.dueDate } : {}),
    overdue: !!t?.dueDate && t.dueDate < facts.today && state !== 'approved' && state !== 'submitted',
    ...(t?.submittedBy ? { submittedBy: who(facts, t.submittedBy), submittedAt: t.submittedAt } : {}),
    ...(t?.approvedBy && state === 'approved'
      ? { approvedBy: who(facts, t.approvedBy), approvedAt: t.approvedAt }
      : {}),
    ...(t?.note ? { note: { ...t.note, by: personNameOr(facts.users.get(t.note.by), t.note.by) } } : {}),
    openComments: facts.openComments.get(id) ?? 0,
    version: t?.version ?? 0,
  };
}

/** A task of the year by its page and location (404 for a page outside the rule set or a location outside the boundary). */
export function findTask(facts: YearFacts, pageKey: string, location?: string) {
  const page = yearPage(facts.year, pageKey);
  if (location !== undefined && (!isResourcePage(page) || !facts.locations.some((l) => l.id === location)))
    throw NotFound();
  const scope = location ?? PAGE_SCOPE;
  return { page, scope, record: facts.tasks.get(taskId(page.key, scope)) };
}

/** The tasks of the year not approved yet: the page, its location's name and the state. */
export function pendingTasks(facts: YearFacts) {
  return yearTasks(facts)
    .map(({ page, scope }) => taskView(facts, page, scope))
    .filter((t) => t.state !== 'approved')
    .map((t) => ({ pageKey: t.pageKey, ...(t.location ? { location: t.location.name } : {}), state: t.state }));
}
