import type { CompanyView } from '@esg/core/schemas/company';

/** A company as GET /api/comp/all answers it, with its Chinese name when given and its years (none unless given). */
export const companyView = (
  id: string,
  name: string,
  nameZh?: string,
  compPeriods: CompanyView['compPeriods'] = [],
): CompanyView => ({
  id,
  name,
  ...(nameZh ? { nameZh } : {}),
  langKey: 'en',
  version: 1,
  compPeriods,
});
