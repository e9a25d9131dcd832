import * as z from 'zod';
import { IsoDate } from './common';
import { LocationId } from './location';

export const DashboardParams = z.strictObject({ year: IsoDate });
/** `compare`: another reporting year's end (default: the year before); `location`: one location's id. */
export const DashboardQuery = z.strictObject({
  compare: IsoDate.optional(),
  location: LocationId.optional(),
});

const Missing = z.object({
  kind: z.string(),
  factorId: z.string().optional(),
  year: z.number().optional(),
  rowId: z.string().optional(),
  message: z.string(),
});
const Figure = z.object({
  value: z.number().nullable(),
  unit: z.string(),
  complete: z.boolean(),
  /** Nothing of it could be computed (a factor is missing): not reported, `missing` says why. */
  notReported: z.literal(true).optional(),
  /** No row of activity feeds it: not entered, never a complete 0 (ADR 0069). */
  notEntered: z.literal(true).optional(),
  missing: z.array(Missing),
});
const FactorSet = z.object({ year: z.number(), gwpSet: z.string(), sources: z.array(z.string()) });
const ScopeStack = z.object({ scope1: Figure, scope2: Figure, scope3: Figure });

/** GET /api/dashboard/{year}: domain/dashboard/view.ts `Dashboard`, plus whether the year is printed. */
export const DashboardView = z.object({
  yearEnd: IsoDate,
  compareYearEnd: IsoDate.nullable(),
  location: z.string().nullable(),
  locked: z.boolean(),
  frozen: z.object({ at: z.string(), by: z.string().optional() }).optional(),
  factorSet: FactorSet,
  figures: z.record(z.string(), Figure.extend({ previous: z.number().nullable(), change: z.number().nullable() })),
  byMonth: z.array(ScopeStack).nullable(),
  years: z.array(ScopeStack.extend({ yearEnd: IsoDate, removals: Figure, factorSet: FactorSet })),
  locations: z.array(
    z.object({
      locationId: z.string(),
      name: z.string().nullable(),
      /** The name in each language of the interface (ADR 0121). */
      names: z.object({ en: z.string(), hk: z.string(), cn: z.string() }).optional(),
      ghg: Figure,
      energy: Figure,
      water: Figure,
    }),
  ),
  energyTypes: z.array(z.string()),
  companyWide: z.array(z.enum(['trainingHours', 'lostDays', 'fatalities'])),
});
export type DashboardView = z.infer<typeof DashboardView>;
