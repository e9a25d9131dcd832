import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnitsPut } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitReadsStale } from './keys';

export type UnitEdit = z.input<typeof UnitsPut>['units'][number];

/** PUT /api/uom/all: adds or edits units (platform administrators). Without `version` an entry is new, with it an update of that version. */
export const putUnits = (entry: UnitEdit) => callRoute(adminRoutes.putUnits, { body: { units: [entry] } });

export function usePutUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putUnits,
    onSuccess: () => unitReadsStale(queryClient),
  });
}
