import { demoPages, SITE_ORDER, type Site } from './pages';
import { rowsFor } from './resources';

/**
 * The demo year saved over the product's API by a company's administrator
 * (docs/decisions/0131-a-complete-year-over-the-api.md): every page and the year's resource rows, under the company's
 * own name, so that its final report leaves no provision open. The browser journeys and the API tests call it with
 * their own caller; no test writes the database for it.
 */
export interface Caller {
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
}

/** The three sites of the demo year's boundary: their names are what the pages' location lists name. */
export const SITES: Record<Site, { id: string; name: string; address: string; district: string; type: string }> = {
  hq: {
    id: '01JX0000000000000000000011',
    name: 'Head office',
    address: '979 King’s Road, Quarry Bay',
    district: 'eastern',
    type: 'office',
  },
  shop: {
    id: '01JX0000000000000000000012',
    name: 'Causeway Bay shop',
    address: '500 Hennessy Road, Causeway Bay',
    district: 'wan-chai',
    type: 'retail',
  },
  warehouse: {
    id: '01JX0000000000000000000013',
    name: 'Kwun Tong warehouse',
    address: '10 Hoi Bun Road, Kwun Tong',
    district: 'kwun-tong',
    type: 'warehouse',
  },
};

/** A director on the board committee page: the sign-off is mailed to each. */
export interface Director {
  name: string;
  email: string;
}

/**
 * Every page of the demo year saved by the administrator, the boundary first (the other pages name its sites), under
 * the company's own name (never the demo company's); the board committee's members are the given directors.
 */
export async function saveCompleteYear(admin: Caller, year: string, company: string, directors: Director[]) {
  const names = Object.fromEntries(SITE_ORDER.map((s) => [s, SITES[s].name])) as Record<Site, string>;
  const { reporting_boundaries: boundary, ...pages } = demoPages(names);
  const locations = SITE_ORDER.map((s) => ({
    locationId: SITES[s].id,
    name: SITES[s].name,
    address: SITES[s].address,
    city: 'Hong Kong',
    country: 'HK',
    district: SITES[s].district,
    locationType: SITES[s].type,
    numberOfShops: s === 'shop' ? '1' : '',
    inBoundary: 'yes',
  }));
  await admin.call('PUT', `/api/page-data/reporting_boundaries/${year}`, {
    values: { ...boundary, locations, boundaryNarrative: 'All offices, shops and warehouses in Hong Kong.' },
    version: 0,
  });
  const members = directors.map((d, i) => ({ ...d, positionTitle: i === 0 ? 'Chair' : 'Director' }));
  pages.board_committee = { ...pages.board_committee, members };
  const { nameZh: _, ...info } = pages.company_information!;
  pages.company_information = { ...info, nameEn: company, feedbackContact: `Sustainability Department, ${company}.` };
  for (const [pageKey, values] of Object.entries(pages))
    await admin.call('PUT', `/api/page-data/${pageKey}/${year}`, { values, version: 0 });
  // The year's figures: each resource type's rows in one batch, at the sites' ids. Not the van (the factor library
  // has no NOx, SOx or PM factor for a Euro VI diesel private van), and the fluorescent tubes recycled (none for
  // chemically treated hazardous waste): rows that cannot be calculated keep their location from being submitted.
  const rows = new Map<string, unknown[]>();
  for (const [type, site, unit, months, given] of rowsFor(1)) {
    if (type === 'vehicle') continue;
    const attributes = given.handling === 'chemical-treatment' ? { ...given, handling: 'recycled' } : given;
    rows.set(type, [...(rows.get(type) ?? []), { locationId: SITES[site].id, unit, months, attributes }]);
  }
  for (const [type, batch] of rows) await admin.call('POST', `/api/resource/${type}/newBatch`, { year, rows: batch });
}
