import { describe, expect, it } from 'vitest';
import { listOptions } from './listOptions';

describe('listOptions', () => {
  it('labels a catalogue reference list in the interface language', () => {
    expect(listOptions('trainingAudiences', 'cn')?.[0]).toEqual({ value: 'directors', label: '董事' });
  });
  it('uses a list supplied at run time as named', () => {
    expect(listOptions('locations', 'en', { locations: ['Head office', 'Shop 1'] })).toEqual([
      { value: 'Head office', label: 'Head office' },
      { value: 'Shop 1', label: 'Shop 1' },
    ]);
  });
  it('knows no options of a run-time list nobody supplied', () => {
    expect(listOptions('locations', 'en')).toBeUndefined();
    expect(listOptions('units', 'en', { locations: [] })).toBeUndefined();
  });
});
