import type { TutorialStep, TutorialWords } from '../../catalogue/page';
import { TOTAL } from './workforce';

/** Social › Development and training: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'trainees',
    target: `training${TOTAL}Card`,
    titleKey: 'tutorial.training.title',
    contentKey: 'tutorial.training',
  },
];

export const words: TutorialWords = {
  'tutorial.training.title': { en: 'Development and training', hk: '發展及培訓', cn: '发展及培训' },
  'tutorial.training': {
    en: 'Enter the employees at year end, the trainees and the training hours; the percentage trained and the average training hours are calculated when you save (HKEX KPIs B3.1, B3.2).',
    hk: '輸入年末僱員人數、受訓僱員人數及培訓時數；受訓百分比及平均培訓時數會在儲存時計算（香港交易所關鍵績效指標B3.1、B3.2）。',
    cn: '输入年末雇员人数、受训雇员人数及培训时数；受训百分比及平均培训时数会在保存时计算（香港交易所关键绩效指标B3.1、B3.2）。',
  },
};
