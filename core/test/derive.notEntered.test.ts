import { describe, expect, it } from 'vitest';
import { deriveValues } from '../src/catalogue/derive';
import { developmentTraining } from '../src/pages/social/developmentTraining';
import { employment } from '../src/pages/social/employment';
import { socialFigures } from '../src/domain/dashboard/social';
import { workforceTable } from '../src/domain/reports/social';

/** docs/decisions/0069: a rate or average whose inputs were never entered is "not entered", never 0. */
describe('figures whose inputs are missing are not entered', () => {
  it('turnover by age group and employment type is left out until begin, end and leavers are entered', () => {
    const values = { beginTotal: '10', endTotal: '14', leaversTotal: '3', beginUnder30: '4' };
    const derived = deriveValues(employment, values).values;
    expect(derived.turnoverTotal).toBe('25');
    expect(derived).not.toHaveProperty('turnoverUnder30');
    expect(derived).not.toHaveProperty('turnoverOver50');
    // Entered as nobody, it is a true 0.
    expect(
      deriveValues(employment, { beginOver50: '0', endOver50: '0', leaversOver50: '0' }).values.turnoverOver50,
    ).toBe('0');
  });

  it('% trained and average hours are left out for a category whose employees or trainees were not entered', () => {
    const values = { employeesTotal: '40', traineesTotal: '30', trainingHoursTotal: '245.5', employeesMale: '25' };
    const derived = deriveValues(developmentTraining, values).values;
    expect(derived).toMatchObject({ percentTrainedTotal: '75', averageHoursTotal: '6.1' });
    expect(derived).not.toHaveProperty('percentTrainedMale');
    expect(derived).not.toHaveProperty('averageHoursMale');
    expect(derived).not.toHaveProperty('percentTrainedFemale');
  });

  it('the dashboard shows turnover as not entered (null), not 0 %', () => {
    expect(socialFigures({ employment: { endTotal: '14' } }).turnover.value).toBeNull();
    expect(socialFigures({ employment: { beginTotal: '10', endTotal: '14', leaversTotal: '3' } }).turnover.value).toBe(
      25,
    );
  });

  it('the report says "not available" (never the data-entry status) for a group whose turnover cannot be worked out', () => {
    const [table] = workforceTable({ beginUnder30: '4', endUnder30: '5' }, 'en', 'Workforce');
    const row = (table as { rows: string[][] }).rows[0]!;
    expect(row.at(-1)).toBe('Not available');
    const [hk] = workforceTable({ beginUnder30: '4' }, 'hk', 'Workforce');
    expect((hk as { rows: string[][] }).rows[0]!.at(-1)).toBe('未能提供');
  });
});
