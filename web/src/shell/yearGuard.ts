/**
 * Switching the reporting year in the top bar does not navigate, so the router's blocker cannot
 * see it: a page with unsaved edits registers a guard here that asks first and then proceeds (or not).
 */
type Guard = (proceed: () => void) => void;
let guard: Guard | null = null;

export const yearGuard = {
  set(next: Guard | null) {
    guard = next;
  },
  /** Runs the change at once, or once the page's guard allows it. */
  request(change: () => void) {
    if (guard) guard(change);
    else change();
  },
};
