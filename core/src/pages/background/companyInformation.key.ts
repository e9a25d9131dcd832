/**
 * Company information's page key, apart from its module: the page-data save renames the company from it
 * (domain/pageData/companyNames.ts) in every group that saves a page, without bundling the page (ADR 0145).
 */
export const COMPANY_INFORMATION = 'company_information';
