import { describe, expect, it } from 'vitest';
import { fractionDecimal, localName } from './labels';

describe('unit catalogue labels', () => {
  it('shows exact fractions as rounded decimals with comma thousands', () => {
    expect(fractionDecimal('18', '5')).toBe('3.6');
    expect(fractionDecimal('1', '3', 4)).toBe('0.3333');
    expect(fractionDecimal('2', '3', 4)).toBe('0.6667');
    expect(fractionDecimal('1000000', '1')).toBe('1,000,000');
    expect(fractionDecimal('-5', '2')).toBe('-2.5');
    expect(fractionDecimal('123456789012345678901234567890', '1')).toBe('123,456,789,012,345,678,901,234,567,890');
  });

  it('names an entry in the interface language', () => {
    const names = { en: 'Kilogram', hk: '公斤', cn: '千克' };
    expect(localName(names, 'hk')).toBe('公斤');
    expect(localName(names, 'cn')).toBe('千克');
    expect(localName(names, 'en')).toBe('Kilogram');
  });
});
