import { describe, expect, it } from 'vitest';
import { checkPage } from '../src/catalogue/check';
import { deriveValues } from '../src/catalogue/derive';
import { employment } from '../src/catalogue/pages/social/employment';
import { validatePage } from '../src/catalogue/schema/page';
import { formRuleIssues } from '../src/domain/pageData/formRules';

/**
 * A small workforce, counted by hand. Year begin 10 (6 men, 4 women; 3 under 30, 5 aged 30–50,
 * 2 over 50), year end 14 (8 / 6; 5 / 6 / 3), leavers 3 (2 / 1; 2 / 1 / 0), hires 7 (4 / 3; 4 / 2 / 1).
 */
const workforce = {
  beginTotal: '10',
  endTotal: '14',
  hiresTotal: '7',
  leaversTotal: '3',
  beginMale: '6',
  beginFemale: '4',
  endMale: '8',
  endFemale: '6',
  hiresMale: '4',
  hiresFemale: '3',
  leaversMale: '2',
  leaversFemale: '1',
  beginUnder30: '3',
  beginAge30to50: '5',
  beginOver50: '2',
  endUnder30: '5',
  endAge30to50: '6',
  endOver50: '3',
  hiresUnder30: '4',
  hiresAge30to50: '2',
  hiresOver50: '1',
  leaversUnder30: '2',
  leaversAge30to50: '1',
  leaversOver50: '0',
};

describe('Employment (HKEX B1)', () => {
  it('is a well-formed declaration', () => {
    expect(checkPage(employment)).toEqual([]);
  });

  it('computes B1.2 turnover by gender and age group: leavers ÷ average of year begin and year end, in %', () => {
    const checked = validatePage(employment, workforce);
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

  it('gives 0 % rather than failing when nobody was employed', () => {
    expect(deriveValues(employment, {}).values.turnoverMale).toBe('0');
  });

  it('accepts breakdowns that add up, and breakdowns left blank', () => {
    expect(formRuleIssues('employment', workforce)).toEqual([]);
    expect(formRuleIssues('employment', { beginTotal: '10', endTotal: '14' })).toEqual([]);
  });

  it("says 'total … differs from gender totals' on the breakdown that does not add up", () => {
    const issues = formRuleIssues('employment', {
      ...workforce,
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
