import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceRowInput } from '@esg/core/domain/resources/schemas';
import { apiRequest } from '../../../api/client';
import { environmentalKeys } from './keys';
import type { ResourceList } from './listResourceRows';

export type NewRow = Omit<ResourceRowInput, 'id' | 'version'>;

export interface NewRows {
  type: string;
  year: string;
  rows: NewRow[];
}

/** POST /api/resource/{type}/newBatch: new rows for a year; answers the type's list after it. */
export const newResourceBatch = ({ type, year, rows }: NewRows) =>
  apiRequest<ResourceList>(`/resource/${encodeURIComponent(type)}/newBatch`, {
    method: 'POST',
    body: { year, rows },
  });

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
