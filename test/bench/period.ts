import { ulid } from 'ulid';
import { keys } from '@esg/core/infra/db/keys';
import type { Change } from '@esg/core/infra/db/write';

/** The write that gives a bench company one open reporting year, the calendar year ending `yearEnd`. */
export const openYear = (tenantId: string, yearEnd: string): Change => {
  const start = `${yearEnd.slice(0, 4)}-01-01`;
  return {
    op: 'create',
    key: keys.period(tenantId, yearEnd),
    item: {
      id: ulid(),
      yearEnd,
      startDate: start,
      endDate: yearEnd,
      financialYearStartDate: start,
      financialYearEndDate: yearEnd,
      printed: false,
    },
  };
};
