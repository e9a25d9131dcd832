import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Policies: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'answer',
    target: 'emissions',
    titleKey: 'tutorial.policies.answer.title',
    contentKey: 'tutorial.policies.answer',
  },
];

export const words: TutorialWords = {
  'tutorial.policies.answer.title': { en: 'Policies', hk: '政策', cn: '政策' },
  'tutorial.policies.answer': {
    en: 'Answer Yes, No or Not to disclose for each policy; a Yes asks for its details, Not to disclose for a reason.',
    hk: '就每項政策回答「是」、「否」或「不披露」；選「是」須填寫詳情，選「不披露」須說明原因。',
    cn: '就每项政策回答“是”、“否”或“不披露”；选“是”须填写详情，选“不披露”须说明原因。',
  },
};
