import { ghgTotals, type GhgTotals } from './aggregate';
import { calculateLines } from './calculate';
import type { Line } from './line';
import { gapKey, type Gap } from './gaps';
import { intensities, type Intensities } from './intensity';
import { marketBased, type InstrumentUse } from './market';
import type { ActivityRow, CalculationSettings } from './model';
import type { Ports } from './ports';
import { provisionFigures, type ProvisionFigures } from './provisions';
import { resourceTotals, type ResourceTotals } from './resources';

/** A reporting year's emissions, exact; present.ts turns it into JSON numbers at the edge. */
export interface EmissionsCalculation {
  settings: CalculationSettings;
  lines: Line[];
  ghg: GhgTotals;
  resources: ResourceTotals;
  provisions: ProvisionFigures;
  intensities: Intensities;
  /** The contractual instruments market-based Scope 2 counted (ADR 0090). */
  instruments: InstrumentUse[];
  /** Every gap of every line, once: what stands between the year and complete figures. */
  gaps: Gap[];
  complete: boolean;
}

/**
 * GET /api/emissions/{year}'s calculation: pure and deterministic (same rows in any order, same
 * library → the same result), so a printed year's snapshot can be checked by recalculating it.
 */
export function calculateEmissions(
  rows: readonly ActivityRow[],
  settings: CalculationSettings,
  ports: Ports,
): EmissionsCalculation {
  const lines = calculateLines(rows, settings, ports);
  const ghg = ghgTotals(lines);
  const resources = resourceTotals(lines);
  const market = marketBased(rows, lines, ghg.scope2);
  const provisions = provisionFigures(ghg, resources, settings, market.scope2);
  const gaps = new Map<string, Gap>();
  for (const line of lines) for (const g of line.gaps) gaps.set(gapKey(g), g);
  return {
    settings,
    lines,
    ghg,
    resources,
    provisions,
    intensities: intensities(provisions, settings.denominators),
    instruments: market.instruments,
    gaps: [...gaps.values()],
    complete: gaps.size === 0,
  };
}
