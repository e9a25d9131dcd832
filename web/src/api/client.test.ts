import { describe, expect, it } from 'vitest';
import { adminRoutes } from '@esg/core/contract/admin';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { routeUrl } from './client';

describe('routeUrl', () => {
  it('fills path parameters from the route, escaped', () => {
    const url = routeUrl(resourceRoutes.deleteResourceRow, {
      params: { type: 'electricity', year: '2025-12-31', rowId: '01J/B' },
      query: { version: 3 },
    });
    expect(url).toBe('/api/resource/electricity/2025-12-31/01J%2FB?version=3');
  });

  it('appends the query, leaving out absent values', () => {
    expect(routeUrl(adminRoutes.convertUnits, { query: { from: 'kWh', to: 'MWh', value: undefined } })).toBe(
      '/api/uom/convert?from=kWh&to=MWh',
    );
  });

  it('refuses a missing path parameter instead of calling another route', () => {
    const params = { type: 'electricity' } as never;
    expect(() => routeUrl(resourceRoutes.deleteResourceRow, { params, query: { version: 1 } })).toThrow(/year/);
  });

  it('lets all-optional filters be left out, but not a required body', () => {
    // The factor library's only filter is optional: no query at all is a valid call.
    expect(routeUrl(adminRoutes.listFactors)).toBe('/api/emission-factors');
    // @ts-expect-error `params` is required: the route has a `{factorId}` parameter.
    expect(() => routeUrl(adminRoutes.getFactor)).toThrow(/factorId/);
  });

  it('types the input from the route: a wrong parameter fails the type check', () => {
    // @ts-expect-error `rowId` is required by the route's params schema.
    const typed = () => routeUrl(resourceRoutes.deleteResourceRow, { params: { type: 'x', year: '2025-12-31' } });
    expect(typed).toThrow(/rowId/);
  });
});
