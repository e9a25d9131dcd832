import type { GhgTotals } from './aggregate';
import type { CalculationSettings } from './model';
import type { ResourceTotals } from './resources';
import { combine, type Figure } from './tally';

/** HKEX codes this calculation feeds (core/data/hkex-c2-catalogue.csv; a test checks they exist). */
export const EMISSION_PROVISIONS = [
  'A1.1',
  'A1.2',
  'A1.3',
  'A1.4',
  'A2.1',
  'A2.2',
  'A2.5',
  'D-MT-GHG1',
  'D-MT-GHG2',
  'D-MT-GHG3',
] as const;
export type EmissionProvision = (typeof EMISSION_PROVISIONS)[number];
export type ProvisionFigures = Record<EmissionProvision, Record<string, Figure>>;

/**
 * Scope 1 as A1.2 reports it: gross, or net of tree removals when the report nets them (HKEX
 * guidance allows it). Part D asks for absolute gross Scope 1, so D-MT-GHG1 never nets.
 */
export function reportedScope1(ghg: GhgTotals, settings: CalculationSettings): Figure {
  return settings.removals === 'net-scope1' ? combine(ghg.scope1, ghg.removals, -1) : ghg.scope1;
}

/** The figures of each provision, keyed the way the report and the content index name them. */
export function provisionFigures(
  ghg: GhgTotals,
  res: ResourceTotals,
  settings: CalculationSettings,
  scope2MarketBased: Figure = ghg.scope2,
): ProvisionFigures {
  const scope1 = reportedScope1(ghg, settings);
  const scope1And2 = combine(scope1, ghg.scope2);
  const netting = settings.removals === 'net-scope1';
  return {
    'A1.1': { ...res.pollutants },
    'A1.2': {
      scope1,
      scope2: ghg.scope2,
      scope3: ghg.scope3,
      scope1And2,
      total: combine(scope1And2, ghg.scope3),
      ...(netting ? { scope1Gross: ghg.scope1, removals: ghg.removals } : {}),
    },
    'A1.3': { total: res.hazardousWaste },
    'A1.4': { total: res.nonHazardousWaste },
    'A2.1': { total: res.energy.total, ...Object.fromEntries(res.energy.byType) },
    'A2.2': { total: res.water },
    'A2.5': { total: res.packaging },
    'D-MT-GHG1': { total: ghg.scope1 },
    // Location-based is the total (A1.2's Scope 2); market-based beside it (ADR 0090).
    'D-MT-GHG2': { total: ghg.scope2, marketBased: scope2MarketBased },
    'D-MT-GHG3': { total: ghg.scope3, ...Object.fromEntries(ghg.scope3ByCategory) },
  };
}
