import type { Membership } from '../membership';
import { pageDataView } from './records';
import { loadPage } from './store';
import { pageOfYear } from './year';

/** GET /api/page-data/{pageKey}/{year}: the year's answers, its version and lock, and last year's answers. */
export async function readPageData(m: Membership, pageKey: string, yearEnd: string) {
  const { page, year } = await pageOfYear(m, pageKey, yearEnd);
  const { current, lastYear } = await loadPage(m.actor.tenantId, page.key, year);
  return pageDataView(page.key, year, current, lastYear);
}
