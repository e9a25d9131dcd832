import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Anti-corruption: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'answer', target: 'anyCorruptionCase', titleKey: 'tutorial.ac.answer.title', contentKey: 'tutorial.ac.answer' },
  {
    id: 'training',
    target: 'trainingCard',
    titleKey: 'tutorial.ac.training.title',
    contentKey: 'tutorial.ac.training',
  },
];

export const words: TutorialWords = {
  'tutorial.ac.answer.title': { en: 'Corruption cases', hk: '貪污案件', cn: '贪污案件' },
  'tutorial.ac.answer': {
    en: 'Say whether any corruption case was concluded this year (HKEX KPI B7.1); a Yes asks for the details.',
    hk: '說明本年度有否已審結的貪污案件（香港交易所關鍵績效指標B7.1）；選「是」須填寫詳情。',
    cn: '说明本年度有否已审结的贪污案件（香港交易所关键绩效指标B7.1）；选“是”须填写详情。',
  },
  'tutorial.ac.training.title': { en: 'Anti-corruption training', hk: '反貪污培訓', cn: '反贪污培训' },
  'tutorial.ac.training': {
    en: 'Describe the anti-corruption training given to directors and staff (HKEX KPI B7.3).',
    hk: '說明向董事及員工提供的反貪污培訓（香港交易所關鍵績效指標B7.3）。',
    cn: '说明向董事及员工提供的反贪污培训（香港交易所关键绩效指标B7.3）。',
  },
};
