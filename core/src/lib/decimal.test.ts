import { describe, expect, it } from 'vitest';
import { groupedDecimal } from './decimal';

describe('groupedDecimal', () => {
  it('groups the thousands of a stored decimal and keeps every digit', () => {
    expect(groupedDecimal('6175.456789')).toBe('6,175.456789');
    expect(groupedDecimal('1234567')).toBe('1,234,567');
    expect(groupedDecimal('-1234.5')).toBe('-1,234.5');
    expect(groupedDecimal('999')).toBe('999');
    expect(groupedDecimal('0.000123')).toBe('0.000123');
  });

  it('returns any other text as it is', () => {
    for (const text of ['', 'Municipal supply', '1,000', '1e3', '12.']) expect(groupedDecimal(text)).toBe(text);
  });
});
