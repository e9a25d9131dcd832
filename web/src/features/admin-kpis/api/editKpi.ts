import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RuleSet } from '@esg/core/vocabulary/ruleSets';
import type { KpiEdit } from '@esg/core/schemas/admin';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { kpiKeys } from './keys';

export type KpiChange = z.input<typeof KpiEdit> & { ruleSet: RuleSet; code: string };

/** PUT /api/kpis/{ruleSet}/{code}: edits the provision in this rule set only (other years keep theirs). */
export const editKpi = ({ ruleSet, code, ...body }: KpiChange) =>
  callRoute(adminRoutes.editKpi, { params: { ruleSet, code }, body });

export function useEditKpi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editKpi,
    onSuccess: (kpi) => queryClient.invalidateQueries({ queryKey: kpiKeys.ruleSet(kpi.ruleSet) }),
  });
}
