import { Forbidden, NotFound } from '../../errors';
import type { ItemYear } from './auditorItems';
import { hongKongDate } from '../../lib/dates';
import { PeriodIdParams } from '../../schemas/common';
import { allows, auditorMayMake, AUDITOR_ROLE, type Access } from '../../vocabulary/privileges';
import type { AuditorGrant, PeriodRecord, RoleRecord, UserRecord } from '../records';
import { tenantFacts } from '../tenantFacts';

/**
 * The auditor's rule (docs/decisions/0115-the-auditor.md), applied once by the request chain to every route:
 * reads only (plus the auditor's own sample work and signing out), only within the invited years, and only
 * routes whose year the chain can establish.
 */

/**
 * The role a user acts with: an invited auditor's fixed, read-only role whatever role their record names (ADR 0115),
 * else their company role (undefined: a role since removed). What a request runs with and what a task's owner must hold.
 */
export const actingRole = (
  user: Pick<UserRecord, 'roleId' | 'auditor'>,
  roles: ReadonlyMap<string, RoleRecord>,
): RoleRecord | undefined =>
  user.auditor ? { ...AUDITOR_ROLE, privileges: [...AUDITOR_ROLE.privileges], version: 0 } : roles.get(user.roleId);

/** What the rule needs of a route (the contract's `RouteDef`; domain never imports the contract). */
export interface RouteFacts {
  method: string;
  path: string;
  access: Access;
  params?: unknown;
}

/**
 * The writes an auditor may make besides their own sample work (`assurance:audit`): their own account's, none of them
 * the company's data — signing out or ending another of their sessions, their profile (the language the screens and
 * mails speak, their name) and their password.
 */
const AUDITOR_WRITES: ReadonlySet<string> = new Set(['logout', 'invalidateSession', 'putUserInfo', 'changePassword']);

const ULID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Whether the route's path parameters take `id` as this value (a strict schema: other parameters filled in). */
function takesId(r: RouteFacts, id: string): boolean {
  const schema = r.params as { safeParse?: (v: unknown) => { success: boolean } } | undefined;
  if (!schema?.safeParse) return false;
  const probe = Object.fromEntries(
    [...r.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
      name,
      name === 'id' ? id : name === 'year' ? '2025-12-31' : ULID,
    ]),
  );
  return schema.safeParse(probe).success;
}

/**
 * Routes that name an item by a ULID `{id}` (a report job, an import, a location…), not a year end, a key (any
 * word: a page key) or a company period: the year is the item's, unknown before it is read. Refused to an auditor,
 * except the items whose year the chain reads here: what the auditor's screens offer them (ADR 0115) — a file (the
 * evidence), a report and its progress (View PDF), a publication pack, an assurance pack built for them (ADR 0117),
 * an Excel import and its errors (the import history).
 */
const namesItem = (r: RouteFacts) =>
  r.path.includes('{id}') && r.params !== PeriodIdParams && takesId(r, ULID) && !takesId(r, 'page_key');
/** The items whose year the chain reads (their groups pass the readers, `auditorItems.ts`). */
export const AUDITOR_ITEMS: ReadonlySet<string> = new Set([
  'download',
  'reportProgress',
  'viewReport',
  'downloadReport',
  'downloadPack',
  'downloadAssurancePack',
  'excelImport',
  'excelImportErrors',
]);

/** The cell of the role matrix, and the first half of the rule: whether an auditor may call the route at all. */
export function auditorMayCall(routeId: string, r: RouteFacts): boolean {
  // A public route asks nobody who they are (a board member's questionnaire link): as for anyone.
  if (r.access === 'public') return true;
  if (!allows(r.access, AUDITOR_ROLE.privileges)) return false;
  if (!auditorMayMake(r) && !AUDITOR_WRITES.has(routeId)) return false;
  return !namesItem(r) || AUDITOR_ITEMS.has(routeId);
}

/**
 * A grant is live through its end date, a day in Hong Kong as every due date (the invitation's "ends at the end of
 * this day"): from the next day there every token of the auditor answers 401.
 */
export const auditorLive = (grant: AuditorGrant, now = new Date()) => hongKongDate(now) <= grant.until;

/** The auditor's years among the company's: every other year is out of sight (the session lists only these). */
export const auditorPeriods = (grant: AuditorGrant, periods: readonly PeriodRecord[]) =>
  periods.filter((p) => grant.years.includes(p.yearEnd));

type Input = { params?: unknown; query?: unknown; body?: unknown };

/** Every calendar day a part of the request holds, at any depth. */
function daysIn(part: unknown): string[] {
  if (typeof part === 'string') return ISO_DAY.test(part) ? [part] : [];
  return part && typeof part === 'object' ? Object.values(part).flatMap(daysIn) : [];
}

/**
 * The years a request names, read by their shape rather than their parameters' names (a list of names goes stale
 * with the next route: a dashboard's `compare`, a path `{id}` that is a year end): every calendar day in its path,
 * query or body; and a path `{id}` of a company period (`PeriodIdParams`).
 */
export function yearsNamed(r: Pick<RouteFacts, 'params'>, input: Input): { days: string[]; periodIds: unknown[] } {
  const days = [input.params, input.query, input.body].flatMap(daysIn);
  const id = (input.params as { id?: unknown } | undefined)?.id;
  return { days, periodIds: r.params === PeriodIdParams ? [id] : [] };
}

/**
 * The second half: every year the request names (`yearsNamed`: a day in path, query or body, a company period)
 * must be one of the auditor's. A year of the company outside the grant is refused (403); one the company does not
 * have is left to the route (404). An item it names (a file, a report, a pack, an import) of another year is not
 * found (404), as another company's item.
 */
export async function checkAuditorYears(
  routeId: string,
  r: RouteFacts,
  input: Input,
  tenantId: string,
  grant: AuditorGrant,
  itemYear?: ItemYear,
): Promise<void> {
  const { days, periodIds } = yearsNamed(r, input);
  const id = (input.params as { id?: unknown } | undefined)?.id;
  // An item whose year its group cannot read is refused (fail closed); one of another year is out of sight as another
  // company's is: not found, never "exists but refused".
  if (AUDITOR_ITEMS.has(routeId) && !itemYear) throw Forbidden();
  const item = itemYear && typeof id === 'string' ? await itemYear(tenantId, id) : undefined;
  if (item !== undefined && !grant.years.includes(item)) throw NotFound();
  const { periods } = await tenantFacts(tenantId);
  const outside = (p: PeriodRecord) => !grant.years.includes(p.yearEnd);
  const refused = periods.some((p) => outside(p) && (days.includes(p.yearEnd) || periodIds.includes(p.id)));
  if (refused) throw Forbidden();
}
