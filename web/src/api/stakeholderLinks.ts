import { queryOptions } from '@tanstack/react-query';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { callRoute } from './client';

export const stakeholderKeys = {
  all: ['stakeholderLinks'] as const,
  year: (year: string) => [...stakeholderKeys.all, year] as const,
};

/**
 * GET /api/questionnaire/stakeholderLinks/{year}: the list of the year's stakeholder links. Read
 * by the stakeholder engagement page (the list) and the materiality matrix (its respondent groups).
 */
export const stakeholderLinksQuery = (year: string) =>
  queryOptions({
    queryKey: stakeholderKeys.year(year),
    queryFn: () => callRoute(questionnaireRoutes.stakeholderLinks, { params: { year } }),
  });
