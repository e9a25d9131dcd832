import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Supply chain: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'suppliers',
    target: 'suppliersCard',
    titleKey: 'tutorial.supply_chain.title',
    contentKey: 'tutorial.supply_chain',
  },
];

export const words: TutorialWords = {
  'tutorial.supply_chain.title': { en: 'Supply chain', hk: '供應鏈', cn: '供应链' },
  'tutorial.supply_chain': {
    en: 'Add one row per geographical region with its number of suppliers; the total is calculated when you save (HKEX KPI B5.1). The suppliers where your engagement practices are implemented cannot exceed that total (B5.2).',
    hk: '按地區逐行輸入供應商數目；供應商總數會在儲存時計算（香港交易所關鍵績效指標B5.1）。執行委聘慣例的供應商數目不能多於該總數（B5.2）。',
    cn: '按地区逐行输入供应商数目；供应商总数会在保存时计算（香港交易所关键绩效指标B5.1）。执行委聘惯例的供应商数目不能多于该总数（B5.2）。',
  },
};
