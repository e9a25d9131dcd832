import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceRowInput } from '@esg/core/schemas/resources';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

export interface RowsSave {
  type: string;
  year: string;
  /** Each with the version it was based on: a stale one is refused with 409, nothing saved. */
  rows: ResourceRowInput[];
}

/** PUT /api/resource/{type}/{year}: upserts the rows all-or-nothing; answers the type's list after it. */
export const saveResourceRows = ({ type, year, rows }: RowsSave) =>
  callRoute(resourceRoutes.saveResourceRows, { params: { type, year }, body: { rows } });

export function useSaveResourceRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResourceRows,
    onSuccess: (reply, { type, year }) => {
      queryClient.setQueryData(environmentalKeys.rows(type, year), reply);
      // The year's emissions follow its rows.
      return queryClient.invalidateQueries({ queryKey: environmentalKeys.emissions(year) });
    },
  });
}
