import { ulid } from 'ulid';
import { call } from './api';

/** A location row of the reporting boundaries page with a fixed id, so the same location keeps it across years. */
export const boundaryRow = (name: string, locationId: string, inBoundary = 'yes') => ({
  locationId,
  name,
  address: `1 ${name} Road`,
  city: 'Hong Kong',
  country: 'HK',
  district: 'wan-chai',
  locationType: 'office',
  numberOfShops: '',
  inBoundary,
});

/** Saves the same boundary (HQ and Shop in it, Depot out of it) for each year; returns the location ids. */
export async function saveBoundaries(token: string, years: string[]) {
  const ids = { hq: ulid(), shop: ulid(), depot: ulid() };
  const values = {
    locations: [boundaryRow('HQ', ids.hq), boundaryRow('Shop', ids.shop), boundaryRow('Depot', ids.depot, 'no')],
  };
  for (const year of years) {
    const res = await call('PUT', `/api/page-data/reporting_boundaries/${year}`, {
      token,
      body: { values, version: 0 },
    });
    if (res.status !== 200) throw new Error(`boundary save failed: ${JSON.stringify(res.body)}`);
  }
  return ids;
}

export const every = (q: string) => Array<string>(12).fill(q);
export const blank = () => every('');

/** A CLP electricity row at `locationId` (a new row: version 0), 1,000 kWh a month unless given. */
export const clpRow = (locationId: string, months = every('1000')) => ({
  version: 0,
  locationId,
  unit: 'kWh',
  months,
  attributes: { supplier: 'clp', account: '0123-456' },
});
/** Renewable energy certificates covering `mwh` of a row's electricity: a contractual instrument (ADR 0090). */
export const certificate = (mwh: string) => ({
  kind: 'certificate',
  mwh,
  rate: { value: '0', unit: 'kgCO2e/kWh' },
  vintage: 2025,
  reference: 'CLP Renewable Energy Certificates',
});
/** Four significant figures, as the worked examples are checked. */
export const sig4 = (x: number | null | undefined) => Number((x ?? NaN).toPrecision(4));
