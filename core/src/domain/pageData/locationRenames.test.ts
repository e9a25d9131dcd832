import { describe, expect, it } from 'vitest';
import { answersInNamesOf, inNamesOf, renamedLocations } from './locationRenames';

/** docs/decisions/0155-a-location-rename-carries-to-its-answers.md */
const boundary = (...rows: [string, string | { en: string; hk: string }][]) => ({
  locations: rows.map(([locationId, name]) => ({ locationId, name, inBoundary: 'yes' })),
});

describe('a renamed location', () => {
  it('is found by its id: old name → new name, as the lists name it (English first)', () => {
    const before = boundary(['L1', { en: 'Head office', hk: '總辦事處' }], ['L2', 'Shop'], ['L3', 'Depot']);
    const after = boundary(
      ['L1', { en: 'Head Office (Quarry Bay)', hk: '總辦事處（鰂魚涌）' }],
      ['L2', { en: 'Shop', hk: '店舖' }], // a Chinese name added: no rename
      ['L4', 'Depot 2'], // a new location, the old one removed: no rename either
    );
    expect([...renamedLocations(before, after)]).toEqual([['Head office', 'Head Office (Quarry Bay)']]);
    expect(renamedLocations(undefined, after).size).toBe(0);
  });

  it('names two swapped locations each by its new name', () => {
    const swapped = renamedLocations(boundary(['L1', 'A'], ['L2', 'B']), boundary(['L1', 'B'], ['L2', 'A']));
    expect(inNamesOf('employment', { regions: [{ location: 'A' }, { location: 'B' }] }, undefined, undefined)).toEqual({
      regions: [{ location: 'A' }, { location: 'B' }],
    });
    expect([...swapped]).toEqual([
      ['A', 'B'],
      ['B', 'A'],
    ]);
  });

  it('keeps last year’s answers on the location under this year’s name; the boundary as it was', () => {
    const lastYear = {
      reporting_boundaries: boundary(['L1', 'Head office']),
      employment: { regions: [{ location: 'Head office', begin: '7' }] },
      climate_risks: { register: [{ locations: ['Head office'] }] },
      policies: { employment: 'Head office policy' },
    };
    const now = answersInNamesOf(lastYear, boundary(['L1', 'Head Office (Quarry Bay)']));
    expect(now).toEqual({
      reporting_boundaries: lastYear.reporting_boundaries,
      employment: { regions: [{ location: 'Head Office (Quarry Bay)', begin: '7' }] },
      climate_risks: { register: [{ locations: ['Head Office (Quarry Bay)'] }] },
      policies: lastYear.policies,
    });
    expect(answersInNamesOf(lastYear, undefined)).toEqual(lastYear);
  });
});
