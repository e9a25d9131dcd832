import { describe, expect, it } from 'vitest';
import { PAGES, resourceTypesOf } from './index';
import { DATA_PAGE_INDEX, dataPageEntry, dataPageEntryByKey, dataPageRoute } from './pageIndex';
import { ENVIRONMENTAL_RESOURCES, PAGE_OF_RESOURCE_TYPE } from './resourcePages';

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

  it("finds each page by its module's key", () => {
    for (const p of PAGES) expect(dataPageEntryByKey(p.key)?.write).toBe(p.nav.write);
    expect(dataPageEntryByKey('nowhere')).toBeUndefined();
  });

  it('names the resource pages and their row types as the modules do, in navigation order', () => {
    const fromModules = PAGES.filter((p) => resourceTypesOf(p).length).map((p) => [p.key, resourceTypesOf(p)]);
    expect(Object.entries(ENVIRONMENTAL_RESOURCES)).toEqual(fromModules);
    for (const [key, types] of fromModules as [string, string[]][])
      for (const type of types) expect(PAGE_OF_RESOURCE_TYPE.get(type)).toBe(key);
    expect(PAGE_OF_RESOURCE_TYPE.size).toBe(fromModules.flatMap(([, types]) => types).length);
  });
});
