import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Stakeholder engagement: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  { id: 'groups', target: 'groups', titleKey: 'tutorial.sh.groups.title', contentKey: 'tutorial.sh.groups' },
];

export const words: TutorialWords = {
  'tutorial.sh.groups.title': { en: 'Stakeholder groups', hk: '持份者群組', cn: '持份者群组' },
  'tutorial.sh.groups': {
    en: 'Choose the stakeholder groups you engaged this year; the channels and activities follow.',
    hk: '選擇本年度曾溝通的持份者群組，然後填寫溝通渠道及活動。',
    cn: '选择本年度曾沟通的持份者群组，然后填写沟通渠道及活动。',
  },
};
