import { keys } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { BadRequest, Forbidden } from '../../errors';
import { LIMITED_LEVEL } from '../privileges';
import type { CompanyMembership } from '../membership';
import { newPeriodChanges } from '../periods/create';
import { firstYearPeriod } from '../periods/rules';
import { companyPeriods, periodView } from '../periods/view';
import { configFollowingPeriod, type SysConfigRecord } from '../sysconfig/records';
import { forgetTenantFacts } from '../tenantFacts';
import { companyIndex } from './records';
import { refuse } from './platform';

/**
 * POST /api/comp/subscribe/{start}/{end}/own: the self-service start of a self-registered company
 * (docs/decisions/0037-self-service-start.md). Its administrator subscribes it to its first
 * reporting year — the financial year start..end — and its system configuration is written with
 * it (current year and the next one proposed), in one transaction. Later years stay with the
 * platform administrator (compPeriod/new, Start new financial year).
 */
export async function subscribeFirstYear(m: CompanyMembership, years: { start: string; end: string }) {
  const tenantId = m.actor.tenantId;
  // Level ≤ 1 reads Company subscription but changes nothing on it (spec §2, §6).
  if (m.actor.level <= LIMITED_LEVEL) throw Forbidden();
  const [company, periods, config] = await Promise.all([
    companyIndex(tenantId),
    companyPeriods(tenantId),
    getItem<SysConfigRecord>(keys.sysConfig(tenantId), true),
  ]);
  if (periods.length > 0) throw BadRequest('firstYearTaken');
  const { dates, issues } = firstYearPeriod(years);
  refuse(issues);
  const { period, changes } = newPeriodChanges(tenantId, dates, company.version);
  // A configuration written before any period (by a platform administrator) follows the year chosen.
  const follow = configFollowingPeriod(tenantId, config, dates, m.actor.login);
  if (follow) changes.push(follow);
  await write({ tenantId, action: 'period.subscribeFirst', changes, after: period });
  forgetTenantFacts(tenantId);
  return periodView(period);
}
