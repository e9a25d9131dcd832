import { describe, expect, it } from 'vitest';
import { regionalTurnover, turnoverRate } from '../src/pages/social/employment.turnover';

/**
 * Counted by hand. This year: Head office began with 10, ended with 14, 3 left → 3 ÷ 12 = 25 %;
 * Warehouse 6 → 4, 1 left → 1 ÷ 5 = 20 %; Shop 0 → 3, 0 left → 0 %. Last year: Head office 8 → 10,
 * 3 left → 3 ÷ 9 = 33.3 %; Kiosk (closed since) 2 → 0, 2 left → 2 ÷ 1 = 200 %.
 */
describe('B1.2 turnover by geographical region', () => {
  it('is leavers ÷ the average of the headcount at year begin and year end, one decimal place', () => {
    expect(turnoverRate('10', '14', '3')).toBe('25');
    expect(turnoverRate('8', '10', '3')).toBe('33.3');
    expect(turnoverRate('3', '4', '1')).toBe('28.6'); // 1 ÷ 3.5 = 28.57…
    expect(turnoverRate('0', '0', '0')).toBe('0');
  });

  it('is not entered (null), never 0, until begin, end and leavers all were answered', () => {
    expect(turnoverRate(undefined, '4', undefined)).toBeNull();
    expect(turnoverRate('10', '14', undefined)).toBeNull();
    expect(turnoverRate(undefined, undefined, undefined)).toBeNull();
    expect(turnoverRate('10', '', '3')).toBeNull();
  });

  it('shows each location’s rate this year beside last year’s', () => {
    const row = (location: string, begin: string, end: string, leavers: string) => ({
      location,
      begin,
      end,
      hires: '0',
      leavers,
    });
    expect(
      regionalTurnover(
        { regions: [row('Head office', '10', '14', '3'), row('Warehouse', '6', '4', '1'), row('Shop', '0', '3', '0')] },
        { regions: [row('Head office', '8', '10', '3'), row('Kiosk', '2', '0', '2')] },
      ),
    ).toEqual([
      { location: 'Head office', rate: '25', lastYear: '33.3' },
      { location: 'Warehouse', rate: '20' },
      { location: 'Shop', rate: '0' },
      { location: 'Kiosk', lastYear: '200' },
    ]);
    expect(regionalTurnover(undefined)).toEqual([]);
  });
});
