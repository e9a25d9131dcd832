import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnitsPut } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { unitKeys } from './keys';
import type { Unit } from './listUnits';

export type UnitEdit = z.input<typeof UnitsPut>['units'][number];

/** PUT /api/uom/all: adds or edits units (platform administrators). Without `version` an entry is new, with it an update of that version. */
export const putUnits = (entry: UnitEdit) =>
  apiRequest<Unit[]>('/uom/all', { method: 'PUT', body: { units: [entry] } });

export function usePutUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUnits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.all }),
  });
}
