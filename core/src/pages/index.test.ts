import { describe, expect, it } from 'vitest';
import { answeringPage } from './answeringPage';
import { DATA_PAGE_TITLES, PAGES, pageByKey, pageByRoute } from './index';
import { PAGE_ALIASES } from '../contract/aliasTable';

const SPEC_CALLS = Object.values(PAGE_ALIASES);

describe('the data pages (ADR 0080)', () => {
  it('lists each page once, under the section its route names, found by key and by route', () => {
    expect(new Set(PAGES.map((p) => p.key)).size).toBe(PAGES.length);
    for (const p of PAGES) {
      expect(p.route, p.key).toBe(`/${p.nav.group}/${p.key}`);
      expect(pageByKey(p.key)).toBe(p);
      expect(pageByRoute(p.route)).toBe(p);
    }
  });

  it('gives every page a title in the three languages', () => {
    for (const p of PAGES)
      for (const lang of ['en', 'hk', 'cn'] as const) expect(DATA_PAGE_TITLES[p.key]?.[lang], p.key).toBeTruthy();
  });

  it('names each spec call once, and a part only by top-level fields the page declares', () => {
    const ids = SPEC_CALLS.map((c) => c.call.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = SPEC_CALLS.map((c) => `${c.call.method} ${c.call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { page, call } of SPEC_CALLS) {
      const fields = new Set(page.tabs.flatMap((t) => t.cards.flatMap((c) => c.fields.map((f) => f.id))));
      for (const f of call.part ?? []) expect(fields.has(f), `${call.id} ${f}`).toBe(true);
      if (call.part) expect(call.method).toBe('PUT');
      expect(call.path.includes('{year}')).toBe(call.year === 'year');
      expect(call.path.includes('{id}')).toBe(call.year === 'period');
    }
  });

  it('answers a provision on the page that asks most about it, whatever the navigation order', () => {
    // Board committee comes first in the side navigation; the board statement holds MDR-GOV's three parts.
    expect(answeringPage('MDR-GOV')?.key).toBe('board_statement');
    expect(answeringPage('A2.2')?.key).toBe('water');
  });
});
