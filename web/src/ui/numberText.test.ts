import { describe, expect, it } from 'vitest';
import { decimalPattern } from '@esg/core/catalogue/values';
import { filterNumberText } from './numberText';

describe('filterNumberText (spec §5: digits and one decimal point only)', () => {
  it('drops letters, spaces, separators and any second decimal point', () => {
    expect(filterNumberText('1a2.5.x')).toBe('12.5');
    expect(filterNumberText('1,250.75 kWh')).toBe('1250.75');
    expect(filterNumberText('..5')).toBe('.5');
    expect(filterNumberText('')).toBe('');
  });

  it('keeps a leading minus only where the field allows negatives', () => {
    expect(filterNumberText('-12.5')).toBe('12.5');
    expect(filterNumberText('-12.5', true)).toBe('-12.5');
    expect(filterNumberText('1-2', true)).toBe('12');
  });

  it('leaves text the catalogue reads as a decimal unchanged', () => {
    for (const text of ['0', '42', '1250.5', '0.001']) {
      expect(filterNumberText(text)).toBe(text);
      expect(decimalPattern().test(filterNumberText(text))).toBe(true);
    }
  });

  it('takes no decimal point in a whole-number field', () => {
    expect(filterNumberText('12.5', false, true)).toBe('125');
    expect(filterNumberText('3 shops', false, true)).toBe('3');
  });
});
