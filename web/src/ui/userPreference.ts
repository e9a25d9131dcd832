import { useSession } from '../session/useSession';
import { readStorage as read, storageSubscription, useStore } from './store';

const CHANGE = 'esg:user-preference';
const subscribe = storageSubscription(CHANGE);
const keyOf = (name: string, userId: string) => `esg:pref:${name}:${userId}`;

/** Private mode without storage: the choice lasts for this page only. */
const fallback = new Map<string, string>();

/**
 * A display choice kept per user and browser (browser storage, like table preferences): the
 * same user finds it as they left it after a reload; another user on the machine does not. Only
 * values `allowed` accepts are read back; anything else is the default.
 */
export function useUserPreference<T extends string>(name: string, fallbackValue: T, allowed: readonly T[]) {
  const userId = useSession().stored?.user.id ?? 'anonymous';
  const key = keyOf(name, userId);
  const raw = useStore({ subscribe, get: () => read(key) ?? fallback.get(key) ?? null });
  const value = (allowed as readonly string[]).includes(raw ?? '') ? (raw as T) : fallbackValue;
  const save = (next: T) => {
    try {
      localStorage.setItem(key, next);
    } catch {
      fallback.set(key, next);
    }
    window.dispatchEvent(new Event(CHANGE));
  };
  return [value, save] as const;
}
