import { useSyncExternalStore } from 'react';
import type { TutorialPanelProps } from '@cloudscape-design/components/tutorial-panel';

/**
 * The tutorial of the page on screen (a catalogue page's `tutorial_step` entries, translated by
 * the page), offered in the shell's tutorial panel beside the shell's own tours. Held here because
 * features do not import each other: the page sets it, the tutorial feature reads it.
 */
let current: TutorialPanelProps.Tutorial | null = null;
const listeners = new Set<() => void>();

export const pageTour = {
  set(tour: TutorialPanelProps.Tutorial | null) {
    if (current === tour) return;
    current = tour;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
};

export const usePageTour = () => useSyncExternalStore(pageTour.subscribe, pageTour.get, pageTour.get);
