import { describe, expect, it } from 'vitest';
import { tutorialProblems } from '../catalogue/check';
import { PAGES, pageByKey } from './index';
import { antiCorruption } from './social/antiCorruption';
import { TUTORIAL_STEPS, tutorialOf } from './tutorials';

describe('the data pages’ tutorials (ADR 0143)', () => {
  it('give every page but the environmental ones a tutorial, and name no page that does not exist', () => {
    for (const key of Object.keys(TUTORIAL_STEPS)) expect(pageByKey(key), key).toBeDefined();
    const withTour = PAGES.filter((p) => tutorialOf(p.key).steps.length > 0).map((p) => p.nav.group);
    expect(withTour).toHaveLength(22);
    expect(withTour).not.toContain('environmental');
  });

  it.each(PAGES.map((p) => [p.key, p] as const))(
    '%s: each step points at a card or field of the page, with words in en, hk and cn',
    (key, page) => {
      expect(tutorialProblems(page, tutorialOf(key))).toEqual([]);
      const ids = tutorialOf(key).steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('catch a step pointing at nothing on the page, and a step missing its words in a language', () => {
    const { steps, words } = tutorialOf('anti_corruption');
    const [first, second] = steps;
    const broken = {
      steps: [{ ...first!, target: 'noSuchCard' }, second!],
      words: { ...words, [second!.contentKey]: { ...words[second!.contentKey]!, hk: ' ' } },
    };
    const { [first!.titleKey]: _gone, ...withoutTitle } = broken.words;
    expect(tutorialProblems(antiCorruption, { ...broken, words: withoutTitle })).toEqual([
      'tutorial answer: no target noSuchCard',
      'tutorial answer: no en words for tutorial.ac.answer.title',
      'tutorial answer: no hk words for tutorial.ac.answer.title',
      'tutorial answer: no cn words for tutorial.ac.answer.title',
      'tutorial training: no hk words for tutorial.ac.training',
    ]);
  });

  it('say 持份者 in Simplified Chinese as the Code does, not the mainland 利益相关方', () => {
    const cn = PAGES.flatMap((p) => Object.values(tutorialOf(p.key).words).map((w) => w.cn));
    expect(cn.filter((t) => t.includes('利益相关方'))).toEqual([]);
    expect(tutorialOf('stakeholder').words['tutorial.sh.groups.title']?.cn).toBe('持份者群组');
  });

  it('point each Miscellaneous list’s one step at its list', () => {
    expect(tutorialOf('prof_quali').steps.map((s) => s.target)).toEqual(['qualificationsCard']);
    expect(tutorialOf('corp_awards').steps.map((s) => s.target)).toEqual(['awardsCard']);
  });
});
