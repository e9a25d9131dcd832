import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { write, type Change } from '../../infra/db/write';
import type { SysConfigCreate, SysConfigEdit } from '../../schemas/admin';
import { defined, refuse, requirePlatformAdmin } from '../company/platform';
import { companyIndex } from '../company/records';
import type { Membership } from '../membership';
import { forgetTenantFacts } from '../tenantFacts';
import { newPeriodChanges } from '../periods/create';
import { followingYear, periodIssues } from '../periods/rules';
import { companyPeriods } from '../periods/view';
import { getSysConfig, loadSysConfig } from './read';
import { newSysConfigChange, yearIssues, type FinancialYears } from './records';

/** POST /api/system-configurations: the configuration of a company that has none yet. */
export async function createSysConfig(m: Membership, input: z.output<typeof SysConfigCreate>) {
  requirePlatformAdmin(m);
  const { companyId, ...years } = input;
  await companyIndex(companyId);
  refuse(yearIssues(years));
  await write({
    tenantId: companyId,
    action: 'sysconfig.create',
    changes: [newSysConfigChange(companyId, years, m.actor.login)],
    after: years,
  });
  return getSysConfig(m, companyId);
}

/**
 * PUT /api/system-configurations/{id}. With `startNewFinancialYear`, the new financial year becomes
 * the current one, its reporting period is created (same checks as POST /api/compPeriod/new) and
 * the year after it is proposed as the next new year — one transaction, so all or nothing.
 */
export async function editSysConfig(m: Membership, id: string, input: z.output<typeof SysConfigEdit>) {
  requirePlatformAdmin(m);
  const { config, company } = await loadSysConfig(m, id);
  const { version, startNewFinancialYear, ...years } = input;
  refuse(yearIssues(years));
  let next: FinancialYears = years;
  const changes: Change[] = [];
  if (startNewFinancialYear) {
    const start = years.newFinancialYearStartDate;
    const end = years.newFinancialYearEndDate;
    if (!start || !end)
      refuse([{ path: 'body.newFinancialYearStartDate', message: 'Set the new financial year before starting it.' }]);
    const dates = { startDate: start!, endDate: end!, financialYearStartDate: start!, financialYearEndDate: end! };
    refuse(periodIssues(dates, await companyPeriods(id)).map((i) => ({ ...i, path: 'body.newFinancialYearEndDate' })));
    changes.push(...newPeriodChanges(id, dates, company.version).changes);
    const following = followingYear(end!);
    next = {
      financialYearStartDate: start!,
      financialYearEndDate: end!,
      newFinancialYearStartDate: following.start,
      newFinancialYearEndDate: following.end,
    };
  }
  const set = { ...defined(next), modifiedBy: m.actor.login, modifiedAt: new Date().toISOString() };
  changes.unshift({ op: 'update', key: keys.sysConfig(id), expectedVersion: version, set });
  await write({
    tenantId: id,
    action: startNewFinancialYear ? 'sysconfig.startNewFinancialYear' : 'sysconfig.update',
    changes,
    before: config,
    after: set,
  });
  forgetTenantFacts(id);
  return getSysConfig(m, id);
}
