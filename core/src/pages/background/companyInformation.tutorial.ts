import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Company information: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'identity',
    target: 'identityCard',
    titleKey: 'tutorial.ci.identity.title',
    contentKey: 'tutorial.ci.identity',
  },
  {
    id: 'business',
    target: 'businessNature',
    titleKey: 'tutorial.ci.business.title',
    contentKey: 'tutorial.ci.business',
  },
];

export const words: TutorialWords = {
  'tutorial.ci.identity.title': { en: 'Your company', hk: '您的公司', cn: '您的公司' },
  'tutorial.ci.identity': {
    en: 'Check the company name: the report names the company as entered here.',
    hk: '請核對公司名稱：報告會按此處輸入的名稱列出公司。',
    cn: '请核对公司名称：报告会按此处输入的名称列出公司。',
  },
  'tutorial.ci.business.title': { en: 'Nature of business', hk: '業務性質', cn: '业务性质' },
  'tutorial.ci.business': {
    en: 'Choose every nature of business that applies; choose Other and describe it when none fits.',
    hk: '選擇所有適用的業務性質；如均不適用，請選擇「其他」並加以說明。',
    cn: '选择所有适用的业务性质；如均不适用，请选择“其他”并加以说明。',
  },
};
