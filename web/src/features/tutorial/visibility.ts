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
 * A phone-sized screen (Cloudscape's app layout shows its drawers over the whole page below 688 px): there a panel
 * opened for the reader would cover the page they signed in to, so the first visit leaves it closed, one tap away.
 */
const phoneSized = () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 688px)').matches;
const firstVisit = (): TutorialVisibility => ({ open: !phoneSized(), completed: false });

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

/** The signed-in user's tutorial state; remembers the first visit (panel open, but on a phone) the first time. */
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
