import type { BinaryReply } from '../../lib/binary';
import { periodMonths } from '../../lib/dates';
import { languageOf, type Language } from '../../schemas/common';
import type { CompanyMembership } from '../membership';
import { reportingYear } from '../pageData/year';
import { sheetLocations } from './locations';
import type { ResourceRecord } from '../resources/rows';
import { storedRows } from '../resources/stored';
import type { ResourceType } from '../../schemas/resources';
import { loadUnits } from '../units/read';
import { socialYear } from './socialYear';
import { textsYear } from './textsSheet';
import { buildTemplate } from './template';
import { companyNameIn } from '../companyName';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every resource row of a year (one Query over `RES#`), by type, in a stable order. */
export async function yearRows(tenantId: string, yearEnd: string) {
  const byType: Partial<Record<ResourceType, ResourceRecord[]>> = {};
  for (const r of await storedRows(tenantId, yearEnd)) (byType[r.type] ??= []).push(r);
  for (const rows of Object.values(byType))
    rows.sort((a, b) => a.locationId.localeCompare(b.locationId) || a.rowId.localeCompare(b.rowId));
  return byType;
}

/**
 * GET /api/archived-result/excel/template?year=&language=: the year's workbook for the caller's
 * company in the language the caller chose (the profile's when none), pre-filled so that uploading it unchanged changes nothing. A printed
 * year can be downloaded (its figures are readable); only its import is refused.
 */
export async function excelTemplate(m: CompanyMembership, yearEnd: string, language?: Language): Promise<BinaryReply> {
  const tenantId = m.actor.tenantId;
  const year = await reportingYear(m, yearEnd);
  const [locations, units, rows] = await Promise.all([
    sheetLocations(tenantId, yearEnd),
    loadUnits(),
    yearRows(tenantId, yearEnd),
  ]);
  const [social, texts] = await Promise.all([socialYear(tenantId, yearEnd, locations), textsYear(tenantId, yearEnd)]);
  const workbookLanguage = language ?? languageOf(m.user.langKey);
  const bytes = await buildTemplate({
    language: workbookLanguage,
    company: companyNameIn(m.tenant, workbookLanguage),
    yearEnd,
    periodMonths: periodMonths(year.period.financialYearStartDate),
    locations,
    units: units.units,
    rows,
    social,
    texts,
  });
  return { bytes, contentType: XLSX_TYPE, fileName: `ESG-data-${yearEnd}.xlsx`, disposition: 'attachment' };
}
