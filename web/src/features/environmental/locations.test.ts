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
