import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Climate › Climate resilience: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'scenarios',
    target: 'scenarios',
    titleKey: 'tutorial.climate.resilience.title',
    contentKey: 'tutorial.climate.resilience',
  },
];

export const words: TutorialWords = {
  'tutorial.climate.resilience.title': { en: 'Scenario analysis', hk: '情景分析', cn: '情景分析' },
  'tutorial.climate.resilience': {
    en: 'List each climate scenario used (for example 1.5 °C or 3 °C or more), the method, the time horizon, the results and what they mean for the strategy (HKEX Part D climate resilience).',
    hk: '列出採用的每個氣候情景（例如1.5°C或3°C或以上）、方法、時間範圍、結果及其對策略的影響（香港交易所 D 部分氣候韌性）。',
    cn: '列出采用的每个气候情景（例如1.5°C或3°C或以上）、方法、时间范围、结果及其对策略的影响（香港交易所 D 部分气候韧性）。',
  },
};
