import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnitTypesPut } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { unitKeys } from './keys';
import type { UnitType } from './listUnitTypes';

export type UnitTypeEdit = z.input<typeof UnitTypesPut>['types'][number];

/** PUT /api/uom/types: adds or edits unit types (platform administrators). Without `version` an entry is new, with it an update of that version. */
export const putUnitTypes = (entry: UnitTypeEdit) =>
  apiRequest<UnitType[]>('/uom/types', { method: 'PUT', body: { types: [entry] } });

export function usePutUnitTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUnitTypes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
