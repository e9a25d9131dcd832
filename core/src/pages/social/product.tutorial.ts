import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Social › Product responsibility: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'recalls', target: 'recallsCard', titleKey: 'tutorial.product.title', contentKey: 'tutorial.product' },
];

export const words: TutorialWords = {
  'tutorial.product.title': { en: 'Product responsibility', hk: '產品責任', cn: '产品责任' },
  'tutorial.product': {
    en: 'Enter the products sold or shipped and those recalled for safety and health reasons; the percentage recalled is calculated when you save (HKEX KPI B6.1).',
    hk: '輸入已售或已運送的產品數目及因安全與健康理由而須回收的產品數目；回收百分比會在儲存時計算（香港交易所關鍵績效指標B6.1）。',
    cn: '输入已售或已运送的产品数目及因安全与健康理由而须回收的产品数目；回收百分比会在保存时计算（香港交易所关键绩效指标B6.1）。',
  },
};
