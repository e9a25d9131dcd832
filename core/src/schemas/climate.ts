import * as z from 'zod';
import { IsoDate } from './common';

export const ClimateYearParams = z.strictObject({ year: IsoDate });

const ScopeFigure = z.object({
  /** tCO2e, exact decimal text. */
  tCO2e: z.string(),
  complete: z.boolean(),
  /** In English, for API readers; the page says it from `basis` in the user's language. */
  method: z.string(),
  /** What the method names: the factors' year, the GWP set, and whether Scope 2 is location-based. */
  basis: z.object({ factorYear: z.number(), gwpSet: z.string(), locationBased: z.boolean() }),
  /**
   * Each emission factor used: its id, the year's revision and its published source — in English, and in Traditional
   * Chinese and a Simplified override where the library has them (ADR 0130, 0137).
   */
  factors: z.array(
    z.object({
      id: z.string(),
      source: z.string().optional(),
      sourceHk: z.string().optional(),
      sourceCn: z.string().optional(),
      proxy: z.boolean(),
    }),
  ),
});

const Missing = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('factor'), factorId: z.string() }),
  z.object({ kind: z.literal('ownFactor') }),
  z.object({ kind: z.literal('rate'), currency: z.string() }),
  z.object({ kind: z.literal('unit'), unit: z.string() }),
]);

/** GET /api/climate/metrics/{year}: what the Metrics and targets page shows computed, never typed. */
export const ClimateMetricsView = z.object({
  yearEnd: IsoDate,
  scope1: ScopeFigure,
  scope2: ScopeFigure,
  scope3: z.array(
    z.object({
      category: z.number(),
      tCO2e: z.string().nullable(),
      complete: z.boolean(),
      sources: z.array(z.string()).readonly(),
      state: z.enum(['reported', 'excluded', 'explained', 'missing']),
      reason: z.string().optional(),
      /** The screening's method and data-quality tier (ADR 0109). */
      method: z.string().optional(),
      tier: z.string().optional(),
      /** What the figure lacks: a library factor, the company's own factor, an exchange rate, a unit. */
      missing: z.array(Missing).optional(),
      factors: z
        .array(z.object({ id: z.string(), revision: z.number(), source: z.string().optional(), proxy: z.boolean() }))
        .optional(),
      /** Category 1's part answered by suppliers through data requests, tier 1 (ADR 0119). */
      supplier: z.object({ tCO2e: z.string(), suppliers: z.number(), tier: z.literal('1') }).optional(),
    }),
  ),
  /** The Scope 3 total and the categories it includes (Part D says which). */
  scope3Total: z.object({ tCO2e: z.string(), categories: z.array(z.number()), complete: z.boolean() }),
  targets: z.array(
    z.object({
      index: z.number(),
      metric: z.string(),
      basis: z.string().optional(),
      calculated: z.boolean(),
      baseYear: z.string(),
      targetYear: z.string(),
      baseValue: z.string().nullable(),
      baseFrom: z.enum(['data', 'typed']).nullable(),
      currentValue: z.string().nullable(),
      targetValue: z.string(),
      progress: z.string().nullable(),
      /** The unit of its values (ADR 0091); null for another metric whose unit was not given. */
      unit: z.string().nullable(),
      /** Base → actuals → the linear path to the target, each year's milestone, and the latest gap (ADR 0110). */
      pathway: z
        .object({
          points: z.array(
            z.object({
              year: z.number(),
              actual: z.string().nullable(),
              path: z.string(),
              milestone: z.string().nullable(),
            }),
          ),
          gap: z.string().nullable(),
          gapYear: z.number().nullable(),
        })
        .optional(),
      /** The base year's emissions against the base recorded with the target, under the policy (ADR 0120). */
      recalculation: z
        .object({ recorded: z.string(), restated: z.string(), changePercent: z.string(), applied: z.boolean() })
        .optional(),
    }),
  ),
  /** The base year recalculation policy's threshold for structural changes, in % (ADR 0120), when recorded. */
  recalculationThreshold: z.string().optional(),
});
export type ClimateMetricsView = z.infer<typeof ClimateMetricsView>;
