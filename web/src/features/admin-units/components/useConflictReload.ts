import { useState } from 'react';

/**
 * Optimistic concurrency for one catalogue entry: the version a save is based on, and "Reload"
 * after a conflict (409), which takes the stored version and keeps what the user typed.
 */
export function useConflictReload(initial: number | undefined, fetchVersion: () => Promise<number | undefined>) {
  const [version, setVersion] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const reload = async (afterwards: () => void) => {
    setReloading(true);
    try {
      setVersion(await fetchVersion());
      afterwards();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };
  return { version, reload, reloading, reloaded };
}
