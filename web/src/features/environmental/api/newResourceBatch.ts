import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceRowInput } from '@esg/core/schemas/resources';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

export type NewRow = Omit<ResourceRowInput, 'id' | 'version'>;

export interface NewRows {
  type: string;
  year: string;
  rows: NewRow[];
}

/** POST /api/resource/{type}/newBatch: new rows for a year; answers the type's list after it. */
export const newResourceBatch = ({ type, year, rows }: NewRows) =>
  callRoute(resourceRoutes.newResourceBatch, { params: { type }, body: { year, rows } });

export function useNewResourceBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: newResourceBatch,
    onSuccess: (reply, { type, year }) => {
      queryClient.setQueryData(environmentalKeys.rows(type, year), reply);
      return queryClient.invalidateQueries({ queryKey: environmentalKeys.emissions(year) });
    },
  });
}
