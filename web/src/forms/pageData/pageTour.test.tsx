import { describe, expect, it } from 'vitest';
import { pageTour } from '../../shell/pageTour';
import { openPage } from './pageFixtures';

const stepsOnScreen = () => pageTour.get()?.tasks.flatMap((t) => t.steps.map((s) => [s.title, s.hotspotId])) ?? [];

describe('a data page’s tour, from its tutorial beside the page module (ADR 0143)', () => {
  it.each([
    ['en', 'Your company', 'Nature of business'],
    ['hk', '您的公司', '業務性質'],
    ['cn', '您的公司', '业务性质'],
  ] as const)(
    'offers Company information’s steps in %s, pointing at the page’s hotspots',
    async (language, identity, business) => {
      const { unmount } = await openPage('company_information', { language });
      expect(stepsOnScreen()).toEqual([
        [identity, 'company_information-identityCard'],
        [business, 'company_information-businessNature'],
      ]);
      unmount();
      expect(pageTour.get()).toBeNull();
    },
  );

  it('offers a Miscellaneous list’s one step, in the reader’s language', async () => {
    await openPage('prof_quali', { language: 'hk' });
    expect(stepsOnScreen()).toEqual([['專業資格', 'prof_quali-qualificationsCard']]);
  });
});
