import { describe, expect, it } from 'vitest';
import { PAGES, resourceTypesOf } from './index';
import { DATA_PAGE_INDEX, dataPageEntry, dataPageRoute } from './pageIndex';

describe('the data page index (ADR 0094)', () => {
  it("lists every page module in navigation order with the module's section, write privilege, title, rule sets and resource row types", () => {
    const fromModules = PAGES.map((p) => ({
      key: p.key,
      group: p.nav.group,
      write: p.nav.write,
      title: p.title,
      ...(p.ruleSets ? { ruleSets: p.ruleSets } : {}),
      ...(resourceTypesOf(p).length ? { resourceTypes: resourceTypesOf(p) } : {}),
    }));
    expect(DATA_PAGE_INDEX).toEqual(fromModules);
  });

  it("finds each page by its module's route", () => {
    for (const p of PAGES) {
      expect(dataPageRoute(dataPageEntry(p.route)!)).toBe(p.route);
    }
    expect(dataPageEntry('/social/nowhere')).toBeUndefined();
  });
});
