import { route } from './route';
import { SectionStatusParams, SectionStatusReply } from '../schemas/progress';

/**
 * The home review: each report section of a reporting year as not started, in
 * progress or complete, from the year's stored data. Filed under the background group, which
 * holds the page data it reads.
 */
export const progressRoutes = {
  sectionStatus: route({
    method: 'GET',
    path: '/api/section-status/{year}',
    group: 'background',
    access: 'company:read',
    scope: 'company',
    params: SectionStatusParams,
    response: SectionStatusReply,
  }),
};
