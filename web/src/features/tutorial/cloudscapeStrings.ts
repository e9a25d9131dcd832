import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import type { AnnotationContextProps } from '@cloudscape-design/components/annotation-context';
import type { TutorialPanelProps } from '@cloudscape-design/components/tutorial-panel';

/** Cloudscape counts tasks and steps from 0; people count from 1. */
const taskTitle = (t: TFunction<typeof ns>) => (index: number, title: string) =>
  t('taskTitle', { number: index + 1, title });

export const panelStrings = (t: TFunction<typeof ns>): TutorialPanelProps.I18nStrings => ({
  loadingText: t('loadingText'),
  tutorialListTitle: t('listTitle'),
  tutorialListDescription: t('listDescription'),
  tutorialListDownloadLinkText: t('download'),
  tutorialCompletedText: t('tutorialCompleted'),
  learnMoreLinkText: t('learnMore'),
  startTutorialButtonText: t('start'),
  restartTutorialButtonText: t('restart'),
  completionScreenTitle: t('completionTitle'),
  feedbackLinkText: t('feedback'),
  dismissTutorialButtonText: t('dismissTutorial'),
  taskTitle: taskTitle(t),
  stepTitle: (index, title) => t('stepTitle', { number: index + 1, title }),
  labelExitTutorial: t('exitTutorial'),
  labelTotalSteps: (count) => t('totalSteps', { count }),
  labelLearnMoreExternalIcon: t('opensNewTab'),
  labelsTaskStatus: { pending: t('statusPending'), 'in-progress': t('statusInProgress'), success: t('statusSuccess') },
});

export const annotationStrings = (t: TFunction<typeof ns>): AnnotationContextProps.I18nStrings => ({
  nextButtonText: t('next'),
  previousButtonText: t('previous'),
  finishButtonText: t('finish'),
  labelDismissAnnotation: t('hideStep'),
  labelHotspot: (_open, step, total) => t('hotspot', { step: step + 1, total }),
  stepCounterText: (step, total) => t('stepCounter', { step: step + 1, total }),
  taskTitle: taskTitle(t),
});
