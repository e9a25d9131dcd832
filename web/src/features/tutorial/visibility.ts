import { useEffect } from 'react';
import { storageSubscription, useStore } from '../../ui/store';

/**
 * Spec §3 local state "tutorial visibility", per user and browser: whether the panel is open and
 * whether the tour was finished. No entry means this user has not signed in here before, so the
 * panel opens (first login) and that is remembered at once.
 */
export interface TutorialVisibility {
  open: boolean;
  completed: boolean;
}

const PREFIX = 'esg:tutorial:';
const CHANGE = 'esg:tutorial';
const FIRST_LOGIN: TutorialVisibility = { open: true, completed: false };
const CLOSED: TutorialVisibility = { open: false, completed: false };

const keyOf = (userId: string) => `${PREFIX}${userId}`;

function readRaw(userId: string): string | null {
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): TutorialVisibility | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<TutorialVisibility>;
    return { open: v.open === true, completed: v.completed === true };
  } catch {
    return null;
  }
}

function save(userId: string, value: TutorialVisibility) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(value));
  } catch {
    // Private mode without storage: the state lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE));
}

let cache: { raw: string | null; userId: string; value: TutorialVisibility } | undefined;

export const tutorialVisibility = {
  get(userId: string): TutorialVisibility {
    const raw = readRaw(userId);
    if (cache?.userId === userId && cache.raw === raw) return cache.value;
    const value = parse(raw) ?? FIRST_LOGIN;
    cache = { raw, userId, value };
    return value;
  },
  isRemembered: (userId: string) => parse(readRaw(userId)) !== null,
  setOpen(userId: string, open: boolean) {
    save(userId, { ...this.get(userId), open });
  },
  complete(userId: string) {
    save(userId, { ...this.get(userId), completed: true });
  },
  subscribe: storageSubscription(CHANGE),
};

/** The signed-in user's tutorial state; remembers the first-login default the first time. */
export function useTutorialVisibility(userId: string | undefined): TutorialVisibility {
  const value = useStore({
    get: () => (userId ? tutorialVisibility.get(userId) : CLOSED),
    subscribe: tutorialVisibility.subscribe,
  });
  useEffect(() => {
    if (userId && !tutorialVisibility.isRemembered(userId)) tutorialVisibility.setOpen(userId, true);
  }, [userId]);
  return value;
}
