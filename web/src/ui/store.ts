import { useSyncExternalStore } from 'react';

/**
 * The tiny external store that module state shared across components is built on (loading
 * counter, notices, the page's tour): a value, a way to change it, and React re-rendering on change.
 */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(value, next)) return;
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A store's value in a component, re-rendered when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Subscribes to a localStorage-backed state: `event` is dispatched on window by our own writes,
 * `storage` arrives from other tabs (a logout in one tab signs out all).
 */
export function storageSubscription(event: string) {
  return (listener: () => void) => {
    window.addEventListener(event, listener);
    window.addEventListener('storage', listener);
    return () => {
      window.removeEventListener(event, listener);
      window.removeEventListener('storage', listener);
    };
  };
}

/** A localStorage value, or null where storage is unavailable (private mode) or empty. */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
