import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { callRoute } from '../../../api/client';
import { environmentalKeys } from './keys';

export interface RowDelete {
  type: string;
  year: string;
  rowId: string;
  version: number;
}

/** DELETE /api/resource/{type}/{year}/{rowId}?version=: 409 when the row changed since it was shown. */
export const deleteResourceRow = ({ type, year, rowId, version }: RowDelete) =>
  callRoute(resourceRoutes.deleteResourceRow, { params: { type, year, rowId }, query: { version } });

export function useDeleteResourceRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResourceRow,
    // Refused or not, the table shows the rows as they are now.
    onSettled: (_reply, _error, { year }) => queryClient.invalidateQueries({ queryKey: environmentalKeys.year(year) }),
  });
}
