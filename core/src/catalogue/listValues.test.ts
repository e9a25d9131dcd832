import { describe, expect, it } from 'vitest';
import { REFERENCE_LISTS } from './lists';
import { allowedValues, LIST_VALUES } from './listValues';

const sorted = (values: readonly string[]) => [...values].sort();

describe('reference list values apart from their labels (ADR 0146)', () => {
  it('name the same lists as the labelled lists, each with the same values', () => {
    expect(sorted(Object.keys(LIST_VALUES))).toEqual(sorted(Object.keys(REFERENCE_LISTS)));
    for (const [name, options] of Object.entries(REFERENCE_LISTS))
      expect(sorted(LIST_VALUES[name] ?? []), `lists.values.ts or listValues.ts, list "${name}"`).toEqual(
        sorted(options.map((o) => o.value)),
      );
  });

  it('allow a list’s values, a run-time list’s own values over any static ones, and any text for an unknown list', () => {
    expect(allowedValues('currencies')?.has('HKD')).toBe(true);
    expect(allowedValues('currencies')?.has('XXX')).toBe(false);
    expect([...(allowedValues('units', { units: ['kWh'] }) ?? [])]).toEqual(['kWh']);
    expect(allowedValues('no-such-list')).toBeUndefined();
  });
});
