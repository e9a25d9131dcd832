import { describe, expect, it } from 'vitest';
import { withTranslations } from '../domain/pageData/translations';
import { editionAnswers } from '../domain/reports/translated';
import { PAGES } from '../pages/index';
import { communityInvestment } from '../pages/social/communityInvestment';
import {
  answersAsText,
  missingLanguageCount,
  translatableAnswers,
  translatableColumns,
  type BilingualText,
} from './bilingual';
import { validatePage } from './schema/page';
import type { PagePayload } from './values';

const VENUE = {
  address: { en: '1 Hoi Bun Road', hk: '海濱道1號' },
  city: { en: 'Hong Kong', hk: '香港' },
  country: { en: 'Hong Kong', hk: '香港' },
};

/** docs/decisions/0136-translatable-tables-under-a-yes.md: a charitable activity's name, a table under a Yes. */
describe('translatable cells of a table under a Yes', () => {
  const row = (activity: unknown, heldOn = '2025-03-08') => ({
    activity,
    channel: 'ngoPartner',
    focusArea: 'education',
    heldOn,
    hours: '240',
    money: '120000',
  });
  const year = (...activities: unknown[]): PagePayload =>
    ({
      focusAreas: ['education'],
      anyContribution: { answer: 0 },
      anyCharitableActivity: {
        answer: 1,
        details: {
          activities: activities as never,
          venues: [VENUE],
        },
      },
    }) as PagePayload;
  const activities = (v: PagePayload) =>
    (v.anyCharitableActivity as unknown as { details: { activities: { activity: unknown }[] } }).details.activities;
  const values = year(row({ en: 'Homework club', hk: '功課輔導班' }), row('Beach clean-up', '2025-06-14'));

  it('the declaration reaches the column under its question: an activity’s name, a case’s outcome — not a case reference', () => {
    const columns = translatableColumns(communityInvestment);
    expect(columns.map((c) => [c.under, c.table.id, c.column.id])).toEqual([
      ['anyCharitableActivity', 'activities', 'activity'],
      // The venues, an address list: each part (ADR 0121).
      ['anyCharitableActivity', 'venues', 'address'],
      ['anyCharitableActivity', 'venues', 'city'],
      ['anyCharitableActivity', 'venues', 'country'],
    ]);
    const declared = PAGES.flatMap((p) =>
      translatableColumns(p).map((c) => `${p.key}.${c.under ?? ''}.${c.table.id}.${c.column.id}`),
    );
    expect(declared).toContain('anti_corruption.anyCorruptionCase.cases.outcome');
    expect(declared).not.toContain('anti_corruption.anyCorruptionCase.cases.caseReference');
  });

  it('reads and writes each row’s cell at its path under the Yes; none without the Yes’ rows', () => {
    const cells = translatableAnswers(communityInvestment, values).filter((s) => s.cell);
    expect(cells.map((s) => s.path)).toEqual([
      'anyCharitableActivity.details.activities.0.activity',
      'anyCharitableActivity.details.activities.1.activity',
      'anyCharitableActivity.details.venues.0.address',
      'anyCharitableActivity.details.venues.0.city',
      'anyCharitableActivity.details.venues.0.country',
    ]);
    expect(cells[1]!.get(values)).toBe('Beach clean-up');
    const set = cells[1]!.set(values, { en: 'Beach clean-up', hk: '海灘清潔' });
    expect(activities(set)[1]!.activity).toEqual({ en: 'Beach clean-up', hk: '海灘清潔' });
    expect(activities(set)[0]).toBe(activities(values)[0]);
    expect((set.anyCharitableActivity as { answer: number }).answer).toBe(1);
    const no = { anyCharitableActivity: { answer: 0 } } as PagePayload;
    expect(translatableAnswers(communityInvestment, no).filter((s) => s.cell)).toEqual([]);
    expect(missingLanguageCount(communityInvestment, values, 'en')).toBe(1);
  });

  it('prints each cell in the edition’s language, the marker where the language is missing', () => {
    const hk = answersAsText(communityInvestment, values, (b) => b.hk || `[missing] ${b.en}`, 'en');
    expect(activities(hk).map((r) => r.activity)).toEqual(['功課輔導班', '[missing] Beach clean-up']);
    const cn = editionAnswers({ community_investment: values }, 'cn', 'en');
    expect(activities(cn.answers.community_investment!)[0]!.activity).toBe('功课辅导班');
    expect(cn.untranslated).toEqual([
      { page: '/social/community_investment', field: 'anyCharitableActivity.details.activities.1.activity' },
    ]);
  });

  it('validates each language of the cell on its own; a repeat compares the one name', () => {
    expect(validatePage(communityInvestment, values).ok).toBe(true);
    const wrong = validatePage(communityInvestment, year(row({ fr: 'Club' })));
    expect(wrong.ok).toBe(false);
    const number = validatePage(communityInvestment, year(row({ en: 'Club', hk: 5 })));
    expect(number.ok).toBe(false);
    if (!number.ok)
      expect(number.issues.map((i) => i.path)).toContain('anyCharitableActivity.details.activities.0.activity.hk');
    const twice = validatePage(communityInvestment, year(row({ en: 'Club', hk: '班' }), row('Club')));
    expect(twice.ok).toBe(false);
  });

  it('a one-language save of the table keeps the stored Chinese of the row and marks it may need updating', () => {
    const stored = year(row({ en: 'Homework club', hk: '功課輔導班' }));
    const saved = withTranslations(communityInvestment, year(row('Homework club for pupils')), stored, 'en');
    expect(activities(saved)[0]!.activity as BilingualText).toEqual({
      en: 'Homework club for pupils',
      hk: '功課輔導班',
      stale: 'hk',
    });
  });

  it('an address of the venues list: counted while a part lacks its Chinese, printed in the edition’s language', () => {
    const venues = (v: PagePayload) =>
      (v.anyCharitableActivity as unknown as { details: { venues: Record<string, unknown>[] } }).details.venues;
    const english = year(row({ en: 'Homework club', hk: '功課輔導班' }));
    venues(english)[0] = { ...VENUE, address: 'Shek O Beach' };
    expect(validatePage(communityInvestment, english).ok).toBe(true);
    expect(missingLanguageCount(communityInvestment, english, 'en')).toBe(1);
    const hk = editionAnswers({ community_investment: english }, 'hk', 'en');
    expect(hk.untranslated).toEqual([
      { page: '/social/community_investment', field: 'anyCharitableActivity.details.venues.0.address' },
    ]);
    const both = editionAnswers({ community_investment: values }, 'cn', 'en');
    expect(venues(both.answers.community_investment!)[0]).toEqual({
      address: '海滨道1号',
      city: '香港',
      country: '香港',
    });
    // An address must still be given: a blank one is refused in every language.
    venues(english)[0] = { ...VENUE, address: { en: '', hk: ' ' } };
    expect(validatePage(communityInvestment, english).ok).toBe(false);
  });
});
