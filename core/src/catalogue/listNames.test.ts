import { describe, expect, it } from 'vitest';
import { joinLists } from './listNames';
import { REFERENCE_LISTS } from './lists';
import { option } from './types';

const yes = [option('yes', 'Yes', '是', '是')];

describe('reference list names', () => {
  it('refuses a list name declared by two groups', () => {
    expect(() => joinLists({ currencies: yes }, { other: yes }, { currencies: yes })).toThrow(
      'Reference list "currencies" is declared twice',
    );
  });

  it('keeps every group’s lists under their own names', () => {
    expect(Object.keys(joinLists({ a: yes }, { b: yes }))).toEqual(['a', 'b']);
    // Company information's reporting currency keeps its named choices beside Scope 3's codes.
    expect(REFERENCE_LISTS.currencies?.length).toBeGreaterThan(0);
    expect(REFERENCE_LISTS.currencies).not.toBe(REFERENCE_LISTS.spendCurrencies);
  });
});
