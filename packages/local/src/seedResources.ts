import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write, type Change } from '@esg/core/infra/db/write';
import type { PageDataRecord } from '@esg/core/domain/pageData/records';
import { BOUNDARIES } from '@esg/core/pages/background/reportingBoundaries.rules';
import { loadUnits } from '@esg/core/domain/units/read';
import { rowKey, type ResourceRecord } from '@esg/core/domain/resources/rows';
import { checkResourceRow } from '@esg/core/domain/resources/validate';
import { snapshotChange } from '@esg/core/domain/emissions/snapshot';
import type { PeriodRecord } from '@esg/core/domain/records';
import { declaredPage } from '@esg/core/domain/pageData/declared';
import { validatePage } from '@esg/core/catalogue/schema/page';
import { ruleIssues } from '@esg/core/domain/pageData/rules';
import { withDerived } from '@esg/core/domain/pageData/answers';
import { rowsFor } from './demoYear/resources';
import { lastYearPages } from './demoYear/lastYear';

/**
 * Demo environmental data for Acme (ADR 0014): a Hong Kong head office, a shop and a warehouse with a
 * year of electricity, fuels, a van, refrigerant, water, paper, waste, trees, flights, packaging and
 * intensity denominators, for FY2024 (printed, so frozen here as printing would) and FY2025 (open); the printed year
 * also gets the Social answers a later year reads back (./demoYear/lastYear.ts).
 */
type Loc = 'hq' | 'shop' | 'warehouse';
type Both = { en: string; hk: string };
const SITES: [Loc, Both, Both, string][] = [
  // Each name and address in English and Traditional Chinese (docs/decisions/0121): the editions print their own.
  [
    'hq',
    { en: 'Head office', hk: '總辦事處' },
    { en: '979 King’s Road, Quarry Bay', hk: '鰂魚涌英皇道979號' },
    'eastern',
  ],
  [
    'shop',
    { en: 'Causeway Bay shop', hk: '銅鑼灣商店' },
    { en: '500 Hennessy Road, Causeway Bay', hk: '銅鑼灣軒尼詩道500號' },
    'wan-chai',
  ],
  [
    'warehouse',
    { en: 'Kwun Tong warehouse', hk: '觀塘倉庫' },
    { en: '10 Hoi Bun Road, Kwun Tong', hk: '觀塘海濱道10號' },
    'kwun-tong',
  ],
];

/** What each site is, as the boundary page's list names it. */
const TYPES: Record<Loc, string> = { hq: 'office', shop: 'retail', warehouse: 'warehouse' };
const boundaryRow = (id: string, [at, name, address, district]: (typeof SITES)[number]) => ({
  locationId: id,
  name,
  address,
  city: { en: 'Hong Kong', hk: '香港' },
  country: 'HK',
  district,
  locationType: TYPES[at],
  numberOfShops: at === 'shop' ? '1' : '',
  inBoundary: 'yes',
});

/** The rows of one year, and its boundary when asked (unless one is there already). */
async function yearChanges(
  tenantId: string,
  yearEnd: string,
  ids: Record<Loc, string>,
  scale: number,
  withBoundary: boolean,
) {
  const changes: Change[] = [];
  const existing = await getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, BOUNDARIES));
  if (withBoundary && !existing)
    changes.push({
      op: 'create',
      key: keys.pageData(tenantId, yearEnd, BOUNDARIES),
      item: {
        pageKey: BOUNDARIES,
        yearEnd,
        values: {
          locations: SITES.map((s) => boundaryRow(ids[s[0]], s)),
          // Both languages (ADR 0096), as the demo year's other narratives.
          boundaryNarrative: {
            en: 'All offices, shops and warehouses the company operates in Hong Kong.',
            hk: '本公司在香港營運的所有辦公室、商店及倉庫。',
          },
        },
        updatedAt: new Date().toISOString(),
        updatedBy: 'seed',
        copiedFrom: null,
      },
    });
  const units = (await loadUnits()).graph;
  const auditId = ulid();
  for (const [type, at, unit, months, attributes] of rowsFor(scale)) {
    const row = { locationId: ids[at], unit, months, attributes };
    const checked = checkResourceRow(row, {
      type,
      units,
      locations: new Set(Object.values(ids)),
      path: type,
      // No demo row names a library factor of its own.
      electricityFactors: new Set(),
    });
    if (!checked.ok) throw new Error(`demo row refused: ${JSON.stringify(checked.issues)}`);
    const rowId = ulid();
    const item: Omit<ResourceRecord, 'version'> = {
      ...row,
      attributes: checked.attributes,
      rowId,
      type,
      yearEnd,
      auditId,
      updatedAt: new Date().toISOString(),
      updatedBy: 'seed',
    };
    changes.push({ op: 'create', key: rowKey(tenantId, yearEnd, type, rowId), item });
  }
  return { changes, auditId };
}

/**
 * The printed year's page answers (./demoYear/lastYear.ts), checked by the page's schema and rules and with its
 * derived fields as a save would store them; written directly, as the year's rows are, since the year is printed.
 */
function printedPages(tenantId: string, period: PeriodRecord): Change[] {
  return Object.entries(lastYearPages()).map(([pageKey, given]): Change => {
    const page = declaredPage(pageKey);
    const checked = validatePage(page, given);
    const issues = checked.ok ? ruleIssues(page, { values: checked.value, period }) : checked.issues;
    if (!checked.ok || issues.length > 0) throw new Error(`demo page ${pageKey} refused: ${JSON.stringify(issues)}`);
    const { values } = withDerived(page, checked.value, {});
    const item = { pageKey, yearEnd: period.yearEnd, values, updatedAt: new Date().toISOString(), updatedBy: 'seed' };
    return { op: 'create', key: keys.pageData(tenantId, period.yearEnd, pageKey), item: { ...item, copiedFrom: null } };
  });
}

/** FY2024 (printed) and FY2025 (open) for Acme; the printed year is frozen as printing freezes it. */
export async function seedResources(tenantId: string, printed: PeriodRecord, open: PeriodRecord) {
  const ids = { hq: ulid(), shop: ulid(), warehouse: ulid() };
  // Only the open year gets a boundary page: a seeded last-year boundary would make every boundary
  // edit of the open year need a "reason for the change" (MDR-BOUND), which demo users and the e2e
  // tests editing Acme's boundary do not expect. The printed year's rows name the same location ids.
  for (const [period, scale, withBoundary] of [
    [printed, 0.94, false],
    [open, 1, true],
  ] as const) {
    const { changes, auditId } = await yearChanges(tenantId, period.yearEnd, ids, scale, withBoundary);
    if (period === printed) changes.push(...printedPages(tenantId, period));
    // Seeding writes a printed year on purpose: no year lock (yearEnd) on this write.
    await write({ tenantId, action: 'seed.resources', changes, auditId });
  }
  await write({ tenantId, action: 'seed.freeze', changes: [await snapshotChange(tenantId, printed, 'seed')] });
}
