import { describe, expect, it } from 'vitest';
import { pagesOfGroup } from '@esg/core/pages/index';
import { electricities } from '@esg/core/pages/environmental/electricities';

const ENVIRONMENTAL_PAGES = pagesOfGroup('environmental');
import { water } from '@esg/core/pages/environmental/water';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { narrativeDeclaration } from './narrative';

const ids = (page: PageDeclaration | null) =>
  page?.tabs.flatMap((t) => t.cards.flatMap((c) => c.fields.map((f) => f.id)));

describe('narrativeDeclaration', () => {
  it('keeps every narrative question of an environmental page', () => {
    const page = narrativeDeclaration(electricities);
    // The narratives, then the comply-or-explain choices of the provisions this page answers (ADR 0072).
    expect(ids(page)).toEqual([
      'energyTargets',
      'emissionTargets',
      ...['a1_2', 'a1_5', 'a2_1', 'a2_3'].flatMap((id) => [`${id}Disclosure`, `${id}DisclosureReason`]),
    ]);
    for (const p of ENVIRONMENTAL_PAGES) expect(ids(narrativeDeclaration(p))?.length).toBeGreaterThan(0);
  });

  it('leaves out the water grid, the figures computed from it and the inputs only they use', () => {
    const page = narrativeDeclaration(water);
    expect(ids(page)).toEqual([
      'sourcingIssues',
      ...['a2_2', 'a2_4'].flatMap((id) => [`${id}Disclosure`, `${id}DisclosureReason`]),
    ]);
  });

  it('is null for a page with nothing but a grid', () => {
    const grid: PageDeclaration = {
      ...water,
      tabs: [{ ...water.tabs[0]!, cards: [water.tabs[0]!.cards[0]!] }],
    };
    expect(narrativeDeclaration(grid)).toBeNull();
  });
});
