import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersRoutes } from '@esg/core/contract/users';
import { callRoute } from '../../../api/client';

import { accessKeys } from './keys';

export interface PageAuthorization {
  roleId: string;
  visible: string[];
  version: number;
}

/** PUT /api/pages/{id}: which of its allowed pages the role's members see (never more than allowed). */
export const putRolePages = ({ roleId, visible, version }: PageAuthorization) =>
  callRoute(usersRoutes.putRolePages, { params: { id: roleId }, body: { visible, version } });

export function usePutRolePages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRolePages,
    onSuccess: (reply) => {
      queryClient.setQueryData(accessKeys.rolePages(reply.roleId), reply);
      return queryClient.invalidateQueries({ queryKey: accessKeys.sidebar(reply.roleId) });
    },
  });
}
