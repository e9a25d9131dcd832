import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { environmentalKeys } from './keys';
import { resourcePath } from './listResourceRows';

export interface RowDelete {
  type: string;
  year: string;
  rowId: string;
  version: number;
}

/** DELETE /api/resource/{type}/{year}/{rowId}?version=: 409 when the row changed since it was shown. */
export const deleteResourceRow = ({ type, year, rowId, version }: RowDelete) =>
  apiRequest<void>(`${resourcePath(type, year)}/${encodeURIComponent(rowId)}?version=${version}`, {
    method: 'DELETE',
    kind: 'empty',
  });

export function useDeleteResourceRow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResourceRow,
    // Refused or not, the table shows the rows as they are now.
    onSettled: (_reply, _error, { year }) => queryClient.invalidateQueries({ queryKey: environmentalKeys.year(year) }),
  });
}
