import { useState } from 'react';

/**
 * A form saved on a version, refused by a 409 (the spec's concurrency message): `conflict` while
 * refused, `reload` takes the stored version through `load` and keeps what the user typed, then
 * `reloaded` says so until the next save. `refused(carried)` keeps what the 409 carries (read with
 * web/src/api/conflict.ts, ADR 0083): `load` is handed it, and reads the stored version itself only
 * without it. For editors that keep their own version (page data, monthly rows); dialogs use useVersionedEdit.
 */
export function useConflictReload<T = never>(load: (carried: T | undefined) => Promise<void>) {
  const [conflict, setConflict] = useState(false);
  const [carried, setCarried] = useState<T>();
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await load(carried);
      setConflict(false);
      setCarried(undefined);
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };
  return {
    /** What the editor shows: the conflict, Reload and its progress, and the note after it. */
    view: { conflict, reload, reloading, reloaded },
    /** A 409 answered the save, carrying what is stored now (or not). */
    refused: (current?: T) => {
      setCarried(() => current);
      setConflict(true);
    },
    /** A save went through: no conflict, no note. */
    saved: () => {
      setConflict(false);
      setReloaded(false);
    },
  };
}
