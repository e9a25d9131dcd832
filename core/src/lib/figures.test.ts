import { describe, expect, it } from 'vitest';
import { formatFigure } from './figures';

describe('the figure formatter', () => {
  it('quantities: at most 5 significant digits, the integer part never rounded, no trailing zeros', () => {
    expect(formatFigure(14.5534356, 'en')).toBe('14.553');
    expect(formatFigure(0.688224, 'en')).toBe('0.68822');
    expect(formatFigure(2.1015, 'en')).toBe('2.1015');
    expect(formatFigure(1234.5678, 'en')).toBe('1,234.6');
    expect(formatFigure(123456.7, 'en')).toBe('123,457');
    expect(formatFigure(12345.6, 'en')).toBe('12,346');
    expect(formatFigure(0, 'en')).toBe('0');
    expect(formatFigure(2, 'en')).toBe('2');
    expect(formatFigure(2.5, 'en')).toBe('2.5');
    expect(formatFigure(0.000123456, 'en')).toBe('0.00012346');
    expect(formatFigure(-1.23456, 'en')).toBe('-1.2346');
    expect(formatFigure(-0.0000000001, 'en')).toBe('-0.0000000001');
  });

  it('ratios (percentages, changes, intensities): at most 3 significant digits', () => {
    expect(formatFigure(7.4436, 'en', 'ratio')).toBe('7.44');
    expect(formatFigure(-12.5, 'en', 'ratio')).toBe('-12.5');
    expect(formatFigure(45.678, 'en', 'ratio')).toBe('45.7');
    expect(formatFigure(100, 'en', 'ratio')).toBe('100');
    expect(formatFigure(1234.5, 'en', 'ratio')).toBe('1,235');
    expect(formatFigure(0, 'en', 'ratio')).toBe('0');
  });

  it('no value is no text; the same digits in every language', () => {
    expect(formatFigure(null, 'en')).toBe('');
    expect(formatFigure(undefined, 'en')).toBe('');
    expect(formatFigure(Number.NaN, 'en')).toBe('');
    expect(formatFigure(Infinity, 'en')).toBe('');
    expect(formatFigure(1234.5678, 'hk')).toBe('1,234.6');
    expect(formatFigure(1234.5678, 'cn')).toBe('1,234.6');
  });
});
