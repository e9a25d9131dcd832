import { describe, expect, it } from 'vitest';
import { DATA_PAGE_INDEX } from '../../pages/pageIndex';
import { developmentTraining } from '../../pages/social/developmentTraining';
import { employment } from '../../pages/social/employment';
import { healthSafety } from '../../pages/social/healthSafety';
import { DASHBOARD_PAGES } from './read';

/** The dashboard reads the Social pages' answers by key, without their page modules (ADR 0133). */
describe('the pages the dashboard reads', () => {
  it('are the Social page modules’ keys, listed in the page index', () => {
    expect(DASHBOARD_PAGES).toEqual({
      employment: employment.key,
      developmentTraining: developmentTraining.key,
      healthSafety: healthSafety.key,
    });
    for (const key of Object.values(DASHBOARD_PAGES)) {
      expect(DATA_PAGE_INDEX.find((p) => p.key === key)?.group, key).toBe('social');
    }
  });
});
