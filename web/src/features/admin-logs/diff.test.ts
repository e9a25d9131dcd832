import { describe, expect, it } from 'vitest';
import { fieldChanges } from './diff';

describe('audit entry changes', () => {
  it('lists changed fields first, nested names one level down', () => {
    const before = { firstName: 'Ada', email: 'a@x.com', names: { en: 'Kilogram', hk: '公斤' }, version: 1 };
    const after = { firstName: 'Adele', email: 'a@x.com', names: { en: 'Kilogram', hk: '千克' }, activated: false };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'activated', before: '', after: 'false', changed: true },
      { field: 'firstName', before: 'Ada', after: 'Adele', changed: true },
      { field: 'names.hk', before: '公斤', after: '千克', changed: true },
      { field: 'version', before: '1', after: '', changed: true },
      { field: 'email', before: 'a@x.com', after: 'a@x.com', changed: false },
      { field: 'names.en', before: 'Kilogram', after: 'Kilogram', changed: false },
    ]);
  });

  it('shows creations, deletions and plain values', () => {
    expect(fieldChanges(undefined, { hidden: ['/home'] })).toEqual([
      { field: 'hidden', before: '', after: '/home', changed: true },
    ]);
    expect(fieldChanges(undefined, undefined)).toEqual([]);
    expect(fieldChanges(3, 4)).toEqual([{ field: '', before: '3', after: '4', changed: true }]);
  });

  it('matches a list of objects item by item: added, removed, changed property by property', () => {
    const before = {
      preferredUnits: [
        { path: 'a', unit: 'kWh' },
        { path: 'b', unit: 'MJ' },
      ],
    };
    const after = {
      preferredUnits: [
        { path: 'a', unit: 'MWh' },
        { path: 'c', unit: 'GJ' },
      ],
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'unit', list: 'preferredUnits', item: 'a', before: 'kWh', after: 'MWh', changed: true },
      {
        field: '',
        list: 'preferredUnits',
        item: 'b',
        status: 'removed',
        before: 'path: b; unit: MJ',
        after: '',
        changed: true,
      },
      {
        field: '',
        list: 'preferredUnits',
        item: 'c',
        status: 'added',
        before: '',
        after: 'path: c; unit: GJ',
        changed: true,
      },
    ]);
    const same = [{ id: 'kg', symbol: 'kg' }];
    expect(fieldChanges(same, same)).toEqual([
      { field: '', list: '', item: 'kg', before: 'id: kg; symbol: kg', after: 'id: kg; symbol: kg', changed: false },
    ]);
  });
});
