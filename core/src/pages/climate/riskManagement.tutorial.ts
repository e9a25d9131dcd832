import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Climate › Climate risk management: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'process', target: 'processCard', titleKey: 'tutorial.climate.rm.title', contentKey: 'tutorial.climate.rm' },
];

export const words: TutorialWords = {
  'tutorial.climate.rm.title': { en: 'Climate risk process', hk: '氣候風險流程', cn: '气候风险流程' },
  'tutorial.climate.rm': {
    en: "Describe how climate-related risks are identified, assessed, prioritised and monitored, and how this fits the company's overall risk management, which is entered on Background › Risk management.",
    hk: '說明如何識別、評估、排列優次及監察氣候相關風險，以及如何融入公司整體風險管理（整體風險管理在「背景 › 風險管理」填寫）。',
    cn: '说明如何识别、评估、排列优次及监察气候相关风险，以及如何融入公司整体风险管理（整体风险管理在「背景 › 风险管理」填写）。',
  },
};
