import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { BadRequest, Forbidden } from '../../errors';
import { LIMITED_LEVEL } from '../../vocabulary/privileges';
import type { CompanyMembership } from '../membership';
import { newPeriodChanges } from '../periods/create';
import { firstYearPeriod } from '../periods/rules';
import { companyPeriods, periodView } from '../periods/view';
import { configFollowingPeriod, type SysConfigRecord } from '../sysconfig/records';
import { forgetTenantFacts } from '../tenantFacts';
import { companyIndex } from './records';
import { refuse } from './platform';
import { platformSettings } from './platformSettings';
import { notifyFirstYearRequest } from './notify';
import type { CompanyIndexRecord } from './records';
import * as msg from '../../messages';

/** A company's index, periods and configuration, and the first year asked for, checked (ADR 0037). */
export async function firstYearOf(tenantId: string, years: { start: string; end: string }) {
  const [company, periods, config] = await Promise.all([
    companyIndex(tenantId),
    companyPeriods(tenantId),
    getItem<SysConfigRecord>(keys.sysConfig(tenantId), true),
  ]);
  if (periods.length > 0) throw BadRequest(msg.firstYearTaken);
  const { dates, issues } = firstYearPeriod(years);
  refuse(issues);
  return { company, config, dates };
}

/**
 * Writes a company's first year and the system configuration that follows it, in one transaction;
 * `indexSet` adds to the company index's update (the approval clears the request there).
 */
export async function startFirstYear(
  tenantId: string,
  first: Awaited<ReturnType<typeof firstYearOf>>,
  by: string,
  action: string,
  indexSet: Record<string, unknown> = {},
) {
  const { period, changes } = newPeriodChanges(tenantId, first.dates, first.company.version);
  for (const c of changes) if (c.op === 'update') Object.assign(c.set, indexSet);
  // A configuration written before any period (by a platform administrator) follows the year chosen.
  const follow = configFollowingPeriod(tenantId, first.config, first.dates, by);
  if (follow) changes.push(follow);
  await write({ tenantId, action, changes, after: period });
  forgetTenantFacts(tenantId);
  return periodView(period);
}

/** The first year asked for, on the company index (replacing an earlier request), and the mail to the platform. */
async function requestFirstYear(
  m: CompanyMembership,
  company: CompanyIndexRecord,
  years: { start: string; end: string },
) {
  const requestedAt = new Date().toISOString();
  const pendingFirstYear = { ...years, requestedAt, requestedBy: m.actor.login };
  await write({
    tenantId: m.actor.tenantId,
    action: 'period.requestFirst',
    changes: [
      { op: 'update', key: keys.companyIndex(company.id), expectedVersion: company.version, set: { pendingFirstYear } },
    ],
    before: company.pendingFirstYear ?? undefined,
    after: pendingFirstYear,
  });
  await notifyFirstYearRequest(company.name, years);
  return { pending: true as const, ...years, requestedAt };
}

/**
 * POST /api/comp/subscribe/{start}/{end}/own: the self-service start of a self-registered company
 * (docs/decisions/0037-self-service-start-and-role-levels.md). Its administrator subscribes it to its first
 * reporting year — the financial year start..end — and its system configuration is written with
 * it (current year and the next one proposed), in one transaction. When the platform requires
 * approval (ADR 0046) the year is asked for instead, and platform administrators are e-mailed.
 * Later years stay with the platform administrator (compPeriod/new, Start new financial year).
 */
export async function subscribeFirstYear(m: CompanyMembership, years: { start: string; end: string }) {
  const tenantId = m.actor.tenantId;
  // Level ≤ 1 reads Company subscription but changes nothing on it (the spec's screens and docs/permissions.md).
  if (m.actor.level <= LIMITED_LEVEL) throw Forbidden();
  const first = await firstYearOf(tenantId, years);
  if ((await platformSettings()).approveFirstYears) return requestFirstYear(m, first.company, years);
  return startFirstYear(tenantId, first, m.actor.login, 'period.subscribeFirst');
}
