import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Board committee: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'members', target: 'members', titleKey: 'tutorial.bc.members.title', contentKey: 'tutorial.bc.members' },
];

export const words: TutorialWords = {
  'tutorial.bc.members.title': { en: 'Committee members', hk: '委員會成員', cn: '委员会成员' },
  'tutorial.bc.members': {
    en: 'Add one row per member of the committee overseeing ESG, with their position.',
    hk: '每位負責監管ESG的委員會成員各佔一行，並填寫其職位。',
    cn: '每位负责监管ESG的委员会成员各占一行，并填写其职位。',
  },
};
