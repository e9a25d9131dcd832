import { beforeAll, describe, expect, it } from 'vitest';
import type { TaskView } from '@esg/core/schemas/workflow';
import { demoPages, SITE_ORDER, type Site } from '@esg/local/demoYear/pages';
import { call } from '../support/api';
import { freshCompany } from '../support/company';

/**
 * A location renamed on Reporting boundaries is renamed in every answer that chose it (employment's regions, the
 * climate register's affected locations) in the same write: the pages still submit and read the new name
 * (docs/decisions/0155-a-location-rename-carries-to-its-answers.md).
 */
const Y = '2025-12-31';
const SITES: Record<Site, { id: string; name: string; hk: string }> = {
  hq: { id: '01JX0000000000000000000011', name: 'Head office', hk: '總辦事處' },
  shop: { id: '01JX0000000000000000000012', name: 'Causeway Bay shop', hk: '銅鑼灣店' },
  warehouse: { id: '01JX0000000000000000000013', name: 'Kwun Tong warehouse', hk: '觀塘貨倉' },
};
const RENAMED = 'Head Office (Quarry Bay)';

let token: string;
const boundary = (name: (s: Site) => unknown, inBoundary: (s: Site) => string = () => 'yes') => ({
  locations: SITE_ORDER.map((s) => ({
    locationId: SITES[s].id,
    name: name(s),
    address: `${s} road`,
    city: 'Hong Kong',
    country: 'HK',
    district: 'eastern',
    locationType: 'office',
    numberOfShops: '',
    inBoundary: inBoundary(s),
  })),
  consolidationApproach: 'operationalControl',
  boundaryNarrative: 'All offices, shops and warehouses in Hong Kong.',
});
const read = async (page: string) => (await call('GET', `/api/page-data/${page}/${Y}`, { token })).body;
const saveBoundary = async (values: unknown) => {
  const { version } = await read('reporting_boundaries');
  return call('PUT', `/api/page-data/reporting_boundaries/${Y}`, { token, body: { values, version } });
};
/** A page's submission (or its withdrawal) at the task's version now. */
const review = async (pageKey: string, action: 'submit' | 'withdraw' = 'submit') => {
  const { tasks } = (await call('GET', `/api/workflow/${Y}`, { token })).body as { tasks: TaskView[] };
  const task = tasks.find((t) => t.pageKey === pageKey)!;
  return call('POST', `/api/workflow/${Y}/tasks/${pageKey}/${action}`, { token, body: { version: task.version } });
};

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y }], 'companyAdmin'));
  const names = Object.fromEntries(SITE_ORDER.map((s) => [s, SITES[s].name])) as Record<Site, string>;
  const { reporting_boundaries: _, ...pages } = demoPages(names);
  const saved = await saveBoundary(boundary((s) => ({ en: SITES[s].name, hk: SITES[s].hk })));
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // The pages whose provisions the two pages' checks read (the report's gaps, ADR 0134): their policies too.
  for (const key of ['policies', 'employment', 'climate_risks']) {
    const res = await call('PUT', `/api/page-data/${key}/${Y}`, { token, body: { values: pages[key], version: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
});

describe('a renamed location', () => {
  it('is renamed in the answers that chose it, so employment and climate risks still submit', async () => {
    const renamed = await saveBoundary(
      boundary((s) =>
        s === 'hq' ? { en: RENAMED, hk: '總辦事處（鰂魚涌）' } : { en: SITES[s].name, hk: SITES[s].hk },
      ),
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const employment = await read('employment');
    expect(employment.values.regions.map((r: { location: string }) => r.location)).toEqual([
      RENAMED,
      'Causeway Bay shop',
      'Kwun Tong warehouse',
    ]);
    const risks = await read('climate_risks');
    const chosen = risks.values.register.flatMap((r: { locations: string[] }) => r.locations);
    expect(chosen).toContain(RENAMED);
    expect(chosen).not.toContain('Head office');

    for (const page of ['employment', 'climate_risks']) {
      const submitted = await review(page);
      expect(submitted.status, `${page}: ${JSON.stringify(submitted.body)}`).toBe(200);
    }
  });

  it('names a location taken out of the boundary where an answer still chooses it', async () => {
    const out = await saveBoundary(
      boundary(
        (s) => (s === 'hq' ? RENAMED : SITES[s].name),
        (s) => (s === 'warehouse' ? 'no' : 'yes'),
      ),
    );
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    // Employment was submitted above: read-only until the submission is withdrawn (ADR 0102, amended).
    expect((await review('employment', 'withdraw')).status).toBe(200);
    const { values, version } = await read('employment');
    const refused = await call('PUT', `/api/page-data/employment/${Y}`, { token, body: { values, version } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues).toContainEqual(
      expect.objectContaining({
        path: 'regions.2.location',
        code: 'locationNotInBoundary',
        message:
          '“Kwun Tong warehouse” is not in this year’s reporting boundary: choose another location or add it back on Reporting boundaries.',
      }),
    );
  });
});
