import { describe, expect, it } from 'vitest';
import { answerState, byLocation, expectedMonths, monthState, rowCells, tally } from './completeness';

describe('zero versus missing', () => {
  it('a month not entered is missing; a zero is missing until confirmed', () => {
    expect(monthState('', false)).toBe('missing');
    expect(monthState(undefined, true)).toBe('missing');
    expect(monthState('0', false)).toBe('zero');
    expect(monthState('0.00', true)).toBe('confirmedZero');
    expect(monthState('0.5', false)).toBe('entered');
    expect(monthState('10', false)).toBe('entered');
  });
  it('only entered and confirmed zeros count', () => {
    expect(tally(['entered', 'zero', 'missing', 'confirmedZero'])).toEqual({ entered: 2, total: 4, percent: 50 });
    expect(tally([])).toEqual({ entered: 0, total: 0, percent: 100 });
    expect(tally([...Array<'entered'>(199).fill('entered'), 'missing']).percent).toBe(99);
  });
  it('a form answer of zero is an answer', () => {
    expect(answerState('0')).toBe('confirmedZero');
    expect(answerState(0)).toBe('confirmedZero');
    expect(answerState('')).toBe('missing');
    expect(answerState(undefined)).toBe('missing');
    expect(answerState([])).toBe('missing');
    expect(answerState([{ a: 1 }])).toBe('entered');
    expect(answerState('Yes')).toBe('entered');
  });
});

describe('rows and locations', () => {
  const rows = [
    {
      type: 'water',
      rowId: 'r1',
      locationId: 'L1',
      unit: 'm3',
      label: 'HQ',
      months: ['1', '0', '', ...Array(9).fill('2')],
    },
  ];
  it('a row last year had and this year lacks is twelve missing months', () => {
    const cells = rowCells(
      rows,
      [{ type: 'electricity', locationId: 'L2', unit: 'kWh', label: 'Shop' }],
      (_t, _r, m) => m === 1,
    );
    expect(cells[0]!.cells.slice(0, 3)).toEqual(['entered', 'confirmedZero', 'missing']);
    expect(cells[1]).toMatchObject({ rowId: null, cells: Array(12).fill('missing') });
    expect(byLocation(cells, ['L1', 'L2', 'L3'])).toEqual([
      { locationId: 'L1', entered: 11, total: 12, percent: 91 },
      { locationId: 'L2', entered: 0, total: 12, percent: 0 },
      { locationId: 'L3', entered: 0, total: 0, percent: 100 },
    ]);
  });
});

describe('expected months', () => {
  it('a metered kind expects every month; an event kind only the months its last year had', () => {
    expect(expectedMonths('electricity', undefined).every(Boolean)).toBe(true);
    expect(expectedMonths('refrigerant', undefined).some(Boolean)).toBe(false);
    const last = ['', '', '5', '', '', '5', '', '', '5', '', '', '5'];
    expect(expectedMonths('fuel', last).filter(Boolean)).toHaveLength(4);
  });
  it('a blank month nobody expects is neither missing nor counted', () => {
    expect(monthState('', false, false)).toBe('none');
    expect(tally(['entered', 'none', 'none'])).toEqual({ entered: 1, total: 1, percent: 100 });
  });
});
