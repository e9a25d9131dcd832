import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import type { Change } from '@esg/core/infra/db/write';
import type { PeriodRecord } from '@esg/core/domain/records';

/** A reporting year: its year end, whether it is printed, and its financial year start (default: a year before). */
export interface YearSpec {
  yearEnd: string;
  printed?: boolean;
  start?: string;
}

/** The first day of the year that ends on `yearEnd`. */
const dayAfterYearBefore = (yearEnd: string) => {
  const end = new Date(`${yearEnd}T00:00:00Z`);
  return new Date(Date.UTC(end.getUTCFullYear() - 1, end.getUTCMonth(), end.getUTCDate() + 1))
    .toISOString()
    .slice(0, 10);
};

/** The write that creates the year's period item. */
export function periodChange(tenantId: string, y: YearSpec): Change {
  const start = y.start ?? dayAfterYearBefore(y.yearEnd);
  const item: Omit<PeriodRecord, 'version'> = {
    id: ulid(),
    yearEnd: y.yearEnd,
    startDate: start,
    endDate: y.yearEnd,
    financialYearStartDate: start,
    financialYearEndDate: y.yearEnd,
    printed: y.printed ?? false,
  };
  return { op: 'create', key: keys.period(tenantId, y.yearEnd), item };
}
