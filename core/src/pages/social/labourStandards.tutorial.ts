import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Labour standards: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'practices',
    target: 'practicesCard',
    titleKey: 'tutorial.labour_standards.title',
    contentKey: 'tutorial.labour_standards',
  },
];

export const words: TutorialWords = {
  'tutorial.labour_standards.title': { en: 'Labour standards', hk: '勞工準則', cn: '劳工准则' },
  'tutorial.labour_standards': {
    en: 'Describe how you review employment practices to avoid child and forced labour (HKEX KPI B4.1) and what you do when such a practice is discovered (B4.2). The policy itself is answered on Background › Policies.',
    hk: '說明公司如何檢討招聘慣例以避免童工及強制勞工（香港交易所關鍵績效指標B4.1），以及在發現有關情況時採取的步驟（B4.2）。有關政策本身在「背景 › 政策」頁面回答。',
    cn: '说明公司如何检讨招聘惯例以避免童工及强制劳工（香港交易所关键绩效指标B4.1），以及在发现有关情况时采取的步骤（B4.2）。有关政策本身在“背景 › 政策”页面回答。',
  },
};
