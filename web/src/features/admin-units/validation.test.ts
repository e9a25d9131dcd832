import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { ConversionEdit, UnitEdit } from '@esg/core/schemas/units';
import { toFieldErrors } from './validation';

const t = ((key: string) => key) as unknown as TFunction<typeof ns>;

describe('unit catalogue validation', () => {
  it('names the field each schema rule refuses', () => {
    const unit = UnitEdit.safeParse({
      id: '-x',
      symbol: '',
      names: { en: 'Joule', hk: '', cn: '焦耳' },
      typeId: 'energy',
      systemId: '',
    });
    expect(unit.success).toBe(false);
    expect(toFieldErrors(t, unit.error!.issues)).toEqual({
      id: 'idInvalid',
      symbol: 'symbolInvalid',
      hk: 'nameInvalid',
      systemId: 'required',
    });
    const conversion = ConversionEdit.safeParse({
      from: 'kWh',
      to: 'kWh',
      numerator: '3.6',
      denominator: '1',
      source: 'x',
    });
    expect(toFieldErrors(t, conversion.error!.issues)).toEqual({ numerator: 'wholeNumber', to: 'sameUnit' });
  });

  it('reads the API’s catalogue rules by code or text', () => {
    expect(
      toFieldErrors(t, [
        { path: 'body.conversions.0', code: 'inconsistent', message: 'This factor contradicts …' },
        { path: 'body.units.0.typeId', message: 'A unit with conversions cannot change its type.' },
        { path: 'body.units.0.id', code: 'codeTaken', message: 'The code kWh is taken: choose another.' },
        { path: 'body.units.0.symbol', code: 'symbolTaken', message: 'The symbol kWh is used by kWh, …' },
      ]),
    ).toEqual({
      form: 'issue_inconsistent',
      typeId: 'issue_typeLocked',
      id: 'issue_codeTaken',
      symbol: 'issue_symbolTaken',
    });
    expect(
      toFieldErrors(t, [
        { path: 'body.conversions.0.from', code: 'reverseExists', message: 'The conversion GJ → MJ already exists …' },
      ]),
    ).toEqual({ from: 'issue_reverseExists' });
  });
});
