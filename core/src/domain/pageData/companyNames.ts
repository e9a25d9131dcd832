import { COMPANY_INFORMATION } from '../../pages/background/companyInformation.key';
import type { PagePayload } from '../../catalogue/values';
import * as keys from '../../infra/db/itemKeys';
import type { Change } from '../../infra/db/write';
import { companyIndex } from '../company/records';
import type { Membership } from '../membership';
import type { ReportingYear } from './year';

const given = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The company's names are one fact: what Company information saves for the company's latest year is what
 * the platform's companies list, sessions and reports read — the tenant item and the platform's index
 * change in the page's own transaction. An older year's page keeps the names it printed with and changes
 * nothing else; a name left empty is not a rename.
 */
export async function companyNameChanges(
  m: Membership,
  pageKey: string,
  year: ReportingYear,
  values: PagePayload,
): Promise<Change[]> {
  if (pageKey !== COMPANY_INFORMATION || !m.tenant) return [];
  const latest = m.periods.reduce((a, p) => (p.yearEnd > a ? p.yearEnd : a), '');
  if (year.period.yearEnd !== latest) return [];
  const set: Record<string, string> = {};
  if (given(values.nameEn) && values.nameEn.trim() !== m.tenant.name) set.name = values.nameEn.trim();
  if (given(values.nameZh) && values.nameZh.trim() !== m.tenant.nameZh) set.nameZh = values.nameZh.trim();
  if (Object.keys(set).length === 0) return [];
  const index = await companyIndex(m.tenant.id);
  return [
    { op: 'update', key: keys.tenant(m.tenant.id), expectedVersion: m.tenant.version, set },
    { op: 'update', key: keys.companyIndex(m.tenant.id), expectedVersion: index.version, set },
  ];
}
