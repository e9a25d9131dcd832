import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PANEL_COVERS_QUERY, tutorialVisibility } from './visibility';

const storage = (items: Map<string, string>) => ({
  getItem: (k: string) => items.get(k) ?? null,
  setItem: (k: string, v: string) => void items.set(k, v),
  removeItem: (k: string) => void items.delete(k),
});

/** The browser pieces the store uses: localStorage (the user's), sessionStorage (the visit's) and window events. */
function fakeBrowser() {
  const items = new Map<string, string>();
  const visit = new Map<string, string>();
  vi.stubGlobal('localStorage', storage(items));
  vi.stubGlobal('sessionStorage', storage(visit));
  vi.stubGlobal('window', new EventTarget());
  return { items, visit };
}

describe('tutorial visibility (kept in browser storage)', () => {
  let items: Map<string, string>;
  let visit: Map<string, string>;
  beforeEach(() => {
    ({ items, visit } = fakeBrowser());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is open for a user never seen in this browser (first visit), and remembered once written', () => {
    expect(tutorialVisibility.isRemembered('u1')).toBe(false);
    expect(tutorialVisibility.get('u1')).toEqual({ open: true, completed: false });
    tutorialVisibility.setOpen('u1', true);
    expect(tutorialVisibility.isRemembered('u1')).toBe(true);
    expect(JSON.parse(items.get('esg:tutorial:u1')!)).toEqual({ completed: false });
    expect(tutorialVisibility.get('u1')).toEqual({ open: true, completed: false });
  });

  it('is closed on a first visit on a screen where the panel would cover the page (narrower than 1120 px)', () => {
    const laptop = Object.assign(new EventTarget(), {
      matchMedia: (query: string) => ({ matches: query === PANEL_COVERS_QUERY }),
    });
    vi.stubGlobal('window', laptop);
    expect(tutorialVisibility.get('u9')).toEqual({ open: false, completed: false });
    tutorialVisibility.setOpen('u9', true); // the panel's button opens it as anywhere
    expect(tutorialVisibility.get('u9')).toEqual({ open: true, completed: false });
  });

  it('starts closed on every later visit, though the panel was left open; the visit keeps it as left', () => {
    tutorialVisibility.setOpen('u1', true);
    tutorialVisibility.complete('u1');
    visit.clear(); // a new visit: another tab, or the browser opened again
    expect(tutorialVisibility.get('u1')).toEqual({ open: false, completed: true });
    tutorialVisibility.setOpen('u1', true);
    expect(tutorialVisibility.get('u1')).toEqual({ open: true, completed: true });
  });

  it('keeps open/closed and completion per user, and tells subscribers', () => {
    const heard = vi.fn();
    const stop = tutorialVisibility.subscribe(heard);
    tutorialVisibility.setOpen('u1', false);
    tutorialVisibility.complete('u1');
    expect(tutorialVisibility.get('u1')).toEqual({ open: false, completed: true });
    expect(tutorialVisibility.get('u2')).toEqual({ open: true, completed: false });
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
  });

  it('returns the same snapshot until the stored value changes (React external store rule)', () => {
    tutorialVisibility.setOpen('u1', false);
    const first = tutorialVisibility.get('u1');
    expect(tutorialVisibility.get('u1')).toBe(first);
    tutorialVisibility.setOpen('u1', true);
    expect(tutorialVisibility.get('u1')).not.toBe(first);
  });

  it('treats an unreadable entry as a first visit', () => {
    items.set('esg:tutorial:u1', '{not json');
    expect(tutorialVisibility.get('u1')).toEqual({ open: true, completed: false });
  });
});
