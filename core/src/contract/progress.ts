import { route } from './route';
import { SectionStatusParams, SectionStatusReply } from '../schemas/progress';
import { DisclosureParams, DisclosureReply } from '../schemas/pageData';

/**
 * The home review: each report section of a reporting year as not started, in
 * progress or complete, from the year's stored data and the report's own gaps (ADR 0134); and the spec's comply or
 * explain per provision, the report's word too. Filed under the reporting group, which builds the year's content
 * index for its report requests and a page's submit checks (docs/decisions/0160-the-routes-that-read-the-reports-gaps-run-with-it.md).
 */
export const progressRoutes = {
  sectionStatus: route({
    method: 'GET',
    path: '/api/section-status/{year}',
    group: 'reporting',
    access: 'company:read',
    scope: 'company',
    params: SectionStatusParams,
    response: SectionStatusReply,
  }),
  disclosureStatus: route({
    method: 'GET',
    path: '/api/disclosure-status/{year}',
    group: 'reporting',
    access: 'company:read',
    scope: 'company',
    params: DisclosureParams,
    response: DisclosureReply,
  }),
};
