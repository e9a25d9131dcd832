import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Community investment: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'areas', target: 'focusAreas', titleKey: 'tutorial.ci.areas.title', contentKey: 'tutorial.ci.areas' },
  { id: 'total', target: 'totalVolunteerHours', titleKey: 'tutorial.ci.total.title', contentKey: 'tutorial.ci.total' },
];

export const words: TutorialWords = {
  'tutorial.ci.areas.title': { en: 'Focus areas', hk: '重點範疇', cn: '重点范畴' },
  'tutorial.ci.areas': {
    en: 'Choose the areas your community investment focused on (HKEX KPI B8.1).',
    hk: '選擇社區投資的重點範疇（香港交易所關鍵績效指標B8.1）。',
    cn: '选择社区投资的重点范畴（香港交易所关键绩效指标B8.1）。',
  },
  'tutorial.ci.total.title': { en: 'Resources contributed', hk: '投入資源', cn: '投入资源' },
  'tutorial.ci.total': {
    en: 'The total volunteer hours are calculated from the activities when you save (HKEX KPI B8.2).',
    hk: '義工總時數會在儲存時按活動自動計算（香港交易所關鍵績效指標B8.2）。',
    cn: '志愿总时数会在保存时按活动自动计算（香港交易所关键绩效指标B8.2）。',
  },
};
