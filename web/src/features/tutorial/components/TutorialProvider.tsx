import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import AnnotationContext from '@cloudscape-design/components/annotation-context';
import { useSession } from '../../../session/useSession';
import { annotationStrings } from '../cloudscapeStrings';
import { ns } from '../i18n';
import { useTours } from '../useTours';
import { tutorialVisibility, useTutorialVisibility } from '../visibility';

interface Running {
  index: number;
  finished: boolean;
}

/**
 * Cloudscape's annotation context around the shell: hotspots anywhere inside show the running
 * tour's steps; finishing it is remembered, so the panel lists it as completed next time.
 */
export function TutorialProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ns);
  const userId = useSession().stored?.user.id;
  const tours = useTours(useTutorialVisibility(userId).completed);
  const [running, setRunning] = useState<Running | null>(null);
  const strings = useMemo(() => annotationStrings(t), [t]);
  // Cloudscape restarts at step 1 whenever this object changes, so it changes only with the tour.
  const current = useMemo(() => {
    const tour = running && tours[running.index];
    return tour ? { ...tour, completed: running.finished } : null;
  }, [running, tours]);

  return (
    <AnnotationContext
      currentTutorial={current}
      onStartTutorial={({ detail }) =>
        setRunning({
          index: Math.max(
            0,
            tours.findIndex((x) => x.title === detail.tutorial.title),
          ),
          finished: false,
        })
      }
      onExitTutorial={() => setRunning(null)}
      onFinish={() => {
        setRunning((r) => r && { ...r, finished: true });
        if (userId) tutorialVisibility.complete(userId);
      }}
      i18nStrings={strings}
    >
      {children}
    </AnnotationContext>
  );
}
