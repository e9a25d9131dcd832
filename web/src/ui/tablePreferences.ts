import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import { useSession } from '../session/useSession';
import { readStorage as read, storageSubscription, useStore } from './store';

/** Page size and the columns shown, as Cloudscape's collection preferences hold them. */
export type TablePreferences = Required<Pick<CollectionPreferencesProps.Preferences, 'pageSize' | 'contentDisplay'>>;

const CHANGE = 'esg:table-preferences';
const keyOf = (table: string, userId: string) => `esg:table:${table}:${userId}`;

/** Stored columns in the table's own order; a column added since is shown as the defaults say. */
function merge(defaults: TablePreferences, raw: string | null): TablePreferences {
  if (!raw) return defaults;
  try {
    const saved = JSON.parse(raw) as Partial<TablePreferences>;
    const visible = new Map((saved.contentDisplay ?? []).map((c) => [c.id, c.visible]));
    return {
      pageSize: typeof saved.pageSize === 'number' ? saved.pageSize : defaults.pageSize,
      contentDisplay: defaults.contentDisplay.map((c) => ({ id: c.id, visible: visible.get(c.id) ?? c.visible })),
    };
  } catch {
    return defaults;
  }
}

const cache = new Map<string, { raw: string | null; value: TablePreferences }>();
const subscribe = storageSubscription(CHANGE);

/**
 * A table's preferences, kept per user and browser (browser storage, like the tutorial's state):
 * the same user finds the table as they left it; another user on the machine does not.
 */
export function useTablePreferences(table: string, defaults: TablePreferences) {
  const userId = useSession().stored?.user.id ?? 'anonymous';
  const key = keyOf(table, userId);
  const value = useStore({
    subscribe,
    get: () => {
      const raw = read(key);
      const hit = cache.get(key);
      if (hit && hit.raw === raw) return hit.value;
      const fresh = merge(defaults, raw);
      cache.set(key, { raw, value: fresh });
      return fresh;
    },
  });
  const save = (next: TablePreferences) => {
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Private mode without storage: the choice lasts for this page only.
      cache.set(key, { raw: read(key), value: next });
    }
    window.dispatchEvent(new Event(CHANGE));
  };
  return [value, save] as const;
}
