import { createStore, useStore } from '../ui/store';

/** A top notification (docs/spec-coverage.md: failures are shown as top notifications). Text is already translated. */
export interface Notice {
  id: string;
  type: 'success' | 'error' | 'warning' | 'info';
  /** i18n key in the `common` namespace, or literal text when `literal` is set. */
  text: string;
  literal?: boolean;
}

const store = createStore<readonly Notice[]>([]);
let seq = 0;

export const notifications = {
  /** Same text twice is shown once: many calls failing together produce one notice. */
  push(notice: Omit<Notice, 'id'>): string {
    const existing = store.get().find((n) => n.text === notice.text && n.type === notice.type);
    if (existing) return existing.id;
    seq += 1;
    const id = `n${seq}`;
    store.set([...store.get(), { ...notice, id }]);
    return id;
  },
  dismiss(id: string) {
    store.set(store.get().filter((n) => n.id !== id));
  },
  clear() {
    store.set([]);
  },
  list: store.get,
  subscribe: store.subscribe,
};

export function useNotifications(): readonly Notice[] {
  return useStore(store);
}
