import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ATTRIBUTES } from '../../schemas/resources';
import {
  duplicatesOf,
  keyAttributes,
  keyField,
  naturalKey,
  NATURAL_KEYS,
  rowLabel,
  TEXT_KEY_ATTRIBUTES,
} from './naturalKey';
import { RESOURCE_TYPES } from '../../schemas/resources';

describe('natural keys of resource rows', () => {
  it('every resource type has one', () => {
    for (const t of RESOURCE_TYPES) expect(NATURAL_KEYS[t].length).toBeGreaterThan(0);
  });

  it('electricity: supplier and account at a location; case and spacing do not count', () => {
    const a = naturalKey('electricity', 'L1', { supplier: 'clp', account: '0123-456' });
    expect(naturalKey('electricity', 'L1', { supplier: 'clp', account: ' 0123-456 ' })).toBe(a);
    expect(naturalKey('electricity', 'L1', { supplier: 'clp', account: '０１２３－４５６' })).toBe(a);
    expect(naturalKey('electricity', 'L1', { supplier: 'hke', account: '0123-456' })).not.toBe(a);
    expect(naturalKey('electricity', 'L1', { supplier: 'clp', account: '0123-457' })).not.toBe(a);
    expect(naturalKey('electricity', 'L2', { supplier: 'clp', account: '0123-456' })).not.toBe(a);
    // Neither the factor a row uses nor anything but the key changes what it measures.
    expect(naturalKey('electricity', 'L1', { supplier: 'clp', account: '0123-456', factorId: 'x' })).toBe(a);
  });

  it('vehicles: the registration whatever the location and spacing, else the chassis, else the fleet at a location', () => {
    const reg = naturalKey('vehicle', 'L1', { vehicleType: 'lgv', fuel: 'diesel', registration: 'AB 1234' });
    expect(naturalKey('vehicle', 'L2', { vehicleType: 'private-van', fuel: 'petrol', registration: 'ab1234' })).toBe(
      reg,
    );
    const chassis = { vehicleType: 'lgv', fuel: 'diesel', chassisNumber: 'JT123' };
    expect(naturalKey('vehicle', 'L1', chassis)).toBe(naturalKey('vehicle', 'L2', chassis));
    // Typed in a Chinese input method's full-width mode, it is still the same vehicle.
    expect(naturalKey('vehicle', 'L3', { registration: 'ＡＢ　１２３４' })).toBe(reg);
    expect(naturalKey('vehicle', 'L1', chassis)).not.toBe(reg);
    const fleet = { vehicleType: 'lgv', fuel: 'diesel', emissionStandard: 'Euro V' };
    expect(naturalKey('vehicle', 'L1', fleet)).toBe(naturalKey('vehicle', 'L1', { ...fleet, registration: ' ' }));
    expect(naturalKey('vehicle', 'L1', fleet)).not.toBe(naturalKey('vehicle', 'L2', fleet));
    expect(naturalKey('vehicle', 'L1', fleet)).not.toBe(naturalKey('vehicle', 'L1', { ...fleet, fuel: 'petrol' }));
  });

  it('refrigerants: gas and equipment; waste: hazard, type and handling; an optional part left out is one value', () => {
    const gas = naturalKey('refrigerant', 'L1', { gas: 'R-410A', equipment: 'Chiller' });
    expect(naturalKey('refrigerant', 'L1', { gas: 'r-410a', equipment: 'chiller' })).toBe(gas);
    expect(naturalKey('refrigerant', 'L1', { gas: 'R-410A', equipment: 'Split units' })).not.toBe(gas);
    expect(naturalKey('refrigerant', 'L1', { gas: 'R-410A' })).toBe(
      naturalKey('refrigerant', 'L1', { gas: 'R-410A', equipment: '' }),
    );
    const waste = { hazardous: false, wasteType: 'Cardboard', handling: 'recycled' };
    expect(naturalKey('waste', 'L1', waste)).not.toBe(naturalKey('waste', 'L1', { ...waste, hazardous: true }));
    expect(naturalKey('waste', 'L1', waste)).not.toBe(naturalKey('waste', 'L1', { ...waste, handling: 'landfill' }));
  });

  it('names the row by its location and typed key texts, and shows the duplicate at a typed field', () => {
    expect(rowLabel('electricity', 'HQ', { supplier: 'clp', account: '0123-456' })).toBe('HQ · 0123-456');
    expect(keyField('electricity', { supplier: 'clp', account: '' })).toBe('account');
    expect(keyField('intensity', { denominator: 'revenue' })).toBe('denominator');
    expect(keyField('vehicle', { vehicleType: 'lgv', fuel: 'diesel', chassisNumber: 'JT1' })).toBe('chassisNumber');
  });

  it('finds each row that repeats an earlier row, naming the first holder', () => {
    const dups = duplicatesOf([
      { id: 'a', key: 'k1' },
      { id: 'b', key: 'k2' },
      { id: 'c', key: 'k1' },
      { id: 'd', key: 'k1' },
      { id: 'a', key: 'k1' },
    ]);
    expect([...dups]).toEqual([
      ['c', 'a'],
      ['d', 'a'],
    ]);
  });
});

describe('the key attributes typed as free text', () => {
  it.each(Object.keys(NATURAL_KEYS) as (keyof typeof NATURAL_KEYS)[])('are those of the %s schema', (type) => {
    const shape = (ATTRIBUTES[type] as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
    const isString = (a: string) => {
      const s = shape[a];
      return (s instanceof z.ZodOptional ? (s.unwrap() as z.ZodType) : s) instanceof z.ZodString;
    };
    const keyed = new Set([
      ...NATURAL_KEYS[type],
      ...keyAttributes(type, {}),
      ...keyAttributes(type, { chassisNumber: 'JT1' }),
    ]);
    expect([...TEXT_KEY_ATTRIBUTES[type]].sort()).toEqual([...keyed].filter(isString).sort());
  });
});
