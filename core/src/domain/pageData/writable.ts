import { Locked } from '../../errors';
import type { Membership } from '../membership';
import { pageRuntime } from './runtime';
import { loadPage } from './store';
import { pageOfYear } from './declared';
import type { YearRef } from './year';

/**
 * What every write to a page's answers starts from, in the order a user would expect the refusals:
 * unknown page or year (404), printed year (423); then this year's and last year's answers and the
 * page's run-time lists, read together.
 */
export async function openPageForWrite(m: Membership, pageKey: string, ref: YearRef) {
  const { page, year } = await pageOfYear(m, pageKey, ref);
  if (year.period.printed) throw Locked();
  const tenantId = m.actor.tenantId;
  const [{ current, lastYear }, runtime] = await Promise.all([
    loadPage(tenantId, page.key, year),
    pageRuntime(page, tenantId, year.period.yearEnd),
  ]);
  return { page, year, current, lastYear, runtime };
}
