import type { TutorialPanelProps } from '@cloudscape-design/components/tutorial-panel';
import { createStore, useStore } from '../ui/store';

/**
 * The tutorial of the page on screen (a catalogue page's `tutorial_step` entries, translated by
 * the page), offered in the shell's tutorial panel beside the shell's own tours. Held here because
 * features do not import each other: the page sets it, the tutorial feature reads it.
 */
export const pageTour = createStore<TutorialPanelProps.Tutorial | null>(null);

export const usePageTour = () => useStore(pageTour);
