import { rational, type Rational } from '../../lib/rational';

/**
 * A unit as powers of unit types ('energy', 'time', …, the unit catalogue's type ids): energy per
 * time is { energy: 1, time: -1 }. Empty = a bare number. Values are compared and summed only in
 * the same unit type: converting kWh to MJ is the unit catalogue's job, done before a formula runs.
 */
export type Dimensions = Readonly<Record<string, number>>;

export interface Quantity {
  value: Rational;
  unit: Dimensions;
}

export const BARE: Dimensions = {};

const term = (type: string, power: number) => (power === 1 ? type : `${type}^${power}`);

/** 'emissions/energy', 'energy*time', 'area^2', '' for a bare number: canonical, so equal units print equal. */
export function formatUnit(unit: Dimensions): string {
  const types = Object.keys(unit).sort();
  const up = types.filter((t) => unit[t]! > 0).map((t) => term(t, unit[t]!));
  const down = types.filter((t) => unit[t]! < 0).map((t) => term(t, -unit[t]!));
  return `${up.join('*') || (down.length ? '1' : '')}${down.length ? `/${down.join('*')}` : ''}`;
}

/** Reads what `formatUnit` writes (and a plain unit type such as 'energy'). */
export function parseUnit(text: string): Dimensions {
  const [up = '', down = '', ...rest] = text.split('/');
  if (rest.length) throw new RangeError(`unit '${text}' has more than one '/'`);
  const unit: Record<string, number> = {};
  const add = (part: string, sign: number) => {
    for (const t of part.split('*').filter((x) => x !== '' && x !== '1')) {
      const [type = '', power = '1'] = t.split('^');
      if (!/^[a-z][\w-]*$/i.test(type) || !/^[1-9]\d?$/.test(power)) throw new RangeError(`bad unit term '${t}'`);
      unit[type] = (unit[type] ?? 0) + sign * Number(power);
    }
  };
  add(up, 1);
  add(down, -1);
  return combine(unit, {}, 1);
}

/** Product (sign 1) or quotient (sign -1) of two units; powers that cancel disappear. */
export function combine(a: Dimensions, b: Dimensions, sign: 1 | -1): Dimensions {
  const out: Record<string, number> = { ...a };
  for (const [type, power] of Object.entries(b)) out[type] = (out[type] ?? 0) + sign * power;
  return Object.fromEntries(Object.entries(out).filter(([, p]) => p !== 0));
}

export const isBare = (u: Dimensions) => Object.keys(u).length === 0;

export const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
export const negate = (a: Rational) => rational(-a.n, a.d);
export const multiply = (a: Rational, b: Rational) => rational(a.n * b.n, a.d * b.d);
export const divide = (a: Rational, b: Rational) => rational(a.n * b.d, a.d * b.n);

/** Half away from zero at `places` decimals, exactly (no 1.005 → 1.00 surprise of binary rounding). */
export function roundTo(a: Rational, places: number): Rational {
  const scale = 10n ** BigInt(places);
  const magnitude = a.n < 0n ? -a.n : a.n;
  const scaled = (magnitude * scale * 2n + a.d) / (2n * a.d);
  return rational(a.n < 0n ? -scaled : scaled, scale);
}
