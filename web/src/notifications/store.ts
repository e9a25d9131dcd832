import { useSyncExternalStore } from 'react';

/** A top notification (spec §7: failures are shown as top notifications). Text is already translated. */
export interface Notice {
  id: string;
  type: 'success' | 'error' | 'warning' | 'info';
  /** i18n key in the `common` namespace, or literal text when `literal` is set. */
  text: string;
  literal?: boolean;
}

let notices: readonly Notice[] = [];
const listeners = new Set<() => void>();
let seq = 0;

function set(next: readonly Notice[]) {
  notices = next;
  for (const l of listeners) l();
}

export const notifications = {
  /** Same text twice is shown once: many calls failing together produce one notice. */
  push(notice: Omit<Notice, 'id'>): string {
    const existing = notices.find((n) => n.text === notice.text && n.type === notice.type);
    if (existing) return existing.id;
    seq += 1;
    const id = `n${seq}`;
    set([...notices, { ...notice, id }]);
    return id;
  },
  dismiss(id: string) {
    set(notices.filter((n) => n.id !== id));
  },
  clear() {
    set([]);
  },
  list: () => notices,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useNotifications(): readonly Notice[] {
  return useSyncExternalStore(notifications.subscribe, notifications.list);
}
