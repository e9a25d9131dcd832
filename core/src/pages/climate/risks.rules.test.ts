import { describe, expect, it } from 'vitest';
import { climateRisks } from './risks';
import { financialEffectIssues, horizonIssues } from './risks.rules';
import { formRuleIssues } from '../formRules';

describe('climate time horizons (D-STR-RO)', () => {
  it('accepts horizons that run forwards, a one-year horizon and horizons not yet given', () => {
    expect(horizonIssues({ shortFrom: '0', shortTo: '2', mediumFrom: '3', mediumTo: '3' })).toEqual([]);
    expect(horizonIssues({ longFrom: '11' })).toEqual([]);
  });

  it('refuses a horizon whose start is after its end, on its end year, naming the start', () => {
    expect(horizonIssues({ shortFrom: '0', shortTo: '2', longFrom: '30', longTo: '11' })).toEqual([
      { path: 'longTo', code: 'min', message: 'This field should be at least 30.', params: { min: '30' } },
    ]);
  });

  it('asks a risk without any financial effect for its qualitative explanation (D-STR-FIN)', () => {
    const row = { financialCurrent: '', financialAnticipated: '', financialQualitative: '' };
    const issues = financialEffectIssues({
      register: [row, { ...row, financialAnticipated: '-300000' }, { ...row, financialQualitative: 'Relief.' }],
    });
    expect(issues.map((i) => [i.path, i.code])).toEqual([['register.0.financialQualitative', 'missingInput']]);
  });

  it('runs for the Climate risks page with comply or explain, the same rules the web runs before saving', () => {
    const issues = formRuleIssues(climateRisks, { shortFrom: '5', shortTo: '1', risksDisclosure: 'explained' });
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['shortTo', 'min'],
      ['risksDisclosureReason', 'missingInput'],
    ]);
  });
});
