import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

/** Reporting boundaries through the spec's comp-location calls: locations with stable ids. */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';

const location = (name: string, inBoundary = 'yes', extra: Record<string, unknown> = {}) => ({
  name,
  address: `1 ${name} Road`,
  city: 'Hong Kong',
  country: 'HK',
  district: 'wan-chai',
  locationType: 'office',
  numberOfShops: '',
  inBoundary,
  ...extra,
});
type Row = ReturnType<typeof location> & { locationId?: string };

let token: string;
let periodIds: Record<string, string>;

const putLocations = (values: unknown, version: number, year = Y2, as = token) =>
  call('PUT', `/api/comp-location/${year}`, { token: as, body: { values, version } });

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
  const periods = (await call('GET', '/api/compPeriod', { token })).body as { id: string; yearEnd: string }[];
  periodIds = Object.fromEntries(periods.map((p) => [p.yearEnd, p.id]));
});

describe('locations with stable ids', () => {
  let hqId: string;
  let shopId: string;

  it('assigns each location an id on save and keeps it through later saves, on both routes', async () => {
    const saved = await putLocations(
      { locations: [location('HQ'), location('Shop 1', 'yes', { numberOfShops: '3' })], boundaryNarrative: 'All.' },
      0,
      Y1,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const rows: Row[] = saved.body.values.locations;
    expect(rows.map((r) => r.locationId)).toEqual([expect.stringMatching(/^[0-9A-Z]{26}$/), expect.any(String)]);
    [hqId, shopId] = rows.map((r) => r.locationId!) as [string, string];
    expect(hqId).not.toBe(shopId);

    // A client that ignores the id column keeps the ids: a row is matched to the stored one by name.
    const renamedAddress = await call('PUT', `/api/page-data/reporting_boundaries/${Y1}`, {
      token,
      body: {
        values: { locations: [location('Shop 1', 'yes', { address: '9 New Road' }), location('HQ')] },
        version: 1,
      },
    });
    expect(renamedAddress.status, JSON.stringify(renamedAddress.body)).toBe(200);
    const again: Row[] = (await call('GET', `/api/comp-location/${Y1}`, { token })).body.values.locations;
    expect(again.map((r) => [r.name, r.locationId])).toEqual([
      ['Shop 1', shopId],
      ['HQ', hqId],
    ]);
  });

  it('lists a year’s locations by year end and by period, the in-boundary ones for social pages', async () => {
    const byYear = await call('GET', `/api/comp-location/by-year-end/${Y1}`, { token });
    expect(byYear.status).toBe(200);
    expect(byYear.body).toMatchObject({ yearEnd: Y1, periodId: periodIds[Y1] });
    expect(byYear.body.locations).toContainEqual({
      id: shopId,
      name: 'Shop 1',
      address: '9 New Road',
      city: 'Hong Kong',
      country: 'HK',
      district: 'wan-chai',
      locationType: 'office',
      numberOfShops: null,
      inBoundary: true,
    });
    const byPeriod = await call('GET', `/api/comp-location/by-comp-period/${periodIds[Y1]}`, { token });
    expect(byPeriod.body).toEqual(byYear.body);
    // Nothing saved for Y2 yet: an empty list, not an error.
    expect((await call('GET', `/api/comp-location/by-year-end/${Y2}`, { token })).body.locations).toEqual([]);
  });

  it('keeps ids across years (copy from last year) and refuses a changed boundary without its reason', async () => {
    const copied = await call('POST', `/api/page-data/reporting_boundaries/${Y2}/copy-from-last-year`, { token });
    expect(copied.status).toBe(201);
    const rows: Row[] = copied.body.values.locations;
    expect(rows.map((r) => r.locationId)).toEqual([shopId, hqId]);

    const depot = location('Depot', 'no');
    const withDepot = await putLocations({ locations: [...rows, depot] }, 1);
    expect(withDepot.status, JSON.stringify(withDepot.body)).toBe(200); // same in-boundary set: no reason needed

    const shopClosed = rows.map((r) => (r.locationId === shopId ? { ...r, inBoundary: 'no' } : r));
    const refused = await putLocations({ locations: [...shopClosed, depot] }, 2);
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues).toEqual([
      { path: 'boundaryChangeReason', code: 'missingInput', message: 'Missing input.' },
    ]);
    const explained = await putLocations(
      { locations: [...shopClosed, depot], boundaryChangeReason: 'Shop 1 closed in March.' },
      2,
    );
    expect(explained.status, JSON.stringify(explained.body)).toBe(200);

    const social = await call('GET', `/api/comp-location/social/${periodIds[Y2]}`, { token });
    expect(social.body.locations.map((l: { id: string }) => l.id)).toEqual([hqId]);
    const all = await call('GET', `/api/comp-location/by-comp-period/${periodIds[Y2]}`, { token });
    expect(all.body.locations.map((l: { name: string }) => l.name)).toEqual(['Shop 1', 'HQ', 'Depot']);
  });

  it('finds one location by id, as the latest year describes it', async () => {
    const details = await call('GET', `/api/comp-location/details/${shopId}`, { token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: shopId, yearEnd: Y2, inBoundary: false, address: '9 New Road' });
  });

  it('refuses a second location whose name differs only by case, spacing or full-width forms', async () => {
    const page = await call('GET', `/api/comp-location/${Y2}`, { token });
    const rows: Row[] = page.body.values.locations;
    for (const twin of ['hq', ' HQ ', 'ＨＱ']) {
      const res = await putLocations(
        { locations: [...rows, location(twin)], boundaryChangeReason: 'x' },
        page.body.version,
      );
      expect(res.status, twin).toBe(400);
      expect(res.body.data.issues).toContainEqual(
        expect.objectContaining({
          path: `locations.${rows.length}.name`,
          code: 'duplicatedOrMissing',
          message: 'Duplicated item or missing input.',
        }),
      );
    }
  });

  it('refuses two rows with one id, and a malformed id', async () => {
    const page = await call('GET', `/api/comp-location/${Y2}`, { token });
    const rows: Row[] = page.body.values.locations;
    const twin = { ...rows[2]!, name: 'Depot 2', locationId: hqId };
    const dup = await putLocations({ locations: [...rows, twin], boundaryChangeReason: 'x' }, page.body.version);
    expect(dup.status).toBe(400);
    expect(dup.body.data.issues).toContainEqual(
      expect.objectContaining({ path: 'locations.3.locationId', code: 'duplicatedOrMissing' }),
    );
    const bad = await putLocations({ locations: [{ ...rows[0]!, locationId: 'not-a-ulid' }] }, page.body.version);
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path)).toContain('locations.0.locationId');
  });
});

describe('tenancy, locks and concurrency', () => {
  it('answers 404 for another company’s location and period ids, and unknown years', async () => {
    const acme = await signIn('acme.user');
    const page = await call('GET', `/api/comp-location/${Y2}`, { token });
    const ourId = page.body.values.locations[0].locationId;
    for (const path of [
      `/api/comp-location/details/${ourId}`,
      `/api/comp-location/by-comp-period/${periodIds[Y2]}`,
      `/api/comp-location/social/${periodIds[Y2]}`,
      '/api/comp-location/by-year-end/2026-03-31',
      '/api/comp-location/2030-12-31',
    ]) {
      expect((await call('GET', path, { token: acme })).status, path).toBe(404);
    }
    expect((await call('GET', `/api/comp-location/details/${ourId}`, { token })).status).toBe(200);
    expect((await call('GET', '/api/comp-location/details/not-an-id', { token })).status).toBe(400);
  });

  it('refuses a save to a printed year (423) and one based on an old version (409)', async () => {
    const acme = await signIn('acme.user');
    const locked = await putLocations({ locations: [location('HQ')] }, 0, Y1, acme);
    expect(locked.status).toBe(423);
    const page = await call('GET', `/api/comp-location/${Y2}`, { token });
    const stale = await putLocations(page.body.values, page.body.version - 1);
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.version).toBe(page.body.version);
  });
});
