import type { Change } from '../../infra/db/write';
import * as keys from '../../infra/db/itemKeys';
import { ValidationError, type FieldIssue } from '../../errors';
import type { SysConfigView } from '../../schemas/admin';
import type { CompanyIndexRecord } from '../company/records';
import { followingYear, periodIssues } from '../periods/rules';

/** `T#<company>` / `SYSCONFIG`: the company's current and next financial year (the spec's entities). */
export interface SysConfigRecord {
  id: string;
  companyId: string;
  financialYearStartDate: string;
  financialYearEndDate: string;
  newFinancialYearStartDate?: string;
  newFinancialYearEndDate?: string;
  modifiedBy: string;
  modifiedAt: string;
  version: number;
}

export type FinancialYears = Pick<
  SysConfigRecord,
  'financialYearStartDate' | 'financialYearEndDate' | 'newFinancialYearStartDate' | 'newFinancialYearEndDate'
>;

/** Both years run forwards, the new one is twelve whole months (ADR 0153) and starts after the current one ends. */
export function yearIssues(y: FinancialYears): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (y.financialYearEndDate <= y.financialYearStartDate)
    issues.push({ path: 'body.financialYearEndDate', message: 'The financial year must end after it starts.' });
  const { newFinancialYearStartDate: s, newFinancialYearEndDate: e } = y;
  if ((s === undefined) !== (e === undefined))
    issues.push({
      path: `body.${s ? 'newFinancialYearEndDate' : 'newFinancialYearStartDate'}`,
      message: 'Give both dates of the new financial year.',
    });
  else if (s && e) {
    if (e <= s)
      issues.push({
        path: 'body.newFinancialYearEndDate',
        message: 'The new financial year must end after it starts.',
      });
    if (s <= y.financialYearEndDate)
      issues.push({
        path: 'body.newFinancialYearStartDate',
        message: 'The new financial year must start after the current one ends.',
      });
    // Said when it is set, not only when it is started (ADR 0153).
    if (s < e)
      issues.push(
        ...periodIssues({ startDate: s, endDate: e, financialYearStartDate: s, financialYearEndDate: e }, []).map(
          (i) => ({ ...i, path: 'body.newFinancialYearEndDate' }),
        ),
      );
  }
  return issues;
}

export function newSysConfigChange(companyId: string, years: FinancialYears, by: string): Change {
  const item: Omit<SysConfigRecord, 'version'> = {
    id: companyId,
    companyId,
    ...years,
    modifiedBy: by,
    modifiedAt: new Date().toISOString(),
  };
  return {
    op: 'create',
    key: keys.sysConfig(companyId),
    item,
    onExists: () =>
      ValidationError([{ path: 'body.companyId', message: 'This company has a system configuration already.' }]),
  };
}

export const sysConfigView = (
  c: SysConfigRecord,
  company: Pick<CompanyIndexRecord, 'name' | 'nameZh'>,
): SysConfigView => ({
  id: c.id,
  companyKey: c.companyId,
  companyName: company.name,
  companyNameZh: company.nameZh,
  financialYearStartDate: c.financialYearStartDate,
  financialYearEndDate: c.financialYearEndDate,
  newFinancialYearStartDate: c.newFinancialYearStartDate,
  newFinancialYearEndDate: c.newFinancialYearEndDate,
  modifiedBy: c.modifiedBy,
  modifiedAt: c.modifiedAt,
  version: c.version,
});

/**
 * What a newly subscribed period does to the company's system configuration (one source
 * for the financial year): a later financial year becomes the current one and the year after it is
 * proposed as the next, so "Start new financial year" never proposes a year that exists. A company
 * without a configuration gets one; an earlier year added leaves it as it is (null).
 */
export function configFollowingPeriod(
  companyId: string,
  config: SysConfigRecord | undefined,
  period: { financialYearStartDate: string; financialYearEndDate: string },
  by: string,
): Change | null {
  if (config && period.financialYearEndDate <= config.financialYearEndDate) return null;
  const following = followingYear(period.financialYearEndDate);
  const years: FinancialYears = {
    financialYearStartDate: period.financialYearStartDate,
    financialYearEndDate: period.financialYearEndDate,
    newFinancialYearStartDate: following.start,
    newFinancialYearEndDate: following.end,
  };
  if (!config) return newSysConfigChange(companyId, years, by);
  return {
    op: 'update',
    key: keys.sysConfig(companyId),
    expectedVersion: config.version,
    set: { ...years, modifiedBy: by, modifiedAt: new Date().toISOString() },
  };
}
