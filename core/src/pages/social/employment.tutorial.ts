import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Employment: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'total',
    target: 'totalCard',
    titleKey: 'tutorial.employment.total.title',
    contentKey: 'tutorial.employment.total',
  },
  {
    id: 'turnover',
    target: 'turnoverCard',
    titleKey: 'tutorial.employment.turnover.title',
    contentKey: 'tutorial.employment.turnover',
  },
];

export const words: TutorialWords = {
  'tutorial.employment.total.title': { en: 'Total workforce', hk: '僱員總數', cn: '雇员总数' },
  'tutorial.employment.total': {
    en: 'Enter the headcount at year begin and year end, new hires and leavers; every breakdown below must add up to these totals (HKEX KPI B1.1).',
    hk: '輸入年初及年末的僱員人數、新聘及離職人數；以下每項分類的總和須與此總數相符（香港交易所關鍵績效指標B1.1）。',
    cn: '输入年初及年末的雇员人数、新聘及离职人数；以下每项分类的总和须与此总数相符（香港交易所关键绩效指标B1.1）。',
  },
  'tutorial.employment.turnover.title': { en: 'Turnover rate', hk: '流失率', cn: '流失率' },
  'tutorial.employment.turnover': {
    en: 'The turnover rate is calculated when you save: leavers divided by the average of the year begin and year end headcount (HKEX KPI B1.2).',
    hk: '流失率會在儲存時計算：離職人數除以年初及年末僱員人數的平均數（香港交易所關鍵績效指標B1.2）。',
    cn: '流失率会在保存时计算：离职人数除以年初及年末雇员人数的平均数（香港交易所关键绩效指标B1.2）。',
  },
};
