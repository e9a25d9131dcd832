import { blankText, ruleIssue } from '../../catalogue/issues';
import type { PageRules, YearRuleInput } from '../../catalogue/dataPage';
import { OTHER_BUSINESS_NATURES } from './businessNature';

const yearForwards = ({ values: { financialYearStartDate: start, financialYearEndDate: end } }: YearRuleInput) =>
  typeof start === 'string' && typeof end === 'string' && end <= start
    ? [ruleIssue('financialYearEndDate', 'min', { min: start })]
    : [];

const otherNature = ({ values }: YearRuleInput) =>
  ((values.businessNature as string[] | undefined) ?? []).some((n) => OTHER_BUSINESS_NATURES.has(n)) &&
  blankText(values.businessNatureOther)
    ? [ruleIssue('businessNatureOther', 'missingInput')]
    : [];

/**
 * The financial year runs forwards; an 'other' business nature is described; a copy from last year
 * takes this year's financial year, not last year's; before its first save the page shows the company's name and
 * language from onboarding or registration and the year's financial year dates.
 */
export const COMPANY_RULES: PageRules = {
  year: (input) => [...yearForwards(input), ...otherNature(input)],
  copy: (values, period) => ({
    ...values,
    financialYearStartDate: period.financialYearStartDate,
    financialYearEndDate: period.financialYearEndDate,
  }),
  unsaved: ({ company, period }) => ({
    ...(company ? { nameEn: company.name } : {}),
    ...(company?.nameZh ? { nameZh: company.nameZh } : {}),
    ...(company ? { languagePreference: company.language } : {}),
    financialYearStartDate: period.financialYearStartDate,
    financialYearEndDate: period.financialYearEndDate,
  }),
};
