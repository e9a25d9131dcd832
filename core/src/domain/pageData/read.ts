import type { Membership } from '../membership';
import { pageDataView } from './records';
import { companyLanguageOf, withMissingCount } from './translations';
import { loadPage } from './store';
import type { DataPage } from '../../catalogue/dataPage';
import type { PagePayload } from '../../catalogue/values';
import type { PeriodDates } from '../../catalogue/dataPage';
import { pageInYear, type YearRef } from './year';

/**
 * What a page never saved shows (its rules' `unsaved`: the company's name, the year's dates), and what its submission
 * checks, so the page is submitted as it reads; undefined for a page that shows nothing before its first save.
 */
export function unsavedValues(m: Membership, page: DataPage, period: PeriodDates): PagePayload | undefined {
  const unsaved = page.rules?.unsaved;
  if (!unsaved) return undefined;
  const company = m.tenant && { ...m.tenant, language: companyLanguageOf(m) };
  return unsaved({ ...(company ? { company } : {}), period });
}

/** GET /api/page-data/{pageKey}/{year}: the year's answers, its version and lock, and last year's answers. */
export async function readPageData(m: Membership, declared: DataPage, ref: YearRef) {
  const { page, year } = await pageInYear(m, declared, ref);
  const { current, lastYear } = await loadPage(m.actor.tenantId, page.key, year);
  const view = pageDataView(page.key, year, current, lastYear);
  const shown = current ? undefined : unsavedValues(m, page, year.period);
  if (shown) view.values = shown;
  return withMissingCount(view, page, m);
}
