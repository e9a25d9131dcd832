import { useStore } from '../ui/store';
import { sessionStore } from './store';
import type { StoredUser } from './types';

/** Snapshots must be stable between changes, so cache by the raw strings they came from. */
let cache: { raw: string; value: SessionSnapshot } | undefined;

export interface SessionSnapshot {
  signedIn: boolean;
  stored: StoredUser | null;
  year: string | null;
}

function snapshot(): SessionSnapshot {
  const raw = [localStorage.getItem('user'), localStorage.getItem('token'), localStorage.getItem('year')].join(
    '\u0000',
  );
  if (cache?.raw === raw) return cache.value;
  const value = { signedIn: sessionStore.hasToken(), stored: sessionStore.user(), year: sessionStore.year() };
  cache = { raw, value };
  return value;
}

export function useSession(): SessionSnapshot {
  return useStore({ get: snapshot, subscribe: sessionStore.subscribe });
}
