import { describe, expect, it } from 'vitest';
import { cellClass } from './cells';

describe('a report table cell', () => {
  it('keeps a date on one line, aligns numbers and page references right, leaves text alone', () => {
    expect(cellClass('08-03-2025', false)).toBe('date');
    expect(cellClass('120,000', true)).toBe('num');
    expect(cellClass({ page: 'env-a1' }, false)).toBe('num');
    expect(cellClass('Homework club', false)).toBeUndefined();
    expect(cellClass('2025', false)).toBeUndefined();
    // A unit in words is kept whole (ADR 0137).
    expect(cellClass('每百萬兆焦耳千克', false, true)).toBe('whole');
  });
});
