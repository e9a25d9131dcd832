import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorialPanelProps } from '@cloudscape-design/components/tutorial-panel';
import { usePageTour } from '../../shell/pageTour';
import { useSession } from '../../session/useSession';
import { ns } from './i18n';
import { TOURS, type TourDeclaration } from './steps';

/** The declared tours as Cloudscape tutorials, in the current language. */
export function toTutorial(tour: TourDeclaration, t: TFunction<typeof ns>, completed: boolean, platform = false) {
  return {
    title: t(tour.titleKey),
    description: t(tour.descriptionKey),
    completedScreenDescription: t(tour.completedKey),
    completed,
    tasks: tour.tasks
      .filter((task) => !(platform && task.companyOnly))
      .map((task) => ({
        title: t(task.titleKey),
        steps: task.steps.map((s) => ({ title: t(s.titleKey), content: t(s.contentKey), hotspotId: s.target })),
      })),
  } satisfies TutorialPanelProps.Tutorial;
}

/** Stable between renders (Cloudscape restarts a running tour when its object changes). */
export function useTours(completed: boolean): TutorialPanelProps.Tutorial[] {
  const { t } = useTranslation(ns);
  // The page on screen may offer its own tour (catalogue tutorial steps), listed after the shell's.
  const page = usePageTour();
  const platform = useSession().stored?.role.privileges.includes('platform:admin') ?? false;
  return useMemo(
    () => [...TOURS.map((tour) => toTutorial(tour, t, completed, platform)), ...(page ? [page] : [])],
    [t, completed, page, platform],
  );
}
