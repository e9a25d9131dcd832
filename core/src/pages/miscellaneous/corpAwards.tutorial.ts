import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Miscellaneous › Corporate awards: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'list',
    target: 'awardsCard',
    titleKey: 'tutorial.misc.corpAwards.title',
    contentKey: 'tutorial.misc.corpAwards',
  },
];

export const words: TutorialWords = {
  'tutorial.misc.corpAwards.title': { en: 'Corporate awards', hk: '企業獎項', cn: '企业奖项' },
  'tutorial.misc.corpAwards': {
    en: 'Add one row per award the company received, numbered 1, 2, 3 … in the order the report lists them.',
    hk: '每個公司獲得的獎項各填一行，並按報告列出的次序編號為1、2、3……。',
    cn: '每个公司获得的奖项各填一行，并按报告列出的次序编号为1、2、3……。',
  },
};
