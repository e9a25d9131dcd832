import { describe, expect, it } from 'vitest';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { tutorialProblems } from '@esg/core/catalogue/check';
import { PAGES, pageByKey } from '@esg/core/pages/index';
import { hotspotIdOf, pageTutorial, shownTargets } from './tutorial';
import { TUTORIAL_WORDS } from './tutorialWords';

const tourWords = { title: 'T', description: 'D', completed: 'C', task: 'K' };
/** Every tab's cards and fields on screen. */
const allTargets = (page: PageDeclaration) =>
  new Set(page.tabs.flatMap((t) => t.cards.flatMap((c) => [c.id, ...c.fields.map((f) => f.id)])));
const company = pageByKey('company_information')!;

describe('page tutorial', () => {
  it('shows every Background, Social and Climate page’s tour in each language, step for step', () => {
    const pages = PAGES.filter((p) => /^\/(background|social|climate)\//.test(p.route));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages)
      for (const lang of ['en', 'hk', 'cn'] as const) {
        const steps = page.tutorial ?? [];
        expect(steps.length, page.key).toBeGreaterThan(0);
        const tour = pageTutorial(page, lang, tourWords, allTargets(page))!;
        expect(
          tour.tasks[0]!.steps.map((s) => [s.title, s.content]),
          `${page.key} ${lang}`,
        ).toEqual(steps.map((s) => [TUTORIAL_WORDS[s.titleKey]![lang], TUTORIAL_WORDS[s.contentKey]![lang]]));
      }
  });

  it('finds the words of every page’s steps beside its module, in each language, each key once (ADR 0143)', () => {
    const problems = PAGES.flatMap((p) => tutorialProblems(p, TUTORIAL_WORDS).map((m) => `${p.key}: ${m}`));
    expect(problems).toEqual([]);
    const keys = PAGES.flatMap((p) => (p.tutorial ?? []).flatMap((s) => [s.titleKey, s.contentKey]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(TUTORIAL_WORDS).sort()).toEqual([...keys].sort());
  });

  it('says 持份者 in Simplified Chinese as the Code does, not the mainland 利益相关方', () => {
    expect(Object.values(TUTORIAL_WORDS).filter((w) => w.cn.includes('利益相关方'))).toEqual([]);
    expect(TUTORIAL_WORDS['tutorial.sh.groups.title']?.cn).toBe('持份者群组');
  });

  it('offers no tour on an environmental page', () => {
    const water = pageByKey('water')!;
    expect(pageTutorial(water, 'en', tourWords, allTargets(water))).toBeNull();
  });

  it('points each step at its target on the page, in the declared order and language', () => {
    const tour = pageTutorial(company, 'hk', tourWords, shownTargets(company, new Set()))!;
    expect(tour.tasks[0]!.steps.map((s) => s.hotspotId)).toEqual(
      company.tutorial!.map((s) => hotspotIdOf(company, s.target)),
    );
    expect(tour.tasks[0]!.steps[0]!.title).toBe('您的公司');
  });

  it('leaves out a step whose field the company hid', () => {
    const tour = pageTutorial(company, 'en', tourWords, shownTargets(company, new Set(['businessNature'])))!;
    expect(tour.tasks[0]!.steps.map((s) => s.hotspotId)).toEqual([hotspotIdOf(company, 'identityCard')]);
  });

  it('offers no tour when no step can be shown', () => {
    expect(pageTutorial(company, 'en', tourWords, new Set())).toBeNull();
  });
});
