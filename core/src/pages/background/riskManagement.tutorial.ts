import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Risk management: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'process', target: 'riskProcess', titleKey: 'tutorial.rm.process.title', contentKey: 'tutorial.rm.process' },
  { id: 'register', target: 'risks', titleKey: 'tutorial.rm.register.title', contentKey: 'tutorial.rm.register' },
];

export const words: TutorialWords = {
  'tutorial.rm.process.title': { en: 'Risk management process', hk: '風險管理流程', cn: '风险管理流程' },
  'tutorial.rm.process': {
    en: 'Describe how ESG risks are identified, assessed and managed.',
    hk: '說明如何識別、評估及管理ESG風險。',
    cn: '说明如何识别、评估及管理ESG风险。',
  },
  'tutorial.rm.register.title': { en: 'Risk register', hk: '風險登記冊', cn: '风险登记册' },
  'tutorial.rm.register': {
    en: 'List the material ESG risks, one row each.',
    hk: '列出重大ESG風險，每項各佔一行。',
    cn: '列出重大ESG风险，每项各占一行。',
  },
};
