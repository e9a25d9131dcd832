import type { TutorialStep } from '@esg/core/catalogue/page';
import { HOTSPOTS } from '../../shell/hotspots';
import type { TourKey } from './i18n';

/** A step as data (ADR 0005, "Tutorial"): the hotspot it points at and its i18n keys. */
export interface TourStep extends TutorialStep {
  titleKey: TourKey;
  contentKey: TourKey;
}

export interface TourTask {
  /** A company's year (Home's review and company card): platform staff's Home has neither. */
  companyOnly?: boolean;
  titleKey: TourKey;
  steps: readonly TourStep[];
}

export interface TourDeclaration {
  id: string;
  titleKey: TourKey;
  descriptionKey: TourKey;
  completedKey: TourKey;
  tasks: readonly TourTask[];
}

const step = (id: keyof typeof HOTSPOTS): TourStep => ({
  id,
  target: HOTSPOTS[id],
  titleKey: `${id}Title`,
  contentKey: `${id}Content`,
});

/**
 * The shell's walkthrough, in order. Every hotspot it names is on Home (or the navigation beside
 * it), because Cloudscape only enables "Next" when the next step's hotspot is on screen; the
 * user menu's Tutorial entry therefore opens Home.
 */
export const GETTING_STARTED: TourDeclaration = {
  id: 'getting-started',
  titleKey: 'title',
  descriptionKey: 'description',
  completedKey: 'completed',
  tasks: [
    { titleKey: 'taskFindYourWay', steps: [step('greeting'), step('navigation')] },
    { titleKey: 'taskYourYear', steps: [step('review'), step('company')], companyOnly: true },
  ],
};

export const TOURS: readonly TourDeclaration[] = [GETTING_STARTED];
