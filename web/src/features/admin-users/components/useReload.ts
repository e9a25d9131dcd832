import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchLatestUser, type ManagedUser } from '../api/listUsers';
import { adminUsersKeys } from '../api/keys';

/**
 * After a conflict (409): the user's latest stored copy becomes the base of the next save, while
 * the form keeps what the administrator typed (spec §8 concurrency message, then "Reload").
 */
export function useReloadUser(initial: ManagedUser) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await fetchLatestUser(base);
      if (latest) setBase(latest);
      setReloaded(true);
      void queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() });
    } finally {
      setReloading(false);
    }
  };
  return { base, reload, reloading, reloaded };
}
