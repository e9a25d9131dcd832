import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { blankForm, checkFactor, factsOf } from './form';

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
});
