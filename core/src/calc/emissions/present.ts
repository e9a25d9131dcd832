import { toDecimal, type Rational } from '../../lib/rational';
import { affectedRows, type Affected } from './affected';
import type { Breakdown, MonthScopes } from './aggregate';
import type { EmissionsCalculation } from './calculation';
import type { InstrumentUse } from './market';
import { lineageOf, type Lineage, type Line } from './line';
import { describeGap, gapKey, type Gap } from './gaps';
import { valueAt, type Mantissa, type Price } from './ledger';
import { linesOf, type Clause, type LineFacts } from './lineage';
import type { LineSpec } from './methods';
import type { Scope } from './measures';
import type { ResourceKind } from './model';
import type { Figure } from './tally';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** Shared by every complete figure and line: ~2,000 empty arrays were a tenth of the result's heap. */
const NO_GAPS: number[] = Object.freeze([]) as unknown as number[];

/**
 * The output edge: the double nearest to the exact value. Below 2^53 both parts are exact
 * doubles and IEEE division rounds correctly; above, the value goes through 30 exact decimal
 * places first. Nothing is rounded before this point, and nothing here rounds for display: the
 * report does that (and sums of the exact values, not of these numbers, make the totals).
 */
export function toNumber(r: Rational): number {
  const abs = r.n < 0n ? -r.n : r.n;
  return abs <= SAFE && r.d <= SAFE ? Number(r.n) / Number(r.d) : Number(toDecimal(r, 30));
}

/** `mantissa` units at `price` as a number, in plain doubles when every operand is exact. */
function valueOf(price: Price, m: Mantissa): number {
  const { n, d } = price.value;
  if (typeof m === 'number' && n <= SAFE && d <= SAFE && m <= Number.MAX_SAFE_INTEGER / Number(n))
    return (m * Number(n)) / Number(d);
  return toNumber(valueAt(price, m));
}

/** A gap, in English for logs, with the rows it stops (affected.ts). */
export type GapJson = Gap & Affected & { message: string };
/** `gaps` index the result's `gaps`; `select` says which `lines` the figure sums (lineage.ts). */
export interface FigureJson {
  value: number | null;
  unit: string;
  complete: boolean;
  /**
   * Nothing of the figure could be computed (every row with activity lacks a factor): it is not
   * reported, and `gaps` say why; `value` is then null (never a stand-in 0).
   */
  notReported?: true;
  /** No line of the figure has any activity: not entered, never 0 and never complete (ADR 0069). */
  notEntered?: true;
  gaps: number[];
  select: Clause[];
}
export type BreakdownJson = Record<keyof Breakdown, FigureJson>;
/**
 * A location's Scope 1/2/3 by month (index 0 = the financial year's first month), in `byMonth`'s
 * unit. Compact on purpose (50 locations × 12 months × 3 scopes would be 1,800 figure objects):
 * the values as arrays, and the incomplete months once per scope and gap list (`months`: bit m =
 * month m; `gaps` index the result's `gaps`).
 */
export interface LocationMonthsJson {
  scope1: number[];
  scope2: number[];
  scope3: number[];
  incomplete: { scope: Scope; months: number; gaps: number[] }[];
  /** The months something was entered for at the location (bit m = month m; ADR 0069); absent from older frozen figures. */
  entered?: number;
}
/**
 * A line: what it measures is `specs[spec]`; its lineage is its audit id plus `bases[basis]`
 * (factors and revisions, conversions, GWP set). `value` null = stopped by `gaps`. Nine fields
 * on purpose: a year has ~1,500 lines, and each field costs 8 bytes per line on the heap.
 */
export interface LineJson {
  rowId: string;
  locationId: string;
  kind: ResourceKind;
  auditId: string;
  spec: number;
  basis: number;
  activeMonths: number;
  value: number | null;
  gaps: number[];
}
/** An instrument as presented; `adjustment` is absent from figures frozen before instruments were traced (ADR 0117). */
export type InstrumentJson = Omit<InstrumentUse, 'perMwh' | 'adjustment'> & { perMwh: number; adjustment?: number };
export type SpecJson = Pick<LineFacts, 'measure' | 'scope' | 'scope3Category' | 'energyType'> & { unit: string };
export type BasisJson = Omit<Lineage, 'auditId'>;

/**
 * `lines: false`: the figures without their lines; `locationMonths`: each location's months (the
 * default), none (`false`) or one location's only (its id).
 */
export interface PresentOptions {
  lines?: boolean;
  locationMonths?: boolean | string;
}

/**
 * What GET /api/emissions/{year} returns: JSON-safe and normalised (gaps and bases once each,
 * figures selecting lines by clause), because a year of 50 locations has ~1,500 lines and the
 * same few dozen factors behind them. `lines: false` leaves the lines (and with them the
 * lineage) out, for callers that only chart totals: the lines are most of the result's heap.
 */
export function presentEmissions(c: EmissionsCalculation, options: PresentOptions = {}) {
  const affected = affectedRows(c.lines);
  const gapIndex = new Map<string, number>();
  const gaps: GapJson[] = [];
  const gapRefs = (list: readonly Gap[]) =>
    list.length === 0
      ? NO_GAPS
      : list.map((g) => {
          const key = gapKey(g);
          let i = gapIndex.get(key);
          if (i === undefined)
            gapIndex.set(key, (i = gaps.push({ ...g, message: describeGap(g), ...affected.ofGap(key) }) - 1));
          return i;
        });
  const figure = (f: Figure): FigureJson => ({
    value: f.computed === false ? null : toNumber(f.amount),
    unit: f.unit,
    complete: f.complete,
    ...(f.computed === false ? { notReported: true as const } : {}),
    ...(f.entered === false ? { notEntered: true as const } : {}),
    gaps: gapRefs(f.gaps),
    select: f.select,
  });
  const breakdown = (b: Breakdown): BreakdownJson => ({
    total: figure(b.total),
    scope1: figure(b.scope1),
    scope2: figure(b.scope2),
    scope3: figure(b.scope3),
  });
  const locationMonths = (months: readonly MonthScopes[]): LocationMonthsJson => {
    const incomplete = new Map<string, LocationMonthsJson['incomplete'][number]>();
    let entered = 0;
    const values = (scope: Scope) =>
      months.map((m, month) => {
        const f = m[`scope${scope}`];
        if (f.entered !== false) entered |= 1 << month;
        if (!f.complete) {
          const gaps = gapRefs(f.gaps);
          const key = `${scope}:${gaps.join()}`;
          const at = incomplete.get(key);
          if (at) at.months |= 1 << month;
          else incomplete.set(key, { scope, months: 1 << month, gaps });
        }
        return toNumber(f.amount);
      });
    // `entered` is filled by the three `values` calls before it is read.
    return { scope1: values(1), scope2: values(2), scope3: values(3), incomplete: [...incomplete.values()], entered };
  };
  const record = <T, U>(m: Map<string, T> | Record<string, T>, f: (t: T) => U) =>
    Object.fromEntries((m instanceof Map ? [...m] : Object.entries(m)).map(([k, v]) => [k, f(v)]));
  const bases: BasisJson[] = [];
  const specs: SpecJson[] = [];
  const specIds = new Map<LineSpec, number>();
  const specOf = (l: Line) => {
    let id = specIds.get(l.spec);
    if (id === undefined) {
      const { measure, scope, scope3Category, energyType } = l.spec;
      specIds.set(l.spec, (id = specs.push({ measure, scope, scope3Category, energyType, unit: l.unit }) - 1));
    }
    return id;
  };
  const line = (l: Line): LineJson => {
    if (!bases[l.basis.id]) {
      const { auditId: _a, ...basis } = lineageOf(l);
      bases[l.basis.id] = basis;
    }
    return {
      rowId: l.rowId,
      locationId: l.locationId,
      kind: l.kind,
      auditId: l.auditId,
      spec: specOf(l),
      basis: l.basis.id,
      activeMonths: l.quantity.activeMonths,
      value: l.price ? valueOf(l.price, l.quantity.sum) : null,
      gaps: gapRefs(l.gaps),
    };
  };
  const { ghg } = c;
  const lines = options.lines === false ? [] : c.lines.map(line);
  return {
    year: c.settings.year,
    gwpSet: c.settings.gwpSet,
    removals: c.settings.removals ?? 'separate',
    complete: c.complete,
    scopes: { ...breakdown(ghg), removals: figure(ghg.removals) },
    byLocation: record(ghg.byLocation, breakdown),
    byMonth: ghg.byMonth.map(breakdown),
    /**
     * Left out by `locationMonths: false` (GET /api/emissions/{year} does not answer them), and
     * absent from figures frozen before locations' months were kept (a printed year's old snapshot).
     */
    byLocationMonth:
      options.locationMonths === false
        ? undefined
        : (record(
            ghg.byLocationMonth(typeof options.locationMonths === 'string' ? options.locationMonths : undefined),
            locationMonths,
          ) as Record<string, LocationMonthsJson> | undefined),
    byResource: record(ghg.byResource, breakdown),
    provisions: record(c.provisions, (p) => record(p, figure)),
    intensities: record(c.intensities, (p) => record(p ?? {}, (f) => figure(f!))),
    lines,
    specs,
    bases,
    /** Every gap once; `gaps` of figures and lines index this. */
    gaps,
    /** The contractual instruments of market-based Scope 2 (ADR 0090); absent from figures frozen before them. */
    instruments: c.instruments.map(({ perMwh, adjustment, ...use }) => ({
      ...use,
      perMwh: toNumber(perMwh),
      adjustment: toNumber(adjustment),
    })) as InstrumentJson[] | undefined,
    /** Factors used as proxies for the year (a later year than published): disclosed, complete. */
    proxies: affected.proxies,
  };
}
export type EmissionsJson = ReturnType<typeof presentEmissions>;

/** What lineage matching reads of a JSON line. */
export const jsonLineFacts =
  (r: Pick<EmissionsJson, 'specs'>) =>
  (l: LineJson): LineFacts => ({
    ...r.specs[l.spec]!,
    locationId: l.locationId,
    kind: l.kind,
    activeMonths: l.activeMonths,
  });
/** The lines a figure of the JSON sums. */
export const figureLines = (r: Pick<EmissionsJson, 'lines' | 'specs'>, f: FigureJson) =>
  linesOf(r.lines, f, jsonLineFacts(r));
/** A line's lineage read back from the JSON, as a drill-down shows it. */
export const lineLineage = (r: Pick<EmissionsJson, 'bases'>, l: LineJson): Lineage => ({
  auditId: l.auditId,
  ...r.bases[l.basis]!,
});
/** The gaps of a figure or line, from the JSON's shared list. */
export const gapsOf = (r: Pick<EmissionsJson, 'gaps'>, f: { gaps: readonly number[] }): GapJson[] =>
  f.gaps.map((i) => r.gaps[i]!);
