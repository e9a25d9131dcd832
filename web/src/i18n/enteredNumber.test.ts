import { describe, expect, it } from 'vitest';
import { formatEntered } from './enteredNumber';
import { LANGUAGES } from './languages';

describe('formatEntered', () => {
  it.each(LANGUAGES)('groups a decimal text as entered, every digit kept, in %s', (lng) => {
    expect(formatEntered('1234567.5', lng)).toBe('1,234,567.5');
    expect(formatEntered('-98765432109876543210.123456789', lng)).toBe('-98,765,432,109,876,543,210.123456789');
    expect(formatEntered('0.0003900', lng)).toBe('0.0003900');
    expect(formatEntered('999', lng)).toBe('999');
  });

  it('leaves any other text as it is', () => {
    for (const text of ['', 'n/a', '1e6', '1,234', '.5']) expect(formatEntered(text, 'en')).toBe(text);
  });
});
