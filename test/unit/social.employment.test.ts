import { describe, expect, it } from 'vitest';
import { checkPage } from '@esg/core/catalogue/check';
import { deriveValues } from '@esg/core/catalogue/derive';
import { employment } from '@esg/core/pages/social/employment';
import { validatePage } from '@esg/core/catalogue/schema/page';
import { formRuleIssues } from '@esg/core/pages/formRules';
import { WORKFORCE } from '../support/workforce';
describe('Employment (HKEX B1)', () => {
  it('is a well-formed declaration', () => {
    expect(checkPage(employment)).toEqual([]);
  });

  it('computes B1.2 turnover by gender and age group: leavers ÷ average of year begin and year end, in %', () => {
    const checked = validatePage(employment, WORKFORCE);
    expect(checked.ok).toBe(true);
    const { values, errors } = deriveValues(employment, checked.ok ? checked.value : {});
    expect(errors).toEqual({});
    // 3 ÷ ((10 + 14) / 2) = 3 ÷ 12 = 25 %; men 2 ÷ 7 = 28.57… → 28.6 %; women 1 ÷ 5 = 20 %.
    // Under 30: 2 ÷ 4 = 50 %; 30–50: 1 ÷ 5.5 = 18.18… → 18.2 %; over 50: 0 ÷ 2.5 = 0 %.
    expect(values).toEqual({
      turnoverTotal: '25',
      turnoverMale: '28.6',
      turnoverFemale: '20',
      turnoverUnder30: '50',
      turnoverAge30to50: '18.2',
      turnoverOver50: '0',
    });
  });

  it('leaves turnover not entered, never 0 %, when its inputs were not entered (ADR 0069)', () => {
    const { values, errors } = deriveValues(employment, {});
    expect(errors).toEqual({});
    expect(values.turnoverMale).toBeUndefined();
  });

  it('accepts breakdowns that add up, and breakdowns left blank', () => {
    expect(formRuleIssues(employment, WORKFORCE)).toEqual([]);
    expect(formRuleIssues(employment, { beginTotal: '10', endTotal: '14' })).toEqual([]);
  });

  it("says 'total … differs from gender totals' on the breakdown that does not add up", () => {
    const issues = formRuleIssues(employment, {
      ...WORKFORCE,
      endFemale: '5',
      beginFullTime: '9',
      regions: [
        { location: 'HQ', begin: '6', end: '8' },
        { location: 'Shop', begin: '4', end: '5' },
      ],
    });
    const message = 'Total of year begin and year end differs from gender totals, please adjust.';
    expect(issues).toEqual([
      { path: 'beginFullTime', code: 'genderTotals', message },
      { path: 'endMale', code: 'genderTotals', message },
      { path: 'regions.0.end', code: 'genderTotals', message },
    ]);
  });

  it('refuses negative, fractional and typed-in computed figures', () => {
    const checked = validatePage(employment, { beginMale: '-1', endMale: '2.5', turnoverMale: 'x' });
    expect(checked.ok).toBe(false);
    const paths = checked.ok ? [] : checked.issues.map((i) => i.path).sort();
    expect(paths).toEqual(['beginMale', 'endMale', 'turnoverMale']);
  });
});
