import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { blankForm, checkFactor, factsOf, serverFieldErrors } from './form';
import { ApiError } from '../../api/errors';

const t = ((key: string) => key) as unknown as TFunction<typeof ns>;
const valid = {
  ...blankForm(),
  id: 'elec-test',
  category: 'electricity',
  scope: '2' as const,
  appliesTo: 'Test grid',
  value: '0.39',
  unit: 'kgCO2e/kWh',
  validFrom: '2024',
  source: 'Test utility report',
};

describe('emission factor form', () => {
  it('sends numbers as numbers and leaves empty optionals out', () => {
    expect(factsOf(valid)).toMatchObject({
      scope: 2,
      value: 0.39,
      validFrom: 2024,
      validTo: undefined,
      basis: undefined,
    });
    expect(checkFactor(t, valid)).toEqual({});
  });

  it('names each refused field', () => {
    expect(checkFactor(t, { ...valid, id: '-bad', value: '', source: '' })).toEqual({
      id: 'idInvalid',
      value: 'valueInvalid',
      source: 'textInvalid',
    });
    expect(checkFactor(t, { ...valid, validTo: '2020' })).toEqual({ validTo: 'yearsInvalid' });
    expect(checkFactor(t, { ...valid, validFrom: '1800' }, 3)).toEqual({ validFrom: 'yearInvalid' });
  });

  it('asks for a unit the calculation reads, an amount per activity, as the user types it', () => {
    for (const unit of ['kgCO2e', 'kgCO2e per', '/kWh'])
      expect(checkFactor(t, { ...valid, unit })).toEqual({ unit: 'unitForm' });
    for (const unit of ['MJ/kg', 'kg per million MJ', 'kgCO2/tree/year'])
      expect(checkFactor(t, { ...valid, unit })).toEqual({});
    expect(checkFactor(t, { ...valid, unit: '' })).toEqual({ unit: 'textInvalid' });
  });

  it('shows the API’s refusal of a unit it does not know at the unit', () => {
    const issue = { path: 'body.unit', code: 'factorUnitUnknown', message: 'The unit names a unit…' };
    const error = new ApiError(400, 'VALIDATION', issue.message, {
      success: false,
      code: 'VALIDATION',
      status: 400,
      statusMessage: 'Bad Request',
      message: issue.message,
      messageKey: 'factorUnitUnknown',
      data: { issues: [issue] },
    });
    expect(serverFieldErrors(t, error)).toEqual({ unit: 'factorUnitUnknown' });
  });
});
