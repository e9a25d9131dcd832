import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConversionsPut } from '@esg/core/schemas/units';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { unitReadsStale } from './keys';

export type ConversionEdit = z.input<typeof ConversionsPut>['conversions'][number];

/** PUT /api/uom/conversions: adds or edits exact factors; each must agree with the graph. Without `version` an entry is new, with it an update of that version. */
export const putConversions = (entry: ConversionEdit) =>
  callRoute(adminRoutes.putConversions, { body: { conversions: [entry] } });

export function usePutConversions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putConversions,
    onSuccess: () => unitReadsStale(queryClient),
  });
}
