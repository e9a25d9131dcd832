import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PrivilegeUpdate } from '@esg/core/schemas/users';
import { apiRequest } from '../../../api/client';
import { accessKeys } from './keys';
import type { PrivilegeEntry } from './listPrivileges';

export type PrivilegeChange = z.input<typeof PrivilegeUpdate>;

/** PUT /api/privilege/{id} (platform administrators): names and status; the key never changes. */
export const updatePrivilege = ({ id, ...body }: PrivilegeChange & { id: string }) =>
  apiRequest<PrivilegeEntry>(`/privilege/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdatePrivilege() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivilege,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessKeys.privileges() }),
  });
}
