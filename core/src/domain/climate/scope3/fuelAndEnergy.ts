import type { ActivityRow } from '../../../calc/emissions/model';
import type { FactorLibrary, UnitConverter } from '../../../calc/emissions/ports';
import { parseDecimal } from '../../../lib/rational';
import {
  add,
  convert,
  factorFor,
  KG_TO_T,
  product,
  ZERO,
  type Estimate,
  type EstimateInput,
  type Missing,
} from './factors';

/** The factors of one kind of row and the unit they are per. */
interface Upstream {
  factors: readonly string[];
  unit: string;
}

const ELECTRICITY: Upstream = { factors: ['elec-td-loss', 'wtt-elec-generation', 'wtt-elec-td'], unit: 'kWh' };
const STATIONARY: Record<string, Upstream> = {
  diesel: { factors: ['wtt-diesel'], unit: 'L' },
  kerosene: { factors: ['wtt-kerosene'], unit: 'L' },
  lpg: { factors: ['wtt-lpg'], unit: 'kg' },
  'natural-gas': { factors: ['wtt-natural-gas'], unit: 'm3' },
  charcoal: { factors: ['wtt-charcoal'], unit: 'kg' },
};
const VEHICLE: Record<string, Upstream> = {
  diesel: { factors: ['wtt-diesel'], unit: 'L' },
  petrol: { factors: ['wtt-petrol'], unit: 'L' },
  lpg: { factors: ['wtt-lpg-by-volume'], unit: 'L' },
};

/**
 * What a row's category 3 is computed from (ADR 0109). Towngas has none: Hong Kong practice already
 * counts the gas company's production in Scope 2 (calc/emissions/methods.ts), so it is not counted twice.
 */
function upstreamOf(row: ActivityRow): Upstream | undefined {
  if (row.kind === 'electricity') return ELECTRICITY;
  if (row.kind === 'fuel') return STATIONARY[row.fuel];
  if (row.kind === 'vehicle') return VEHICLE[row.fuel];
  return undefined;
}

/** HKEX App. 2's LPG billing unit is a kilogram (methods.ts LPG_UNIT). */
const unitOf = (row: ActivityRow) => (row.unit === 'lpg-unit' ? 'kg' : row.unit);

/**
 * GHG Protocol category 3 from the rows already entered, no new input: the well-to-tank of each fuel
 * burned, and for purchased electricity the T&D losses and the well-to-tank of generation and of the
 * lost part. Each row's year total × each factor; a missing factor or unit is named, never zero.
 */
export function fuelAndEnergy(
  rows: readonly ActivityRow[],
  library: FactorLibrary,
  units: UnitConverter,
  year: number,
): Estimate {
  let tCO2e = ZERO;
  const used = new Map<string, Estimate['factors'][number]>();
  const missing = new Map<string, Missing>();
  const inputs: EstimateInput[] = [];
  for (const row of rows) {
    const up = upstreamOf(row);
    if (!up) continue;
    const total = row.months.reduce((s, m) => (m ? add(s, parseDecimal(m) ?? ZERO) : s), ZERO);
    const quantity = convert(units, total, unitOf(row), up.unit);
    if (!quantity) {
      missing.set(`unit:${row.unit}`, { kind: 'unit', unit: row.unit });
      continue;
    }
    for (const id of up.factors) {
      const f = factorFor(library, id, year);
      if (!f) {
        missing.set(`factor:${id}`, { kind: 'factor', factorId: id });
        continue;
      }
      used.set(id, f);
      const line = product(quantity, f.value, KG_TO_T);
      tCO2e = add(tCO2e, line);
      inputs.push({ input: row.rowId, label: row.kind, locationId: row.locationId, tCO2e: line, factor: f });
    }
  }
  return { category: 3, tCO2e, factors: [...used.values()], missing: [...missing.values()], inputs };
}
