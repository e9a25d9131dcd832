import { describe, expect, it } from 'vitest';
import { tutorialProblems } from '../catalogue/check';
import { PAGES, pageByKey } from './index';
import { antiCorruption } from './social/antiCorruption';
import { words } from './social/antiCorruption.tutorial';

/** The words of every page are checked where they are read, the web (forms/pageData/tutorial.test.ts). */
describe('the data pages’ tutorials (ADR 0143)', () => {
  it('give every page but the environmental ones a tutorial, each step once', () => {
    const withTour = PAGES.filter((p) => (p.tutorial ?? []).length > 0);
    expect(withTour).toHaveLength(22);
    expect(withTour.map((p) => p.nav.group)).not.toContain('environmental');
    for (const p of withTour) {
      const ids = p.tutorial!.map((s) => s.id);
      expect(new Set(ids).size, p.key).toBe(ids.length);
    }
  });

  it('catch a step pointing at nothing on the page, and a step missing its words in a language', () => {
    expect(tutorialProblems(antiCorruption, words)).toEqual([]);
    const [first, second] = antiCorruption.tutorial!;
    const broken = { ...antiCorruption, tutorial: [{ ...first!, target: 'noSuchCard' }, second!] };
    const { [first!.titleKey]: _gone, ...withoutTitle } = {
      ...words,
      [second!.contentKey]: { ...words[second!.contentKey]!, hk: ' ' },
    };
    expect(tutorialProblems(broken, withoutTitle)).toEqual([
      'tutorial answer: no target noSuchCard',
      'tutorial answer: no en words for tutorial.ac.answer.title',
      'tutorial answer: no hk words for tutorial.ac.answer.title',
      'tutorial answer: no cn words for tutorial.ac.answer.title',
      'tutorial training: no hk words for tutorial.ac.training',
    ]);
  });

  it('point each Miscellaneous list’s one step at its list', () => {
    expect(pageByKey('prof_quali')?.tutorial?.map((s) => s.target)).toEqual(['qualificationsCard']);
    expect(pageByKey('corp_awards')?.tutorial?.map((s) => s.target)).toEqual(['awardsCard']);
  });
});
