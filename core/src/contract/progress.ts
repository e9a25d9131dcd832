import { route } from './route';
import { SectionStatusParams, SectionStatusReply } from '../schemas/progress';
import { DisclosureParams, DisclosureReply } from '../schemas/pageData';

/**
 * The home review: each report section of a reporting year as not started, in
 * progress or complete, from the year's stored data and the report's own gaps (ADR 0134); and the spec's comply or
 * explain per provision, the report's word too. Filed under the workflow group, the year's review, which already
 * builds the year's content index for a page's submit checks.
 */
export const progressRoutes = {
  sectionStatus: route({
    method: 'GET',
    path: '/api/section-status/{year}',
    group: 'workflow',
    access: 'company:read',
    scope: 'company',
    params: SectionStatusParams,
    response: SectionStatusReply,
  }),
  disclosureStatus: route({
    method: 'GET',
    path: '/api/disclosure-status/{year}',
    group: 'workflow',
    access: 'company:read',
    scope: 'company',
    params: DisclosureParams,
    response: DisclosureReply,
  }),
};
