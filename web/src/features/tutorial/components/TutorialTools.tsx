import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import TutorialPanel from '@cloudscape-design/components/tutorial-panel';
import { panelStrings } from '../cloudscapeStrings';
import { ns } from '../i18n';
import { useTours } from '../useTours';
import { useTutorialDrawer } from '../useTutorialDrawer';

/** The tutorial list (or the running tour's tasks) in the shell's tools drawer. */
export function TutorialTools() {
  const { t } = useTranslation(ns);
  const tours = useTours(useTutorialDrawer().completed);
  const strings = useMemo(() => panelStrings(t), [t]);
  return <TutorialPanel tutorials={tours} i18nStrings={strings} data-testid="tutorial-panel" />;
}
