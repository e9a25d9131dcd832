import type { z } from 'zod';
import { ulid } from 'ulid';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { ValidationError } from '../../errors';
import type { PeriodCreate, PeriodDates } from '../../schemas/company';
import { companyIndex } from '../company/records';
import { refuse, requirePlatformAdmin } from '../company/platform';
import type { Membership } from '../membership';
import type { PeriodRecord } from '../records';
import { forgetTenantFacts } from '../tenantFacts';
import { configFollowingPeriod, type SysConfigRecord } from '../sysconfig/records';
import { periodIssues } from './rules';
import { companyPeriods, periodView } from './view';

/**
 * The changes that add a period to a company whose index item is at `indexVersion`: the period
 * (its key, the year end, is unique) and a bump of the index version, so a concurrent addition
 * based on the same list of periods fails with 409 instead of slipping an overlap past the check.
 */
export function newPeriodChanges(tenantId: string, dates: PeriodDates, indexVersion: number) {
  const period: Omit<PeriodRecord, 'version'> = {
    id: ulid(),
    yearEnd: dates.financialYearEndDate,
    ...dates,
    printed: false,
  };
  const changes: Change[] = [
    {
      op: 'create',
      key: keys.period(tenantId, period.yearEnd),
      item: period,
      onExists: () =>
        ValidationError([
          {
            path: 'body.financialYearEndDate',
            message: `A period for the financial year ending ${period.yearEnd} exists already.`,
          },
        ]),
    },
    {
      op: 'update',
      key: keys.companyIndex(tenantId),
      expectedVersion: indexVersion,
      set: { periodsChangedAt: new Date().toISOString() },
    },
  ];
  return { period: { ...period, version: 1 }, changes };
}

/** POST /api/compPeriod/new: a platform administrator subscribes a company for one more period. */
export async function createPeriod(m: Membership, input: z.output<typeof PeriodCreate>) {
  requirePlatformAdmin(m);
  const { companyId, ...dates } = input;
  const [company, existing, config] = await Promise.all([
    companyIndex(companyId),
    companyPeriods(companyId),
    getItem<SysConfigRecord>(keys.sysConfig(companyId), true),
  ]);
  refuse(periodIssues(dates, existing));
  const { period, changes } = newPeriodChanges(companyId, dates, company.version);
  // One source for the financial year: System configuration follows a later year.
  const follow = configFollowingPeriod(companyId, config, dates, m.actor.login);
  if (follow) changes.push(follow);
  await write({ tenantId: companyId, action: 'period.create', changes, after: period });
  forgetTenantFacts(companyId);
  return periodView(period);
}
