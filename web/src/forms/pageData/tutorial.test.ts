import { describe, expect, it } from 'vitest';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { PAGES, pageByKey } from '@esg/core/pages/index';
import { tutorialOf } from '@esg/core/pages/tutorials';
import { hotspotIdOf, pageTutorial, shownTargets } from './tutorial';

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
        const { steps, words } = tutorialOf(page.key);
        const tour = pageTutorial(page, lang, tourWords, allTargets(page))!;
        expect(
          tour.tasks[0]!.steps.map((s) => [s.title, s.content]),
          `${page.key} ${lang}`,
        ).toEqual(steps.map((s) => [words[s.titleKey]![lang], words[s.contentKey]![lang]]));
      }
  });

  it('offers no tour on an environmental page', () => {
    const water = pageByKey('water')!;
    expect(pageTutorial(water, 'en', tourWords, allTargets(water))).toBeNull();
  });

  it('points each step at its target on the page, in the declared order and language', () => {
    const tour = pageTutorial(company, 'hk', tourWords, shownTargets(company, new Set()))!;
    expect(tour.tasks[0]!.steps.map((s) => s.hotspotId)).toEqual(
      tutorialOf('company_information').steps.map((s) => hotspotIdOf(company, s.target)),
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
