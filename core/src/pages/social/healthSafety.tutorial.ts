import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Health and safety: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'fatalities',
    target: 'fatalitiesCard',
    titleKey: 'tutorial.health_safety.title',
    contentKey: 'tutorial.health_safety',
  },
];

export const words: TutorialWords = {
  'tutorial.health_safety.title': { en: 'Health and safety', hk: '健康與安全', cn: '健康与安全' },
  'tutorial.health_safety': {
    en: 'Enter this year’s work-related fatalities; for the years before your first reporting year enter the fatalities and the year-end workforce once. The three-year rate per 100 workers uses the year-end headcount of the Employment page and is calculated, never typed (HKEX KPI B2.1).',
    hk: '輸入本年度因工亡故人數；首個匯報年度之前的年度，只須輸入一次因工亡故人數及年末僱員人數。過去三年每100名工人的比率按「僱傭」頁的年末僱員人數計算，無須輸入（香港交易所關鍵績效指標B2.1）。',
    cn: '输入本年度因工亡故人数；首个汇报年度之前的年度，只须输入一次因工亡故人数及年末雇员人数。过去三年每100名工人的比率按“雇佣”页的年末雇员人数计算，无须输入（香港交易所关键绩效指标B2.1）。',
  },
};
