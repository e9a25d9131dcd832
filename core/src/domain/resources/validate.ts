import type * as z from 'zod';
import { checkRow } from '../../calc/emissions/calculate';
import { EmissionsInputError } from '../../calc/emissions/errors';
import type { UnitConverter } from '../../calc/emissions/ports';
import type { FieldIssue } from '../../errors';
import type { MessageParams } from '../../catalogue/messages';
import { ruleText, type RuleMessageKey } from '../../catalogue/ruleMessages';
import { catalogueEnglish, fieldIssuesOf } from '../../catalogue/zodRules';
import { knownAirport } from './airports';
import { activityRow, flightKm } from './rows';
import { ATTRIBUTES, type Attributes, type ResourceRowInput, type ResourceType } from '../../schemas/resources';
import { sumDecimals } from '../../lib/decimal';
import { mul, parseDecimal } from '../../lib/rational';
import { WATER_SOURCE_CODES } from '../../vocabulary/waterSources';

/** Unit types of the rows the calculation does not read (it checks the others itself, via checkRow). */
const RECORDED_ONLY: Partial<Record<ResourceType, readonly string[]>> = {
  material: ['mass', 'volume', 'count', 'area'],
};

export interface RowContext {
  type: ResourceType;
  units: UnitConverter;
  /** The year's in-boundary location ids. */
  locations: ReadonlySet<string>;
  /** Where the row sits in the body, for issue paths (`body.rows.3`). */
  path: string;
  /**
   * The library's electricity factors (retired ones too): the only ids an electricity row may name as its grid factor
   * (`factorId`). Read only when a row names one (`namesLibraryFactor`); any other id is refused, never stored as a gap.
   */
  electricityFactors: ReadonlySet<string>;
}

/** Whether a row names a library factor of its own: only then does a save need the library's factor ids. */
export const namesLibraryFactor = (row: { attributes?: unknown }) =>
  typeof (row.attributes as { factorId?: unknown } | undefined)?.factorId === 'string';

type RowFields = Omit<ResourceRowInput, 'id' | 'version'>;

const issue = (path: string, message: string, code: string): FieldIssue => ({ path, message, code });

/** An issue whose words are a catalogue message: the API sends the English, the web says it in the user's language. */
const ruled = (path: string, key: RuleMessageKey, code: string, params?: MessageParams): FieldIssue => ({
  path,
  message: ruleText(key, params),
  code,
  messageKey: key,
  ...(params ? { params } : {}),
});

/** An input error of the calculation, placed at the field a user would correct. */
function placed(err: EmissionsInputError, row: RowFields, at: string): FieldIssue {
  const unitOf = (err.details as { unit?: string }).unit;
  switch (err.problem) {
    case 'unknown-unit':
    case 'incompatible-unit': {
      const distance = (row.attributes as { distance?: { unit?: string } }).distance;
      const onDistance = distance?.unit === unitOf && row.unit !== unitOf;
      const path = onDistance ? `${at}.attributes.distance.unit` : `${at}.unit`;
      const key = err.problem === 'unknown-unit' ? 'unknownUnit' : 'unitCannotMeasure';
      return ruled(path, key, err.problem, { unit: unitOf ?? '' });
    }
    case 'invalid-quantity':
    case 'months': {
      const month = (err.details as { month?: number }).month;
      if (month === undefined) return issue(`${at}.months`, err.message, err.problem);
      return ruled(`${at}.months.${month}`, 'numberFormat', err.problem);
    }
    default:
      return issue(at, err.message, err.problem);
  }
}

/**
 * A row's attributes parsed for its type, its location in the year's boundary and the checks the
 * calculation would make (`checkRow`), so a stored row can never make a calculation fail. Returns
 * the parsed attributes or the issues, each at its path in the body.
 */
export function checkResourceRow(
  row: RowFields,
  ctx: RowContext,
): { ok: true; attributes: Record<string, unknown> } | { ok: false; issues: FieldIssue[] } {
  const at = ctx.path;
  const issues: FieldIssue[] = [];
  if (!ctx.locations.has(row.locationId)) issues.push(ruled(`${at}.locationId`, 'notInBoundary', 'location'));
  const parsed = (ATTRIBUTES[ctx.type] as z.ZodType<Record<string, unknown>>).safeParse(row.attributes, {
    error: catalogueEnglish,
  });
  if (!parsed.success) return { ok: false, issues: [...issues, ...fieldIssuesOf(parsed.error, `${at}.attributes`)] };
  const attributes = parsed.data;
  issues.push(...typeRules(ctx.type, row, attributes, ctx, at));
  if (issues.length > 0) return { ok: false, issues };
  const activity = activityRow({ ...row, attributes, type: ctx.type, rowId: 'row', auditId: '' });
  if (activity) {
    try {
      checkRow(activity, ctx.units);
    } catch (err) {
      if (!(err instanceof EmissionsInputError)) throw err;
      return { ok: false, issues: [placed(err, row, at)] };
    }
  }
  return { ok: true, attributes };
}

/** What a type asks beyond its attribute schema. */
function typeRules(
  type: ResourceType,
  row: RowFields,
  attributes: Record<string, unknown>,
  ctx: RowContext,
  at: string,
): FieldIssue[] {
  const out: FieldIssue[] = [];
  const recorded = RECORDED_ONLY[type];
  if (recorded && !recorded.includes(ctx.units.typeOf(row.unit) ?? '')) {
    const known = ctx.units.typeOf(row.unit) !== undefined;
    out.push(
      known
        ? ruled(`${at}.unit`, 'materialUnit', 'incompatible-unit', { unit: row.unit })
        : ruled(`${at}.unit`, 'unknownUnit', 'unknown-unit', { unit: row.unit }),
    );
  }
  if (type === 'businessTravel') {
    const a = attributes as { mode: string; origin?: string; destination?: string };
    for (const end of ['origin', 'destination'] as const) {
      const code = a[end];
      if (code && !knownAirport(code))
        out.push(ruled(`${at}.attributes.${end}`, 'unknownAirport', 'airport', { code }));
      if (a.mode === 'flight' && !code && (a.origin || a.destination))
        out.push(ruled(`${at}.attributes.${end}`, 'bothAirports', 'airport'));
    }
    if (a.mode !== 'flight' && (a.origin || a.destination))
      out.push(ruled(`${at}.attributes.mode`, 'airportsForFlights', 'airport'));
    // A trip from an airport to itself has no distance: it would count as no emissions at all.
    if (out.length === 0 && a.mode === 'flight' && a.origin && a.origin === a.destination)
      out.push(ruled(`${at}.attributes.destination`, 'sameAirports', 'airport'));
    // Trips between airports are counted (in trips); the server turns them into passenger-km.
    if (out.length === 0 && flightKm(type, attributes) !== undefined && ctx.units.typeOf(row.unit) !== 'count')
      out.push(ruled(`${at}.unit`, 'flightTrips', 'incompatible-unit'));
  }
  // A water source is one of the water page's list (a code; the template and the import name it in every language).
  if (type === 'water') {
    const source = (attributes as { source?: string }).source;
    if (source && !(WATER_SOURCE_CODES as readonly string[]).includes(source))
      out.push(ruled(`${at}.attributes.source`, 'notInList', 'list'));
  }
  if (type === 'electricity') {
    const a = attributes as { factorId?: string; ownFactor?: unknown };
    if (a.factorId && a.ownFactor) out.push(ruled(`${at}.attributes.factorId`, 'factorEither', 'factor'));
    else if (a.factorId && !ctx.electricityFactors.has(a.factorId))
      out.push(ruled(`${at}.attributes.factorId`, 'unknownGridFactor', 'factor', { factor: a.factorId }));
    out.push(...instrumentRules(row, attributes as Attributes<'electricity'>, ctx, at));
  }
  if (type === 'intensity' && !/^[^#]{1,20}$/.test(row.unit)) out.push(ruled(`${at}.unit`, 'intensityUnit', 'unit'));
  return out;
}

/** A row's instruments cover at most its year's electricity (ADR 0090): the same MWh is never claimed twice. */
function instrumentRules(row: RowFields, a: Attributes<'electricity'>, ctx: RowContext, at: string): FieldIssue[] {
  if (!a.instruments?.length) return [];
  const toMwh = ctx.units.factor(row.unit, 'MWh');
  const year = parseDecimal(sumDecimals(row.months));
  const bought = parseDecimal(sumDecimals(a.instruments.map((i) => i.mwh)));
  if (!toMwh.ok || !year || !bought) return [];
  const consumed = mul(year, toMwh.factor);
  if (bought.n * consumed.d <= consumed.n * bought.d) return [];
  const mwh = Number(consumed.n) / Number(consumed.d);
  return [ruled(`${at}.attributes.instruments`, 'instrumentsExceedUse', 'instruments', { mwh: String(mwh) })];
}
