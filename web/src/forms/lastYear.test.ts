import { describe, expect, it } from 'vitest';
import type { ScalarField } from '@esg/core/catalogue/types';
import { lastYearText } from './lastYear';

const labels = { en: 'X', hk: 'X', cn: 'X' };
const text: ScalarField = { id: 'a', kind: 'text', labels };
const date: ScalarField = { id: 'd', kind: 'date', labels };
const number: ScalarField = { id: 'n', kind: 'number', labels };
const focus: ScalarField = { id: 'f', kind: 'multiSelect', list: 'communityFocusAreas', labels };

describe('lastYearText', () => {
  it('shows nothing where last year had no answer', () => {
    for (const v of [undefined, null, '', '  ', [], ['']]) expect(lastYearText(text, v, 'en')).toBeUndefined();
    expect(lastYearText(number, Number.NaN, 'en')).toBeUndefined();
  });
  it('shows text and numbers as stored', () => {
    expect(lastYearText(text, 'Acme', 'en')).toBe('Acme');
    expect(lastYearText(number, '12.50', 'en')).toBe('12.50');
    expect(lastYearText(number, 3, 'en')).toBe('3');
  });
  it('shows dates as on screen (DD-MM-YYYY)', () => {
    expect(lastYearText(date, '2025-03-31', 'en')).toBe('31-03-2025');
  });
  it('shows list values by their labels in the interface language, unknown values as stored', () => {
    expect(lastYearText(focus, ['education', 'sport'], 'en')).toBe('Education, Sport');
    expect(lastYearText(focus, ['education', 'gone'], 'hk')).toBe('教育、gone');
  });
});
