import * as z from 'zod';
import { RESOURCE_TYPES, type ResourceType } from '../vocabulary/resourceTypes';
import { MONTHS, isFullWidthNumber } from '../catalogue/values';
import { ruleText } from '../catalogue/ruleMessages';
import type { Clause } from '../calc/emissions/lineage';
import { coercedNumber, IsoDate, Version } from './common';
import { LocationId } from './location';

/** The resource types are vocabulary (vocabulary/resourceTypes.ts); the wire schemas name them too. */
export { RESOURCE_TYPES, type ResourceType, LocationId };
/**
 * Resource rows: one row per (reporting year, location, resource row) holding the 12
 * months of the financial year in order (ADR 0004). Quantities are decimal text exactly as typed
 * (ADR 0011): digits and one decimal point, or '' for a month not entered. See
 * docs/decisions/0014-resource-rows.md.
 */

/** Any identifier-like text passes the path schema, so an unknown type answers 404 like an unknown page. */
export const ResourceTypeParam = z.string().regex(/^\w{1,32}$/);
export const ResourceYearParams = z.strictObject({ type: ResourceTypeParam, year: IsoDate });
export const ResourceNewBatchParams = z.strictObject({ type: ResourceTypeParam });
/** The spec's `{id}` of the per-kind calls is the reporting year end, as in page data. */
export const YearIdParams = z.strictObject({ id: IsoDate });
export const EmissionsParams = z.strictObject({ year: IsoDate });
/** ULIDs (server-assigned row ids). */
export const RowId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
export const ResourceRowParams = z.strictObject({ type: ResourceTypeParam, year: IsoDate, rowId: RowId });
export const RowVersionQuery = z.strictObject({ version: coercedNumber().int().min(1) });

/** The spec's validation rules: digits and one decimal point only (no sign, exponent or separators), at most 30 characters. */
export const Quantity = z
  .string({ error: 'Incorrect type of input.' })
  .max(30, ruleText('quantityTooLong'))
  // The shared number rule (catalogue/values.ts, ADR 0068): full-width digits (１２) are named as such, never rewritten.
  .refine((s) => !isFullWidthNumber(s), { message: ruleText('halfWidthDigits'), abort: true })
  .regex(/^(\d+(\.\d+)?)?$/, ruleText('numberFormat'));
export const MonthValues = z.array(Quantity).length(MONTHS, `Exactly ${MONTHS} months, in the financial year's order.`);

export const UnitId = z.string({ error: 'Incorrect type of input.' }).min(1, 'Missing input.').max(30);

const label = (max = 100) => z.string().trim().max(max);
const code = z.string().regex(/^[a-z0-9][a-z0-9.-]{0,39}$/i);
const Iata = z.string().regex(/^[A-Z]{3}$/, ruleText('airportCode'));

/** A supplier's own published factor (an "other" grid): layered over the library for this row only. */
export const OwnFactor = z.strictObject({
  value: Quantity.refine((s) => s !== '', 'Missing input.'),
  unit: z.enum(['kgCO2e/kWh', 'kgCO2e/MWh', 'tCO2e/MWh']),
  source: label(200).optional(),
});

/**
 * An instrument's reference (ADR 0137): one text, as a one-language client types it (printed as typed in every
 * edition), or its English and Traditional Chinese (Simplified converted unless given), at least one of them.
 */
export const InstrumentReference = z.union([
  label(200).min(1, 'Missing input.'),
  z
    .strictObject({ en: label(200).optional(), hk: label(200).optional(), cn: label(200).optional() })
    .refine((b) => [b.en, b.hk, b.cn].some((t) => t !== undefined && t !== ''), 'Missing input.'),
]);
export type InstrumentReference = z.output<typeof InstrumentReference>;

/**
 * A contractual instrument for part of a row's electricity (ADR 0090): renewable energy certificates, a green tariff or
 * a power purchase agreement, with the emission rate it conveys (0 for renewable electricity) and the year of the
 * generation it certifies. It belongs to the row whose electricity it covers — same location, same supplier's market
 * (GHG Protocol Scope 2 Guidance, Scope 2 Quality Criteria) — and never covers more than the row's year.
 */
export const ContractualInstrument = z.strictObject({
  kind: z.enum(['certificate', 'greenTariff', 'ppa']),
  /** What it covers, in MWh: more than 0 (a row's year is the most). */
  mwh: Quantity.refine((s) => s !== '' && /[1-9]/.test(s), ruleText('instrumentMwh')),
  rate: OwnFactor.omit({ source: true }),
  vintage: z.number().int().min(2000).max(2100),
  /** The certificate scheme and serial numbers, or the tariff or agreement: the company's text (ADR 0137). */
  reference: InstrumentReference,
});
export type ContractualInstrument = z.output<typeof ContractualInstrument>;
/** At most this many instruments on one row. */
export const MAX_INSTRUMENTS = 12;

/** Each type's own attributes (strict: an unknown attribute is a 400 at its path). */
export const ATTRIBUTES = {
  electricity: z.strictObject({
    supplier: z.enum(['clp', 'hke', 'prc', 'other']),
    /** The meter or account number: a location may have several. */
    account: label(64),
    /** A library factor id to use instead of the supplier's default. */
    factorId: code.optional(),
    ownFactor: OwnFactor.optional(),
    /** Market-based Scope 2 (ADR 0090): what the company bought with the row's electricity. */
    instruments: z.array(ContractualInstrument).max(MAX_INSTRUMENTS).optional(),
  }),
  fuel: z.strictObject({
    fuel: z.enum(['diesel', 'lpg', 'kerosene', 'charcoal', 'natural-gas', 'towngas']),
    /** Equipment or account (generator, kitchen, Towngas account). */
    equipment: label(100).optional(),
  }),
  vehicle: z.strictObject({
    /** As the factor library names it: passenger-car, private-van, lgv, mgv-hgv, motorcycle … */
    vehicleType: code,
    fuel: z.enum(['diesel', 'petrol', 'lpg']),
    emissionStandard: label(20).optional(),
    chassisNumber: label(40).optional(),
    registration: label(20).optional(),
    /** Kilometres travelled per month (NOx and PM are per km). */
    distance: z.strictObject({ unit: UnitId, months: MonthValues }).optional(),
  }),
  refrigerant: z.strictObject({
    /** As the GWP table names it: HFC-134a, R-410A, … The months hold what was refilled. */
    gas: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ./()-]{0,39}$/, ruleText('gasName')),
    equipment: label(100).optional(),
  }),
  water: z.strictObject({ source: label(60).optional(), account: label(64).optional() }),
  paper: z.strictObject({ flow: z.enum(['purchased', 'disposed']), paperType: label(60).optional() }),
  waste: z.strictObject({
    hazardous: z.boolean(),
    wasteType: label(100).min(1, 'Missing input.'),
    /** landfill, incinerated, recycled, reused, chemical-treatment … */
    handling: code,
  }),
  tree: z.strictObject({ species: label(100).optional() }),
  businessTravel: z.strictObject({
    mode: z.enum(['flight', 'rail', 'ferry', 'bus', 'taxi', 'car']),
    cabin: z.enum(['economy', 'premium-economy', 'business', 'first']).optional(),
    /**
     * A flight between two airports: the months count trips (unit `trip`) and the server turns them
     * into passenger-km by the great-circle distance. Without airports the months are passenger-km.
     */
    origin: Iata.optional(),
    destination: Iata.optional(),
    roundTrip: z.boolean().optional(),
  }),
  packaging: z.strictObject({ material: label(60).min(1, 'Missing input.') }),
  material: z.strictObject({ material: label(60).min(1, 'Missing input.') }),
  intensity: z.strictObject({
    denominator: z.enum(['revenue', 'floorArea', 'headcount', 'shops', 'unitsProduced']),
  }),
} satisfies Record<ResourceType, z.ZodType>;
export type Attributes<T extends ResourceType = ResourceType> = z.output<(typeof ATTRIBUTES)[T]>;

/**
 * Attributes that belong to a row's year rather than to the row, which Copy from last year leaves behind
 * (`nextYearRow`, ADR 0123): an electricity row's contractual instruments (ADR 0090) cover that year's electricity.
 */
export const ATTRIBUTES_OF_THE_YEAR: { readonly [T in ResourceType]?: readonly (keyof Attributes<T>)[] } = {
  electricity: ['instruments'],
};

/**
 * One row as sent. No `id` (or version 0) creates a row; an `id` with the version it was based on
 * updates it. `attributes` are checked against the path's type by the domain (paths
 * `rows.N.attributes.x`).
 */
export const ResourceRowInput = z.strictObject({
  id: RowId.optional(),
  version: Version,
  locationId: LocationId,
  unit: UnitId,
  months: MonthValues,
  attributes: z.record(z.string(), z.unknown()),
});
export type ResourceRowInput = z.output<typeof ResourceRowInput>;

/** At most this many rows per save: one transaction holds them, the year check and the audit item. */
export const MAX_ROWS_PER_SAVE = 90;

/** PUT /api/resource/{type}/{year}: upsert these rows all-or-nothing; rows not sent stay as they are. */
export const ResourceRowsSave = z.strictObject({
  rows: z.array(ResourceRowInput).min(1).max(MAX_ROWS_PER_SAVE),
});
/** POST /api/resource/{type}/newBatch: new rows for a year (every row without id, version 0). */
export const ResourceNewBatch = z.strictObject({
  year: IsoDate,
  rows: z
    .array(ResourceRowInput.omit({ id: true, version: true }))
    .min(1)
    .max(MAX_ROWS_PER_SAVE),
});
/** POST …/new/{id}: one new row. */
export const ResourceNewRow = ResourceRowInput.omit({ id: true, version: true });

const Total = z.object({ value: z.string(), unit: z.string() });

export const ResourceRowView = z.object({
  id: z.string(),
  type: z.enum(RESOURCE_TYPES),
  yearEnd: IsoDate,
  locationId: z.string(),
  unit: z.string(),
  months: z.array(z.string()),
  attributes: z.record(z.string(), z.unknown()),
  version: z.number(),
  /** The audit entry of the row's last change: what the emissions lineage points to. */
  auditId: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().optional(),
  /** The sum of the months, exactly, in the row's unit (intensity: see ADR 0014). */
  total: z.string(),
  /** For a flight between airports: its great-circle distance and the passenger-km the months make. */
  flight: z.object({ distanceKm: z.number(), passengerKm: z.string() }).optional(),
  /** The total of last year's row with the same location and attributes, in that row's unit. */
  lastYearTotal: Total.nullable(),
});
export type ResourceRowView = z.infer<typeof ResourceRowView>;

/** A location by its one name, and its name in each language of the interface (ADR 0121). */
const NamedLocation = z.object({
  id: z.string(),
  name: z.string(),
  names: z.object({ en: z.string(), hk: z.string(), cn: z.string() }).optional(),
});

export const ResourceListView = z.object({
  type: z.enum(RESOURCE_TYPES),
  yearEnd: IsoDate,
  /** The year is printed: read-only. */
  locked: z.boolean(),
  /** The calendar month (YYYY-MM) of each of the 12 monthly values, from the financial year's start. */
  periodMonths: z.array(z.string()),
  /** The year's in-boundary locations: rows may only name these. Each named also in every language (ADR 0121). */
  locations: z.array(NamedLocation),
  /** Locations the rows name outside the year's boundary, named as the nearest year's boundary named them. */
  formerLocations: z.array(NamedLocation).optional(),
  rows: z.array(ResourceRowView),
  /** Totals per unit over the rows, this year and last year (rows of one type may use several units). */
  totals: z.array(Total),
  lastYear: z.object({ yearEnd: IsoDate, totals: z.array(Total) }).optional(),
});
export type ResourceListView = z.infer<typeof ResourceListView>;

export const FuelMasterView = z.array(
  z.object({
    id: z.string(),
    use: z.enum(['stationary', 'vehicle']),
    names: z.object({ en: z.string(), hk: z.string(), cn: z.string() }),
    /** Unit types the fuel may be entered in; `units` lists the catalogue's units of those types. */
    unitTypes: z.array(z.string()),
    units: z.array(z.string()),
  }),
);

// --- GET /api/emissions/{year} (core/src/calc/emissions/present.ts EmissionsJson) ---

/** Which lines a figure sums (calc/emissions/lineage.ts). */
const Clause = z.custom<Clause>((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
export const FigureJson = z.object({
  /** Null: not reported, nothing of it could be computed (`notReported`, the gaps say why). */
  value: z.number().nullable(),
  unit: z.string(),
  complete: z.boolean(),
  notReported: z.literal(true).optional(),
  /** Nothing of it was entered (no row with activity): "not entered", never 0 nor complete (ADR 0069). */
  notEntered: z.literal(true).optional(),
  gaps: z.array(z.number()),
  select: z.array(Clause),
});
const Breakdown = z.object({ total: FigureJson, scope1: FigureJson, scope2: FigureJson, scope3: FigureJson });
const LineJson = z.object({
  rowId: z.string(),
  locationId: z.string(),
  kind: z.string(),
  auditId: z.string(),
  spec: z.number(),
  basis: z.number(),
  activeMonths: z.number(),
  value: z.number().nullable(),
  gaps: z.array(z.number()),
});
const SpecJson = z.object({
  measure: z.string(),
  scope: z.number().optional(),
  scope3Category: z.number().optional(),
  energyType: z.string().optional(),
  unit: z.string(),
});
/** Factor ids, revisions, values and units, conversions, notes and GWP set (calc/emissions/lineage). */
const BasisJson = z.looseObject({});
/** A gap with the rows it stops; `factorId`/`year` for a missing factor (calc/emissions/gaps.ts). */
const GapJson = z.looseObject({
  kind: z.string(),
  message: z.string(),
  factorId: z.string().optional(),
  year: z.number().optional(),
  rowIds: z.array(z.string()).optional(),
  kinds: z.array(z.string()).optional(),
});
/** A factor used for a later year than it was published for (calc/emissions/affected.ts). */
const ProxyJson = z.object({
  factorId: z.string(),
  validTo: z.number().optional(),
  rowIds: z.array(z.string()),
  kinds: z.array(z.string()),
});

export const EmissionsView = z.object({
  yearEnd: IsoDate,
  /** The year is printed: these are the figures frozen when it was printed. */
  locked: z.boolean(),
  frozen: z.object({ at: z.string(), by: z.string().optional() }).optional(),
  year: z.number(),
  gwpSet: z.string(),
  removals: z.string(),
  complete: z.boolean(),
  scopes: Breakdown.extend({ removals: FigureJson }),
  byLocation: z.record(z.string(), Breakdown),
  byMonth: z.array(Breakdown),
  byResource: z.record(z.string(), Breakdown),
  provisions: z.record(z.string(), z.record(z.string(), FigureJson)),
  intensities: z.record(z.string(), z.record(z.string(), FigureJson)),
  lines: z.array(LineJson),
  specs: z.array(SpecJson),
  bases: z.array(BasisJson),
  gaps: z.array(GapJson),
  /** Absent from figures frozen before proxies were listed. */
  proxies: z.array(ProxyJson).optional(),
  /** The contractual instruments market-based Scope 2 counted (ADR 0090); absent from figures frozen before them. */
  instruments: z
    .array(
      ContractualInstrument.extend({
        rate: z.object({ value: z.string(), unit: z.string() }),
        rowId: z.string(),
        locationId: z.string(),
        perMwh: z.number(),
        /** tCO2e it changes market-based Scope 2 by; absent from figures frozen before it was kept. */
        adjustment: z.number().optional(),
      }),
    )
    .optional(),
  /** `?lines=columns`: the lines as columns (calc/emissions/columns.ts); `lines` is then empty. */
  lineColumns: z
    .object({
      rows: z.object({
        rowId: z.array(z.string()),
        locationId: z.array(z.string()),
        kind: z.array(z.string()),
        auditId: z.array(z.string()),
      }),
      row: z.array(z.number()),
      spec: z.array(z.number()),
      basis: z.array(z.number()),
      activeMonths: z.array(z.number()),
      value: z.array(z.number()),
      stopped: z.array(z.number()),
      stoppedGaps: z.array(z.array(z.number())),
      gapped: z.array(z.number()),
      gappedGaps: z.array(z.array(z.number())),
    })
    .optional(),
});
export type EmissionsView = z.infer<typeof EmissionsView>;

export const EmissionsQuery = z.strictObject({
  /** `false` leaves lines and lineage out (dashboards); `columns` sends the lines as columns; default true. */
  lines: z.enum(['true', 'false', 'columns']).optional(),
});
