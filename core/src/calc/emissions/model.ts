/**
 * The input of a GHG calculation: one reporting year's activity rows, exactly as stored (one item
 * per year × location × resource row, 12 months of decimal text; ADR 0004), plus the report's
 * settings. Quantities stay text until the calculation parses them exactly.
 */

/** IPCC assessment report whose 100-year GWPs a report uses; a per-report setting (HKEX consistency). */
export type GwpSet = 'AR4' | 'AR5' | 'AR6';
export const GWP_SETS = ['AR4', 'AR5', 'AR6'] as const satisfies readonly GwpSet[];
/** The set HKEX's guidance uses, for a report that has not chosen another. */
export const DEFAULT_GWP: GwpSet = 'AR5';

/** 12 months in the financial year's order; '' / null / undefined = nothing entered for the month. */
export type Months = readonly (string | null | undefined)[];

interface RowBase {
  rowId: string;
  locationId: string;
  /** A unit id of the unit catalogue (kWh, MWh, L, kg, towngas-unit, …). */
  unit: string;
  months: Months;
  /** The audit entry of the row's last change: what lineage points an auditor to. */
  auditId: string;
  /** A library factor to use instead of the method's default (e.g. a supplier's own grid factor). */
  factorId?: string;
}

/**
 * A contractual instrument bought with a row's electricity (ADR 0090): the MWh it covers and the emission rate it
 * conveys (kgCO2e/kWh, kgCO2e/MWh or tCO2e/MWh), as typed. Only market-based Scope 2 reads it.
 */
export interface Instrument {
  kind: 'certificate' | 'greenTariff' | 'ppa';
  mwh: string;
  rate: { value: string; unit: string };
  vintage: number;
  /** The company's text: as typed, or its languages (ADR 0137). */
  reference: string | { en?: string; hk?: string; cn?: string };
}

export type ElectricitySupplier = 'clp' | 'hke' | 'prc' | 'other';
export type StationaryFuel = 'diesel' | 'lpg' | 'kerosene' | 'charcoal' | 'natural-gas' | 'towngas';
export type VehicleFuel = 'diesel' | 'petrol' | 'lpg';

export type ActivityRow = RowBase &
  (
    | { kind: 'electricity'; supplier: ElectricitySupplier; instruments?: readonly Instrument[] }
    | { kind: 'towngas' }
    | { kind: 'fuel'; fuel: StationaryFuel }
    /** `vehicleType` as the factor library names it: passenger-car, private-van, lgv, mgv-hgv, … */
    | {
        kind: 'vehicle';
        fuel: VehicleFuel;
        vehicleType: string;
        /** Euro VI, Euro 5 …: NOx and PM factors are per type, fuel and standard (HKEX App. 2). */
        emissionStandard?: string;
        distance?: { unit: string; months: Months };
      }
    /** `gas` as the GWP table names it: HFC-134a, R-410A, … The quantity is what was refilled. */
    | { kind: 'refrigerant'; gas: string }
    | { kind: 'water' }
    /** Only paper disposed of counts towards Scope 3; purchased paper is recorded, not emitted. */
    | { kind: 'paper'; flow?: 'disposed' | 'purchased' }
    | { kind: 'waste'; hazardous: boolean; handling: string }
    /**
     * Trees planted in the month; each removes the library's per-tree amount for every year it
     * stands. Trees planted in an earlier year come as a row of their own, `standingSince` that
     * year's end, counted in the year's first month (the domain reads them from earlier years).
     */
    | { kind: 'tree'; standingSince?: string }
    /** `mode` (flight, rail, …) and, for flights, `cabin`; the quantity is passenger-distance. */
    | { kind: 'businessTravel'; mode: string; cabin?: string }
    | { kind: 'packaging'; material: string }
  );

export type ResourceKind = ActivityRow['kind'];

/** Intensity denominators of the energy-intensity page; the unit is a label (HKD m, m², persons…). */
export type DenominatorKey = 'revenue' | 'floorArea' | 'headcount' | 'shops' | 'unitsProduced';
export const DENOMINATORS: readonly DenominatorKey[] = ['revenue', 'floorArea', 'headcount', 'shops', 'unitsProduced'];
export type Denominators = Partial<Record<DenominatorKey, { value: string; unit: string }>>;

export interface CalculationSettings {
  /** The year whose factors apply (DESIGN: the reporting year; the caller maps a financial year to it). */
  year: number;
  gwpSet: GwpSet;
  /**
   * GHG Protocol reports removals separately from gross emissions; HKEX guidance lets a report net
   * tree planting off Scope 1. Part D (D-MT-GHG1) stays gross either way.
   */
  removals?: 'separate' | 'net-scope1';
  denominators?: Denominators;
}

/** What a row is about (kind, supplier, fuel, unit…) without its identity and quantities. */
export type RowTemplate = ActivityRow extends infer R
  ? R extends ActivityRow
    ? Omit<R, 'rowId' | 'locationId' | 'months' | 'auditId'>
    : never
  : never;
