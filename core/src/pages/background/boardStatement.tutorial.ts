import type { TutorialStep, TutorialWords } from '../../catalogue/page';

/** Background › Board statement: the tutorial's steps and their words (ADR 0143). */
export const steps: readonly TutorialStep[] = [
  {
    id: 'statement',
    target: 'statementCard',
    titleKey: 'tutorial.bs.statement.title',
    contentKey: 'tutorial.bs.statement',
  },
];

export const words: TutorialWords = {
  'tutorial.bs.statement.title': { en: 'Board statement', hk: '董事會聲明', cn: '董事会声明' },
  'tutorial.bs.statement': {
    en: "HKEX asks for the board's oversight of ESG issues, its management approach and how it reviews progress.",
    hk: '香港交易所要求披露董事會對ESG事宜的監管、管理方針及檢討進度的方式。',
    cn: '香港交易所要求披露董事会对ESG事宜的监管、管理方针及检讨进度的方式。',
  },
};
