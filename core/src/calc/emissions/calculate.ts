import { checkMonths, checkUnit, readMonths } from './activity';
import type { Chain } from './chain';
import { EmissionsInputError } from './errors';
import { isZero, ZERO_PRICE, type Price, type Quantities } from './ledger';
import type { Line } from './line';
import { REPORT_UNIT } from './measures';
import type { ActivityRow, CalculationSettings } from './model';
import { methodFor } from './methods';
import { planner } from './plan';
import type { Ports } from './ports';

type Priced = Pick<Line, 'quantity' | 'price' | 'gaps'>;

/**
 * A line with no activity is zero whatever its factor; one without its quantity (a vehicle's
 * kilometres) or its factors is stopped, and its gaps say why. Without kilometres, the months
 * the vehicle burnt fuel are the months NOx is missing for.
 */
function price(
  quantity: Quantities | undefined,
  activity: Quantities,
  chain: Chain,
  at: Price | undefined,
  rowId: string,
): Priced {
  const q = quantity ?? activity;
  if (isZero(q.sum)) return { quantity: q, price: ZERO_PRICE, gaps: [] };
  if (!quantity)
    return {
      quantity: q,
      price: undefined,
      gaps: [{ kind: 'missing-quantity', rowId, quantity: 'distance' }, ...chain.gaps],
    };
  return at ? { quantity, price: at, gaps: [] } : { quantity, price: undefined, gaps: chain.gaps };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Stable order (not locale-dependent), so the same rows in any order give the same lines. */
const byRow = (a: ActivityRow, b: ActivityRow) => compare(a.locationId, b.locationId) || compare(a.rowId, b.rowId);

function refuseDuplicates(rows: readonly ActivityRow[]) {
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.rowId)) throw new EmissionsInputError('duplicate-row', r.rowId, `Row ${r.rowId} appears twice.`);
    seen.add(r.rowId);
  }
}

function distanceOf(row: ActivityRow, units: Ports['units']): Quantities | undefined {
  if (row.kind !== 'vehicle' || !row.distance) return undefined;
  checkUnit(row, row.distance.unit, ['distance'], units);
  return readMonths(row.rowId, row.distance.months);
}

/**
 * What saving a row should check: the refusals a calculation would make, so stored rows never
 * make one fail. (A method's unit types do not depend on the GWP set.)
 */
export function checkRow(row: ActivityRow, units: Ports['units']): void {
  checkUnit(row, row.unit, methodFor(row, 'AR5').activityTypes, units);
  checkMonths(row.rowId, row.months);
  if (row.kind === 'vehicle' && row.distance) {
    checkUnit(row, row.distance.unit, ['distance'], units);
    checkMonths(row.rowId, row.distance.months);
  }
}

/** Every row's lines, exactly; throws EmissionsInputError for input no method can read. */
export function calculateLines(rows: readonly ActivityRow[], settings: CalculationSettings, ports: Ports): Line[] {
  refuseDuplicates(rows);
  const plan = planner(settings, ports);
  const lines: Line[] = [];
  for (const row of [...rows].sort(byRow)) {
    const method = plan.method(row);
    checkUnit(row, row.unit, method.activityTypes, ports.units);
    const activity = readMonths(row.rowId, row.months);
    const distance = distanceOf(row, ports.units);
    const distanceUnit = row.kind === 'vehicle' ? row.distance?.unit : undefined;
    const { rowId, locationId, kind, auditId } = row;
    for (const spec of method.lines) {
      const byDistance = spec.quantity === 'distance';
      const quantity = byDistance ? distance : activity;
      const chain = byDistance ? plan.chain(spec, distanceUnit) : plan.chain(spec, row.unit, method.readAs?.[row.unit]);
      const at = quantity && chain.gaps.length === 0 ? plan.price(chain, quantity.places) : undefined;
      const p = price(quantity, activity, chain, at, rowId);
      const unit = REPORT_UNIT[spec.measure];
      lines.push({
        rowId,
        locationId,
        kind,
        spec,
        unit,
        quantity: p.quantity,
        price: p.price,
        gaps: p.gaps,
        auditId,
        basis: chain,
      });
    }
  }
  return lines;
}
