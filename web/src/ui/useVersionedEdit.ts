import { useState } from 'react';
import { carriedVersion } from '../api/conflict';

/**
 * Optimistic concurrency for one edited entry (spec: a 409 carries the concurrency message): the
 * version a save is based on, and Reload after a conflict, which takes the stored version and
 * keeps what the user typed (the form's values are not touched). The stored version is the one the
 * 409 carries (ADR 0083); only a refusal that carries none makes Reload read it (`fetchVersion`).
 */
export function useVersionedEdit(initial: number | undefined, fetchVersion: () => Promise<number | undefined>) {
  const [version, setVersion] = useState(initial);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  /** `afterwards` clears the failed save (e.g. `mutation.reset`), so the conflict message goes. */
  const reload = async (afterwards: () => void, refusal?: unknown) => {
    setReloading(true);
    try {
      setVersion(carriedVersion(refusal) ?? (await fetchVersion()));
      afterwards();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };
  /** The entry as saved: with the version it is based on, or without one when it is new. */
  const withVersion = <T extends object>(entry: T): T & { version?: number } =>
    version === undefined ? entry : { ...entry, version };
  /** A form that stays open after a save edits on from the version the server answered. */
  const saved = (next: number) => {
    setVersion(next);
    setReloaded(false);
  };
  return { version, withVersion, reload, reloading, reloaded, saved };
}

export type VersionedEdit = ReturnType<typeof useVersionedEdit>;
