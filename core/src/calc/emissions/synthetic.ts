import { calculateEmissions } from './calculation';
import type { ActivityRow, CalculationSettings, RowTemplate } from './model';
import type { Ports } from './ports';
import { presentEmissions, type PresentOptions } from './present';

/** A location's twelve resource rows: the mix of a Hong Kong office-and-shop portfolio. */
const ROWS = [
  { kind: 'electricity', supplier: 'clp', unit: 'kWh' },
  { kind: 'electricity', supplier: 'hke', unit: 'kWh' },
  { kind: 'towngas', unit: 'towngas-unit' },
  { kind: 'fuel', fuel: 'diesel', unit: 'L' },
  { kind: 'vehicle', fuel: 'diesel', vehicleType: 'private-van', unit: 'L' },
  { kind: 'vehicle', fuel: 'petrol', vehicleType: 'passenger-car', unit: 'L' },
  { kind: 'refrigerant', gas: 'HFC-134a', unit: 'kg' },
  { kind: 'water', unit: 'm3' },
  { kind: 'paper', unit: 'kg' },
  { kind: 'waste', hazardous: false, handling: 'landfill', unit: 'kg' },
  { kind: 'packaging', material: 'carton', unit: 'kg' },
  { kind: 'businessTravel', mode: 'flight', cabin: 'economy', unit: 'pkm' },
] as const satisfies readonly RowTemplate[];

/** Deterministic two-decimal quantities (no Math.random: two runs must read the same data). */
const quantity = (location: number, row: number, month: number) =>
  ((location * 7919 + row * 104729 + month * 1299709) % 1_000_000) / 100;

/** A reporting year of `locations` × 12 resource rows × 12 months, as stored items would hold it. */
export function syntheticYear(locations: number): ActivityRow[] {
  return Array.from({ length: locations }, (_, l) =>
    ROWS.map(
      (t, r) =>
        ({
          ...t,
          rowId: `row-${l}-${r}`,
          locationId: `loc-${String(l).padStart(3, '0')}`,
          auditId: `audit-${l}-${r}`,
          months: Array.from({ length: 12 }, (_, m) => quantity(l, r, m).toFixed(2)),
          ...(t.kind === 'vehicle'
            ? { distance: { unit: 'km', months: Array.from({ length: 12 }, (_, m) => String(800 + m * 10 + l)) } }
            : {}),
        }) as ActivityRow,
    ),
  ).flat();
}

/** What GET /api/emissions/{year} does after loading: calculate and present. The bench times this. */
export const recalculateYear = (
  rows: readonly ActivityRow[],
  settings: CalculationSettings,
  ports: Ports,
  options: PresentOptions = {},
) => presentEmissions(calculateEmissions(rows, settings, ports), options);
