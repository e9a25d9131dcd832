import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Climate › Climate metrics and targets: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'ghg', target: 'ghgCard', titleKey: 'tutorial.climate.metrics.title', contentKey: 'tutorial.climate.metrics' },
  {
    id: 'targets',
    target: 'targets',
    titleKey: 'tutorial.climate.targets.title',
    contentKey: 'tutorial.climate.targets',
  },
];

export const words: TutorialWords = {
  'tutorial.climate.metrics.title': { en: 'Scope 1, 2 and 3', hk: '範圍1、2及3', cn: '范围1、2及3' },
  'tutorial.climate.metrics': {
    en: 'Scope 1 and Scope 2 come from your environmental data and are never typed here; Scope 3 categories the data does not cover need an explanation.',
    hk: '範圍1及範圍2來自環境數據，不可在此輸入；數據未涵蓋的範圍3類別須提供解釋。',
    cn: '范围1及范围2来自环境数据，不可在此输入；数据未涵盖的范围3类别须提供解释。',
  },
  'tutorial.climate.targets.title': { en: 'Climate targets', hk: '氣候目標', cn: '气候目标' },
  'tutorial.climate.targets': {
    en: 'For a Scope 1, Scope 2 or Scope 1 and 2 target, progress is calculated from the emissions of the base year and this year.',
    hk: '就範圍1、範圍2或範圍1及2的目標，進度會按基準年及本年度的排放量計算。',
    cn: '就范围1、范围2或范围1及2的目标，进度会按基准年及本年度的排放量计算。',
  },
};
