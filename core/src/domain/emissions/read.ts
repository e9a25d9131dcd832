import { withLineColumns } from '../../calc/emissions/columns';
import type { EmissionsJson, PresentOptions } from '../../calc/emissions/present';
import { write } from '../../infra/db/write';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import type { PeriodRecord } from '../records';
import type { EmissionsView } from '../../schemas/resources';
import { recalculate } from './calculate';
import { readSnapshot } from './frozen';
import { snapshotChange } from './snapshot';

const withoutLines = (j: EmissionsJson): EmissionsJson => ({ ...j, lines: [], specs: [], bases: [] });
/** The route answers no location's months (the dashboard reads them): a printed year's snapshot holds them. */
const shaped = (json: EmissionsJson, lines: 'true' | 'false' | 'columns' = 'true') => {
  const j = { ...json, byLocationMonth: undefined };
  return lines === 'false' ? withoutLines(j) : lines === 'columns' ? withLineColumns(j) : j;
};

/** A year's presented emissions as every reader sees them: recalculated while open, the frozen snapshot once printed. */
export interface YearEmissionsJson {
  json: EmissionsJson;
  locked: boolean;
  frozen?: { at: string; by?: string };
}

/**
 * An open year is recalculated from its rows with today's factor library and its report settings
 * (so a factor edit or another GWP set shows at once); a printed year answers the snapshot frozen
 * when it was printed. A year printed before snapshots existed is frozen by its first read (and says when).
 * GET /api/emissions/{year} and the dashboard (GET /api/dashboard/{year}) both read this.
 */
export async function emissionsOfYear(
  tenantId: string,
  period: PeriodRecord,
  options: PresentOptions = {},
): Promise<YearEmissionsJson> {
  if (!period.printed) return { json: await recalculate(tenantId, period, options), locked: false };
  let snapshot = await readSnapshot(tenantId, period.yearEnd);
  if (!snapshot) {
    // Not year-locked: the year is printed, and freezing it is what printing asks for.
    await write({ tenantId, action: 'emissions.freeze', changes: [await snapshotChange(tenantId, period, 'system')] });
    snapshot = (await readSnapshot(tenantId, period.yearEnd))!;
  }
  return {
    json: snapshot.json,
    locked: true,
    frozen: { at: snapshot.frozenAt, ...(snapshot.frozenBy ? { by: snapshot.frozenBy } : {}) },
  };
}

/** GET /api/emissions/{year}. */
export async function yearEmissions(
  m: Membership,
  yearEnd: string,
  query: { lines?: 'true' | 'false' | 'columns' },
): Promise<EmissionsView> {
  const { period } = await reportingYear(m, yearEnd);
  const { json, locked, frozen } = await emissionsOfYear(m.actor.tenantId, period, {
    lines: query.lines !== 'false',
    locationMonths: false,
  });
  return { yearEnd, locked, ...(frozen ? { frozen } : {}), ...shaped(json, query.lines) };
}
