import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Miscellaneous › Professional qualifications: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'list',
    target: 'qualificationsCard',
    titleKey: 'tutorial.misc.profQuali.title',
    contentKey: 'tutorial.misc.profQuali',
  },
];

export const words: TutorialWords = {
  'tutorial.misc.profQuali.title': { en: 'Professional qualifications', hk: '專業資格', cn: '专业资格' },
  'tutorial.misc.profQuali': {
    en: 'Add one row per qualification or certification the company holds, numbered 1, 2, 3 … in the order the report lists them.',
    hk: '每項公司持有的資格或認證各填一行，並按報告列出的次序編號為1、2、3……。',
    cn: '每项公司持有的资格或认证各填一行，并按报告列出的次序编号为1、2、3……。',
  },
};
