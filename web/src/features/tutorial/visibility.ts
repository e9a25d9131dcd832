import { useEffect } from 'react';
import { storageSubscription, useStore } from '../../ui/store';

/**
 * The spec's local state "tutorial visibility", per user and browser: whether the panel is open and
 * whether the tour was finished. The user's entry (localStorage) says they have been here and whether
 * they finished the tour; whether the panel is open belongs to the visit (sessionStorage: this tab,
 * reloads included). So the panel opens on the first visit and is remembered at once, and every
 * later visit starts with it closed — the tables get the width they need — until the user opens it.
 */
export interface TutorialVisibility {
  open: boolean;
  completed: boolean;
}

const PREFIX = 'esg:tutorial:';
const OPEN_PREFIX = 'esg:tutorial-open:';
const CHANGE = 'esg:tutorial';
const CLOSED: TutorialVisibility = { open: false, completed: false };

const keyOf = (userId: string) => `${PREFIX}${userId}`;
const openKeyOf = (userId: string) => `${OPEN_PREFIX}${userId}`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Private mode without storage: the state lasts for this page only.
  }
}

/**
 * Where the shell's tutorial panel covers the content's right side instead of standing beside it: narrower than
 * Cloudscape's 1120 px (app/shell/shell.css, ADR 0126), a 1024 px laptop or tablet among them, a phone too.
 */
export const PANEL_COVERS_QUERY = '(max-width: 1119.98px)';

/**
 * There a panel opened for the reader would cover the page they signed in to, every page until they close it, so
 * the first visit leaves it closed, one click away; wider, it opens beside the content.
 */
const panelCovers = () => typeof window.matchMedia === 'function' && window.matchMedia(PANEL_COVERS_QUERY).matches;
const firstVisit = (): TutorialVisibility => ({ open: !panelCovers(), completed: false });

const local = () => localStorage;
const session = () => sessionStorage;

/** The user's entry: null when they have not been here (or it cannot be read). */
function parseSeen(raw: string | null): { completed: boolean } | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as { completed?: unknown };
    return { completed: v.completed === true };
  } catch {
    return null;
  }
}

let cache: { key: string; value: TutorialVisibility } | undefined;

export const tutorialVisibility = {
  get(userId: string): TutorialVisibility {
    const seenRaw = read(local, keyOf(userId));
    const openRaw = read(session, openKeyOf(userId));
    const key = `${userId}\u0000${seenRaw}\u0000${openRaw}`;
    if (cache?.key === key) return cache.value;
    const seen = parseSeen(seenRaw);
    const value = seen ? { open: openRaw === 'true', completed: seen.completed } : firstVisit();
    cache = { key, value };
    return value;
  },
  isRemembered: (userId: string) => parseSeen(read(local, keyOf(userId))) !== null,
  setOpen(userId: string, open: boolean) {
    write(local, keyOf(userId), JSON.stringify({ completed: this.get(userId).completed }));
    write(session, openKeyOf(userId), String(open));
    window.dispatchEvent(new Event(CHANGE));
  },
  complete(userId: string) {
    write(local, keyOf(userId), JSON.stringify({ completed: true }));
    window.dispatchEvent(new Event(CHANGE));
  },
  subscribe: storageSubscription(CHANGE),
};

/** The signed-in user's tutorial state; remembers the first visit (panel open, but where it covers the page) the first time. */
export function useTutorialVisibility(userId: string | undefined): TutorialVisibility {
  const value = useStore({
    get: () => (userId ? tutorialVisibility.get(userId) : CLOSED),
    subscribe: tutorialVisibility.subscribe,
  });
  useEffect(() => {
    if (userId && !tutorialVisibility.isRemembered(userId)) tutorialVisibility.setOpen(userId, firstVisit().open);
  }, [userId]);
  return value;
}
