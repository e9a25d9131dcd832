import { describe, expect, it } from 'vitest';
import { checkPage } from '../src/catalogue/check';
import { healthSafety } from '../src/pages/social/healthSafety';
import { validatePage } from '../src/catalogue/schema/page';
import { fatalityRate, fatalitySeries, yearBefore } from '../src/domain/social/fatalities';

describe('Health and safety (HKEX B2)', () => {
  it('is a well-formed declaration', () => expect(checkPage(healthSafety)).toEqual([]));

  it('computes the B2.1 rate per 100 workers: fatalities ÷ year-end workforce × 100, two decimal places', () => {
    expect(fatalityRate('1', '250')).toBe('0.4'); // 1 ÷ 250 × 100
    expect(fatalityRate('1', '3000')).toBe('0.03'); // 0.0333…
    expect(fatalityRate('2', '300')).toBe('0.67'); // 0.6666…
    expect(fatalityRate('0', '380')).toBe('0');
    expect(fatalityRate('1', undefined)).toBeUndefined(); // no headcount: no rate, never a silent zero
    expect(fatalityRate('1', '0')).toBeUndefined();
    expect(fatalityRate(undefined, '250')).toBeUndefined();
  });

  it('builds the three-year series from the stored years, then the earlier years entered once', () => {
    // FY2025 and FY2024 are on the platform; FY2023 (and an older FY2022) were entered on the first year's page.
    const series = fatalitySeries(
      [
        { yearEnd: '2025-12-31', fatalities: '1', workforce: '250' },
        { yearEnd: '2024-12-31', fatalities: '2', workforce: '400' },
      ],
      [
        { yearEnd: '2022-12-31', fatalities: '5', workforce: '100' },
        { yearEnd: '2023-12-31', fatalities: '0', workforce: '380' },
        { yearEnd: '2024-12-31', fatalities: '9', workforce: '9' }, // a stored year: the stored figures win
      ],
    );
    expect(series).toEqual([
      { yearEnd: '2025-12-31', source: 'stored', fatalities: '1', workforce: '250', rate: '0.4' },
      { yearEnd: '2024-12-31', source: 'stored', fatalities: '2', workforce: '400', rate: '0.5' },
      { yearEnd: '2023-12-31', source: 'entered', fatalities: '0', workforce: '380', rate: '0' },
    ]);
  });

  it('shows a stored year without an Employment headcount without a rate, and years nobody entered as missing', () => {
    expect(fatalitySeries([{ yearEnd: '2024-03-31', fatalities: '1' }], [])).toEqual([
      { yearEnd: '2024-03-31', source: 'stored', fatalities: '1' },
      { yearEnd: '2023-03-31', source: 'missing' },
      { yearEnd: '2022-03-31', source: 'missing' },
    ]);
    expect(yearBefore('2024-02-29')).toBe('2023-02-28');
  });

  it('counts fatalities and workforce in whole numbers, never negative', () => {
    const checked = validatePage(healthSafety, {
      fatalities: '1.5',
      lostDays: '-3',
      earlierYears: [{ yearEnd: '2023-12-31', fatalities: '-1', workforce: '10.5' }],
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.issues.map((i) => i.path).sort()).toEqual([
        'earlierYears.0.fatalities',
        'earlierYears.0.workforce',
        'fatalities',
        'lostDays',
      ]);
  });
});
