import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchLatestUser, type ManagedUser } from '../api/listUsers';
import { adminUsersKeys } from '../api/keys';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';

/**
 * A user edited on its version (optimistic concurrency, ADR 0083). Reload after a conflict takes the user's
 * latest stored copy as the base of the next save (version, and the role and activation an edit
 * sends unchanged), while the form keeps what the administrator typed.
 */
export function useUserEdit(user: ManagedUser) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(user);
  const edit = useVersionedEdit(user.version, async () => {
    const latest = await fetchLatestUser(user);
    if (latest) setBase(latest);
    void queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() });
    return (latest ?? base).version;
  });
  return { base, edit };
}
