import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RuleSet } from '@esg/core/vocabulary/ruleSets';
import type { KpiList, KpiView } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { kpiKeys } from './keys';

export type Kpi = KpiView;
export type KpiCatalogue = z.output<typeof KpiList>;

/** GET /api/kpis?ruleSet=: one rule set's provisions, in catalogue order. */
export const kpisQuery = (ruleSet: RuleSet) =>
  queryOptions({
    queryKey: kpiKeys.ruleSet(ruleSet),
    queryFn: ({ signal }) => callRoute(adminRoutes.listKpis, { query: { ruleSet }, signal }),
  });

export const useKpis = (ruleSet: RuleSet) => useQuery(kpisQuery(ruleSet));
