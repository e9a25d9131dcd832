import { describe, expect, it } from 'vitest';
import type { ResourceRow } from './api/listResourceRows';
import { groupByLocation } from './locations';

const row = (id: string, locationId: string) => ({ id, locationId }) as ResourceRow;

describe('rows by location', () => {
  it('lists every boundary location in order, empty ones too, then locations outside it', () => {
    const groups = groupByLocation({
      locations: [
        { id: 'b', name: 'Shop' },
        { id: 'a', name: 'Office' },
      ],
      rows: [row('1', 'a'), row('2', 'gone'), row('3', 'a')],
    });
    expect(groups.map((g) => [g.id, g.name, g.inBoundary, g.rows.map((r) => r.id)])).toEqual([
      ['b', 'Shop', true, []],
      ['a', 'Office', true, ['1', '3']],
      ['gone', undefined, false, ['2']],
    ]);
  });
});

describe('rows of a location outside the year\'s boundary (FY2024 once showed "Location 3BZE70")', () => {
  it("are named as the nearest year's boundary named the location, and only fall back to the id when none did", () => {
    const groups = groupByLocation({
      locations: [],
      formerLocations: [{ id: 'old', name: 'Kwun Tong warehouse' }],
      rows: [row('1', 'old'), row('2', 'gone')],
    });
    expect(groups.map((g) => [g.id, g.name, g.inBoundary])).toEqual([
      ['old', 'Kwun Tong warehouse', false],
      ['gone', undefined, false],
    ]);
  });
});
