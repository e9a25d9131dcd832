import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';

describe('a year’s rows of locations outside its boundary (a location such as 3BZE70)', () => {
  it('names each location as a year’s boundary named it, so no row is shown by id', async () => {
    // Acme's FY2024 is printed and has no boundary of its own: its rows' locations are named from FY2025's.
    const token = await signIn('acme.admin');
    const res = await call('GET', '/api/resource/electricity/2024-12-31', { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as {
      locations: { id: string; name: string }[];
      formerLocations?: { id: string; name: string }[];
      rows: { locationId: string }[];
    };
    expect(body.rows.length).toBeGreaterThan(0);
    const named = new Map([...body.locations, ...(body.formerLocations ?? [])].map((l) => [l.id, l.name]));
    for (const row of body.rows) expect(named.get(row.locationId), row.locationId).toMatch(/\S/);
    expect(body.formerLocations?.length ?? 0).toBeGreaterThan(0);
  });
});
