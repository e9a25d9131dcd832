import { describe, expect, it } from 'vitest';
import { inBoundaryLocations } from './reportingBoundaries.rules';

describe('inBoundaryLocations', () => {
  it('lists the named locations ticked as in the boundary, in order', () => {
    const values = {
      locations: [
        { name: 'Head office', inBoundary: 'yes' },
        { name: 'Warehouse', inBoundary: 'no' },
        { name: 'Shop 1', inBoundary: 'yes' },
        { inBoundary: 'yes' },
      ],
    };
    expect(inBoundaryLocations(values)).toEqual(['Head office', 'Shop 1']);
  });
  it('is empty without a boundaries page', () => {
    expect(inBoundaryLocations(undefined)).toEqual([]);
    expect(inBoundaryLocations({ locations: 'x' })).toEqual([]);
  });
});
