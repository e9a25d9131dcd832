import { companyInformation } from '../../pages/background/companyInformation';
import type { PagePayload } from '../../catalogue/values';
import type { Membership } from '../membership';
import { pageDataView } from './records';
import { withMissingCount } from './translations';
import { loadPage } from './store';
import type { DataPage } from '../../catalogue/dataPage';
import { pageInYear, type ReportingYear, type YearRef } from './year';

/**
 * What Company information shows before its first save (entered once, shown everywhere):
 * the company's name from onboarding or registration and the year's financial year dates.
 */
function companyInformationDefaults(m: Membership, year: ReportingYear): PagePayload {
  return {
    ...(m.tenant ? { nameEn: m.tenant.name } : {}),
    ...(m.tenant?.nameZh ? { nameZh: m.tenant.nameZh } : {}),
    financialYearStartDate: year.period.financialYearStartDate,
    financialYearEndDate: year.period.financialYearEndDate,
  };
}

/** GET /api/page-data/{pageKey}/{year}: the year's answers, its version and lock, and last year's answers. */
export async function readPageData(m: Membership, declared: DataPage, ref: YearRef) {
  const { page, year } = await pageInYear(m, declared, ref);
  const { current, lastYear } = await loadPage(m.actor.tenantId, page.key, year);
  const view = pageDataView(page.key, year, current, lastYear);
  if (!current && page.key === companyInformation.key) view.values = companyInformationDefaults(m, year);
  return withMissingCount(view, page, m);
}
