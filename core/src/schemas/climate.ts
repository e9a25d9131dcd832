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
  /** Each emission factor used: its id, the year's revision and its published source. */
  factors: z.array(z.object({ id: z.string(), source: z.string().optional(), proxy: z.boolean() })),
});

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
      state: z.enum(['reported', 'explained', 'missing']),
      reason: z.string().optional(),
    }),
  ),
  targets: z.array(
    z.object({
      index: z.number(),
      metric: z.string(),
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
    }),
  ),
});
export type ClimateMetricsView = z.infer<typeof ClimateMetricsView>;
