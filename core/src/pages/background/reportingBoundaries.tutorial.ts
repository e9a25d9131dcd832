import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Reporting boundaries: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'locations',
    target: 'locations',
    titleKey: 'tutorial.rb.locations.title',
    contentKey: 'tutorial.rb.locations',
  },
  {
    id: 'narrative',
    target: 'narrativeCard',
    titleKey: 'tutorial.rb.narrative.title',
    contentKey: 'tutorial.rb.narrative',
  },
];

export const words: TutorialWords = {
  'tutorial.rb.locations.title': { en: 'Reporting locations', hk: '匯報地點', cn: '汇报地点' },
  'tutorial.rb.locations': {
    en: 'List the locations this report covers: the environmental pages ask for data by these locations.',
    hk: '列出本報告涵蓋的地點：環境頁面會按這些地點收集數據。',
    cn: '列出本报告涵盖的地点：环境页面会按这些地点收集数据。',
  },
  'tutorial.rb.narrative.title': { en: 'Reporting scope', hk: '匯報範圍', cn: '汇报范围' },
  'tutorial.rb.narrative': {
    en: 'Explain how the boundary was chosen and what changed since last year.',
    hk: '說明如何界定匯報範圍，以及與去年相比有何變化。',
    cn: '说明如何界定汇报范围，以及与去年相比有何变化。',
  },
};
