import { describe, expect, it } from 'vitest';
import { COMPANY_RULES } from './companyInformation.rules';

const period = {
  startDate: '2025-04-01',
  endDate: '2026-03-31',
  financialYearStartDate: '2025-04-01',
  financialYearEndDate: '2026-03-31',
};

describe('Company information before its first save', () => {
  it('shows what onboarding entered: the names, the company’s language and the year’s dates', () => {
    const company = { name: 'Harbour Light Holdings Limited', nameZh: '港燈控股有限公司', language: 'hk' };
    expect(COMPANY_RULES.unsaved!({ company, period })).toEqual({
      nameEn: 'Harbour Light Holdings Limited',
      nameZh: '港燈控股有限公司',
      languagePreference: 'hk',
      financialYearStartDate: '2025-04-01',
      financialYearEndDate: '2026-03-31',
    });
  });
});
