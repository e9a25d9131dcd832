import { describe, expect, it } from 'vitest';
import { PAGES, pageByKey, TUTORIAL_TEXT } from '@esg/core/pages/index';
import { hotspotIdOf, pageTutorial, shownTargets } from './tutorial';

const words = { title: 'T', description: 'D', completed: 'C', task: 'K' };
const company = pageByKey('company_information')!;

describe('page tutorial', () => {
  it('has words in all three languages for every step of the Background, Social and Climate pages', () => {
    const background = PAGES.filter((p) => /^\/(background|social|climate)\//.test(p.route));
    expect(background.length).toBeGreaterThan(0);
    for (const step of background.flatMap((p) => p.tutorial))
      for (const key of [step.titleKey, step.contentKey])
        for (const lang of ['en', 'hk', 'cn'] as const) expect(TUTORIAL_TEXT[key]?.[lang], key).toBeTruthy();
  });

  it('says 持份者 in Simplified Chinese as the Code does, not the mainland 利益相关方', () => {
    const cn = Object.values(TUTORIAL_TEXT).map((t) => t.cn);
    expect(cn.filter((t) => t.includes('利益相关方'))).toEqual([]);
    expect(TUTORIAL_TEXT['tutorial.sh.groups.title']?.cn).toBe('持份者群组');
  });

  it('points each step at its target on the page, in the declared order and language', () => {
    const tour = pageTutorial(company, 'hk', words, shownTargets(company, new Set()))!;
    expect(tour.tasks[0]!.steps.map((s) => s.hotspotId)).toEqual(
      company.tutorial.map((s) => hotspotIdOf(company, s.target)),
    );
    expect(tour.tasks[0]!.steps[0]!.title).toBe('您的公司');
  });

  it('leaves out a step whose field the company hid', () => {
    const tour = pageTutorial(company, 'en', words, shownTargets(company, new Set(['businessNature'])))!;
    expect(tour.tasks[0]!.steps.map((s) => s.hotspotId)).toEqual([hotspotIdOf(company, 'identityCard')]);
  });

  it('offers no tour when no step can be shown', () => {
    expect(pageTutorial(company, 'en', words, new Set())).toBeNull();
  });
});
