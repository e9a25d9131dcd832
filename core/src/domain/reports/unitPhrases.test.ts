import { describe, expect, it } from 'vitest';
import { parseFactorUnit } from '../../calc/emissions/factorUnit';
import { reportUnit } from './format';
import { unitPhrase, unitPhrasesInEnglish } from '../../lib/unitPhrases';

/** docs/decisions/0137: a factor's unit written in words, printed in the edition's language. */
describe('a unit in words in each edition', () => {
  it('prints "kg per million MJ" in Chinese words, written as the column’s other units (千克/百萬兆焦耳), never 「4.02 每百萬兆焦耳千克」', () => {
    expect(reportUnit('kg per million MJ', 'en')).toBe('kg per million MJ');
    expect(reportUnit('kg per million MJ', 'hk')).toBe('千克/百萬兆焦耳');
    expect(reportUnit('kg per million MJ', 'cn')).toBe('千克/百万兆焦耳');
    expect(reportUnit('kg per MWh', 'hk')).toBe('千克/兆瓦時');
  });

  it('prints a worded denominator in the edition’s words; a symbol as before', () => {
    expect(reportUnit('MJ/unit', 'hk')).toBe('MJ/單位');
    expect(reportUnit('kgCO2/tree/year', 'cn')).toBe('kgCO₂/棵树/年');
    expect(reportUnit('kgCO2e/passenger.km', 'hk')).toBe('kgCO₂e/乘客公里');
    expect(reportUnit('MJ/unit', 'en')).toBe('MJ/unit');
    expect(reportUnit('kgCO2e/kWh', 'hk')).toBe('kgCO₂e/kWh');
  });

  it('leaves a phrase it has no words for as written; the unit is read as before', () => {
    expect(unitPhrase('furlongs per million MJ', 'hk')).toBeUndefined();
    expect(reportUnit('furlongs per million MJ', 'hk')).toBe('furlongs per million MJ');
    expect(unitPhrase('kg per million MJ', 'en')).toBeUndefined();
    expect(parseFactorUnit('kg per million MJ')).toMatchObject({ numerator: 'kg', denominator: 'MJ' });
  });

  it('reads the Chinese words back as the English, for the parity check', () => {
    for (const lang of ['hk', 'cn'] as const)
      expect(unitPhrasesInEnglish(`4.02 ${reportUnit('kg per million MJ', lang)}`).replace(/\s+/g, ' ')).toBe(
        '4.02 kg per million MJ ',
      );
    expect(unitPhrasesInEnglish('每年')).toBe('每年');
  });
});
