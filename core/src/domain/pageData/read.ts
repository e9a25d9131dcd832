import type { Membership } from '../membership';
import { pageDataView } from './records';
import { companyLanguageOf, withMissingCount } from './translations';
import { loadPage } from './store';
import type { DataPage } from '../../catalogue/dataPage';
import { pageInYear, type YearRef } from './year';

/** GET /api/page-data/{pageKey}/{year}: the year's answers, its version and lock, and last year's answers. */
export async function readPageData(m: Membership, declared: DataPage, ref: YearRef) {
  const { page, year } = await pageInYear(m, declared, ref);
  const { current, lastYear } = await loadPage(m.actor.tenantId, page.key, year);
  const view = pageDataView(page.key, year, current, lastYear);
  const unsaved = page.rules?.unsaved;
  if (!current && unsaved) {
    const company = m.tenant && { ...m.tenant, language: companyLanguageOf(m) };
    view.values = unsaved({ ...(company ? { company } : {}), period: year.period });
  }
  return withMissingCount(view, page, m);
}
