import * as z from 'zod';
import { boardStatement } from '../../pages/background/boardStatement';
import { companyInformation } from '../../pages/background/companyInformation';
import { policies } from '../../pages/background/policies';
import { reportingBoundaries } from '../../pages/background/reportingBoundaries';
import { riskManagement } from '../../pages/background/riskManagement';
import { stakeholder } from '../../pages/background/stakeholder';
import type { PageDeclaration } from '../../catalogue/page';
import { withSchema } from '../files/validated';
import { IsoDate } from '../../schemas/common';
import { readPageData } from '../pageData/read';
import { savePageData } from '../pageData/save';
import { pageBody, yearPageBody, YearParams } from './schemas';

/**
 * The spec's per-page Background calls are the page-data API under the spec's names: the same
 * declaration, the same item (`PAGE#<pageKey>` of the year), the same validation, rules, audit,
 * locked-year (423) and version (409) checks. Nothing here stores a second copy.
 */
function pageCalls(page: PageDeclaration) {
  return {
    read: withSchema(YearParams, (m, { year }) => readPageData(m, page.key, year)),
    save: withSchema(z.strictObject({ year: IsoDate, body: pageBody(page) }), (m, { year, body }) =>
      savePageData(m, page.key, year, body),
    ),
  };
}

export const CompanyInfo = {
  read: pageCalls(companyInformation).read,
  /** `PUT /api/comp/info`: the year travels in the body, as the spec's path names none. */
  save: withSchema(yearPageBody(companyInformation), (m, { year, values, version }) =>
    savePageData(m, companyInformation.key, year, { values, version }),
  ),
};
export const Boundaries = pageCalls(reportingBoundaries);
export const BoardStatement = pageCalls(boardStatement);
export const RiskManagement = pageCalls(riskManagement);
export const Policies = pageCalls(policies);
export const Stakeholders = pageCalls(stakeholder);
