import { describe, expect, it } from 'vitest';
import { numberTextProblem } from './numberText';

describe('numberTextProblem (ADR 0068: typed text is named, never rewritten)', () => {
  it('names text that is not a number by what a number field takes, whatever it holds', () => {
    for (const typed of ['1.2.3', 'abc12', 'four', '1,250', '12 kWh', '1e3', '.5', '5.'])
      expect(numberTextProblem(typed), typed).toEqual({ key: 'numberFormat' });
  });

  it('names full-width digits typed in a Chinese input method as such, never rewriting them', () => {
    for (const typed of ['１２', '１２．５', '１2', '－３'])
      expect(numberTextProblem(typed, true), typed).toEqual({ key: 'halfWidthDigits' });
  });

  it('refuses a minus where the field takes no negatives, with the field rule "at least 0"', () => {
    expect(numberTextProblem('-50')).toEqual({ key: 'min', params: { min: '0' } });
    expect(numberTextProblem('-50', true)).toBeUndefined();
  });

  it('refuses a decimal in a whole-number field', () => {
    expect(numberTextProblem('7.5', false, true)).toEqual({ key: 'wholeNumber' });
    expect(numberTextProblem('7', false, true)).toBeUndefined();
  });

  it('finds nothing wrong with blank or with digits and one point', () => {
    for (const typed of ['', '0', '42', '1250.5', '0.001', '9'.repeat(400)])
      expect(numberTextProblem(typed)).toBeUndefined();
  });
});
