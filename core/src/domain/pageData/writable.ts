import { Locked } from '../../errors';
import type { Membership } from '../membership';
import { refuseReadOnlyPage } from '../workflow/guard';
import { pageRuntime } from './runtime';
import { loadPage } from './store';
import type { DataPage } from '../../catalogue/dataPage';
import { pageInYear, type YearRef } from './year';

/**
 * What every write to a page's answers starts from, in the order a user would expect the refusals:
 * a year without the page (404), printed year (423), the page submitted for review or approved (423, ADR 0102); then this year's and last year's answers and the
 * page's run-time lists, read together.
 */
export async function openPageForWrite(m: Membership, declared: DataPage, ref: YearRef) {
  const { page, year } = await pageInYear(m, declared, ref);
  if (year.period.printed) throw Locked();
  const tenantId = m.actor.tenantId;
  await refuseReadOnlyPage(tenantId, year.period.yearEnd, page.key);
  const [{ current, lastYear }, runtime] = await Promise.all([
    loadPage(tenantId, page.key, year),
    pageRuntime(page, tenantId, year.period.yearEnd),
  ]);
  return { page, year, current, lastYear, runtime };
}
