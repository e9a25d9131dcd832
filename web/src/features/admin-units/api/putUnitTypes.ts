import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnitTypesPut } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitReadsStale } from './keys';

export type UnitTypeEdit = z.input<typeof UnitTypesPut>['types'][number];

/** PUT /api/uom/types: adds or edits unit types (platform administrators). Without `version` an entry is new, with it an update of that version. */
export const putUnitTypes = (entry: UnitTypeEdit) => callRoute(adminRoutes.putUnitTypes, { body: { types: [entry] } });

export function usePutUnitTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUnitTypes,
    onSuccess: () => unitReadsStale(queryClient),
  });
}
