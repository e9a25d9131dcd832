import { MONTHS } from '../../catalogue/values';
import { EmissionsInputError } from './errors';
import { plus, type Mantissa, type Quantities } from './ledger';
import type { ActivityRow, Months } from './model';
import type { UnitConverter } from './ports';

/** The catalogue stores numbers as at most 30 characters of text (ADR 0011). */
const MAX_LENGTH = 30;
const POWERS = Array.from({ length: MAX_LENGTH }, (_, i) => 10 ** i);

/**
 * Digits and at most one decimal point (the spec's rule: no sign, no exponent) read straight into
 * an integer — a number while every step stays below 2^53, so exact, else NaN for the caller to
 * redo in bigints — with the count of decimals in `places`; -1 for anything else. Hand-written
 * and allocation-free: a regex, string surgery and an object per month were a third of a
 * recalculation.
 */
function readDecimal(text: string, out: { places: number }): number {
  if (text.length === 0 || text.length > MAX_LENGTH) return -1;
  let digits = 0;
  let places = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c === -2 && places < 0 && i > 0 && i < text.length - 1) places = 0;
    else if (c < 0 || c > 9) return -1;
    else {
      digits = digits * 10 + c;
      if (places >= 0) places++;
    }
  }
  out.places = Math.max(places, 0);
  // Digits only grow, so a final value below 2^53 means every step was exact.
  return Number.isSafeInteger(digits) ? digits : NaN;
}

/** The mantissa of `text` (read with `places` decimals) at `target` decimals, exactly. */
function scaled(text: string, digits: number, places: number, target: number): Mantissa {
  const shift = target - places;
  if (!Number.isNaN(digits)) {
    const v = shift === 0 ? digits : digits * POWERS[shift]!;
    if (Number.isSafeInteger(v)) return v;
  }
  return BigInt(text.replace('.', '')) * 10n ** BigInt(shift);
}

/**
 * 12 exact monthly quantities over a common power of ten. Blank months are zero activity
 * (nothing consumed, or nothing entered yet: the data-entry pages, not the calculation, track
 * what is still to be filled in). Spec: digits and one decimal point, never negative.
 */
export function readMonths(rowId: string, months: Months): Quantities {
  const digits = new Array<number>(MONTHS);
  const places = new Array<number>(MONTHS);
  const target = readTexts(rowId, months, digits, places);
  const values = new Array<Mantissa>(MONTHS);
  const active = new Array<boolean>(MONTHS);
  let sum: Mantissa = 0;
  let activeMonths = 0;
  for (let m = 0; m < MONTHS; m++) {
    const v = digits[m] === 0 ? 0 : scaled(months[m]!, digits[m]!, places[m]!, target);
    values[m] = v;
    active[m] = v !== 0;
    if (v !== 0) {
      sum = plus(sum, v);
      activeMonths |= 1 << m;
    }
  }
  return { places: target, values, sum, active, activeMonths };
}

/**
 * Whether 12 monthly texts are quantities a calculation can read, throwing its refusal if not: what saving
 * a row checks, without building the quantities (an import checks every row of a workbook, docs/decisions/0060-excel-validation-speed.md).
 */
export function checkMonths(rowId: string, months: Months): void {
  readTexts(rowId, months);
}

/**
 * Reads each month's text (its digits and decimals into `digits` and `places` when given) and answers the
 * most decimals any month has; throws the calculation's refusal for a wrong count or a text that is no quantity.
 */
function readTexts(rowId: string, months: Months, digits?: number[], places?: number[]): number {
  if (months.length !== MONTHS)
    throw new EmissionsInputError('months', rowId, `Row ${rowId} has ${months.length} months, not ${MONTHS}.`);
  const out = { places: 0 };
  let target = 0;
  for (let m = 0; m < MONTHS; m++) {
    const text = months[m];
    if (text === '' || text === null || text === undefined) {
      if (digits && places) digits[m] = places[m] = 0;
      continue;
    }
    const d = typeof text === 'string' ? readDecimal(text, out) : -1;
    if (d < 0)
      throw new EmissionsInputError(
        'invalid-quantity',
        rowId,
        `Row ${rowId}, month ${m + 1}: "${text}" is not a quantity.`,
        {
          month: m,
          text,
        },
      );
    if (digits && places) {
      digits[m] = d;
      places[m] = out.places;
    }
    if (out.places > target) target = out.places;
  }
  return target;
}

/** The unit types a resource is measured in, with a message a user can act on. */
export function checkUnit(
  row: Pick<ActivityRow, 'rowId' | 'kind'>,
  unit: string,
  allowed: readonly string[],
  units: UnitConverter,
) {
  const type = units.typeOf(unit);
  if (type === undefined)
    throw new EmissionsInputError('unknown-unit', row.rowId, `Row ${row.rowId}: unknown unit ${unit}.`, { unit });
  if (!allowed.includes(type))
    throw new EmissionsInputError(
      'incompatible-unit',
      row.rowId,
      `Row ${row.rowId}: ${unit} measures ${type}, but ${row.kind} is measured in ${allowed.join(' or ')}.`,
      { unit, unitType: type, expected: allowed },
    );
}
