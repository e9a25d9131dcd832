import { describe, expect, it } from 'vitest';
import { PAGES } from '@esg/core/pages/navigation';
import { isLivePath, PAGE_LOADERS, PAGES_OF_LATER_ISSUES } from './pageRegistry';

const screens = PAGES.filter((p) => !p.noScreen).map((p) => p.path);

describe('the page registry against core’s page catalogue', () => {
  it('has a loader for every catalogue page with a screen, except the listed pages of later issues', () => {
    const missing = screens.filter((path) => !isLivePath(path) && !PAGES_OF_LATER_ISSUES.includes(path));
    expect(missing).toEqual([]);
  });

  it('loads only catalogue pages that have a screen', () => {
    expect(Object.keys(PAGE_LOADERS).filter((path) => !screens.includes(path))).toEqual([]);
  });

  it('lists as later only catalogue screens that have no loader yet', () => {
    expect(PAGES_OF_LATER_ISSUES.filter((path) => !screens.includes(path) || isLivePath(path))).toEqual([]);
  });

  it('knows no path outside the catalogue', () => {
    expect(isLivePath('/administration/nothing')).toBe(false);
    expect(isLivePath('toString')).toBe(false);
  });
});
