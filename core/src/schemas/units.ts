import * as z from 'zod';
import { Confidence, Version } from './common';
import { messageText } from '../catalogue/messages';

/** Catalogue ids travel in keys, paths and queries: short, no '#', no '/'. */
export const CatalogueId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._%-]{0,39}$/);

/** A name in the three interface languages (en, hk, cn); Chinese falls back to English when missing. */
export const Names = z.strictObject({
  en: z.string().trim().min(1).max(100),
  hk: z.string().trim().min(1).max(100),
  cn: z.string().trim().min(1).max(100),
});

/** Exact factors travel as integer strings: JSON numbers cannot carry them without rounding. */
const PositiveInteger = z.string().regex(/^[1-9]\d{0,29}$/);

export const UnitTypeView = z.object({ id: z.string(), names: Names, baseUnitId: z.string(), version: z.number() });
export const UnitSystemView = z.object({ id: z.string(), names: Names, version: z.number() });
export const UnitView = z.object({
  id: z.string(),
  symbol: z.string(),
  names: Names,
  typeId: z.string(),
  systemId: z.string(),
  version: z.number(),
});
export const ConversionView = z.object({
  from: z.string(),
  to: z.string(),
  numerator: z.string(),
  denominator: z.string(),
  source: z.string(),
  /** The reference data's confidence in the factor, where it states one (the gas units' energy content). */
  confidence: Confidence.optional(),
  version: z.number(),
});
export type UnitTypeView = z.infer<typeof UnitTypeView>;
export type UnitSystemView = z.infer<typeof UnitSystemView>;
export type UnitView = z.infer<typeof UnitView>;
export type ConversionView = z.infer<typeof ConversionView>;

/** An edit of a catalogue entry: without `version` it is new, with it an update of that version. */
const edit = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ ...shape, version: Version.optional() });

/** One DynamoDB transaction per PUT: at most 25 entries, so entries + checks + audit fit in it. */
const batch = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1)
    .max(25)
    .refine((list) => new Set(list.map((i) => JSON.stringify(keyOf(i)))).size === list.length, {
      message: 'Each entry may appear only once.',
    });
const keyOf = (i: unknown) => {
  const o = i as { id?: string; from?: string; to?: string };
  return o.id ?? [o.from, o.to];
};

export const UnitEdit = edit({
  id: CatalogueId,
  symbol: z.string().trim().min(1).max(20),
  names: Names,
  typeId: CatalogueId,
  systemId: CatalogueId,
});
export const UnitTypeEdit = edit({ id: CatalogueId, names: Names, baseUnitId: CatalogueId });
export const ConversionEdit = edit({
  from: CatalogueId,
  to: CatalogueId,
  numerator: PositiveInteger,
  denominator: PositiveInteger,
  source: z.string().trim().min(1).max(200),
}).refine((c) => c.from !== c.to, { path: ['to'], message: 'A unit converts to itself without a factor.' });

export const UnitsPut = z.strictObject({ units: batch(UnitEdit) });
export const UnitTypesPut = z.strictObject({ types: batch(UnitTypeEdit) });
export const ConversionsPut = z.strictObject({ conversions: batch(ConversionEdit) });

/** GET /api/uom/convert?from=kWh&to=MJ&value=1.5 */
export const ConvertQuery = z.strictObject({
  from: CatalogueId,
  to: CatalogueId,
  value: z
    .string()
    .regex(/^-?\d{1,30}(\.\d{1,30})?$/, messageText('number'))
    .optional(),
});
const Exact = z.object({ numerator: z.string(), denominator: z.string(), decimal: z.string() });
export const ConvertReply = z.object({
  from: z.string(),
  to: z.string(),
  typeId: z.string(),
  /** 1 `from` = factor `to`. */
  factor: Exact,
  path: z.array(z.string()),
  value: Exact.optional(),
});
