import { parseDecimal, toDecimal, type Rational } from '../../lib/rational';
import { compareRational } from '../values';
import type { ComparisonOperator, Expr } from './ast';
import { FormulaError } from './errors';
import { parseFormula } from './parser';
import { add, BARE, combine, divide, formatUnit, isBare, multiply, negate, parseUnit, roundTo } from './quantity';
import type { Dimensions, Quantity } from './quantity';

/** An input: decimal text or a finite number (or a list of them, e.g. a table column), with its unit type. */
export interface FormulaVariable {
  value: string | number | Rational | readonly (string | number | Rational)[];
  /** A unit type id, or a compound such as 'emissions/energy'. */
  unitType?: string;
}
export type FormulaEnv = Readonly<Record<string, FormulaVariable>>;

export interface FormulaResult extends Quantity {
  /** Exact when the decimal expansion ends, else 12 places. */
  decimal: string;
  unitLabel: string;
}

type Value =
  { kind: 'quantity'; q: Quantity } | { kind: 'boolean'; value: boolean } | { kind: 'list'; items: Quantity[] };

const MAX_ROUND_PLACES = 12;

function toRational(v: string | number | Rational, name: string): Rational {
  if (typeof v === 'object') return v;
  const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v;
  const r = typeof text === 'string' ? parseDecimal(text) : undefined;
  if (!r) throw new FormulaError('invalid-number', `${name} is not a number`);
  return r;
}

/**
 * Adding, comparing or taking min/max of two quantities needs one unit type; a bare number (a literal
 * such as the 0 in 'x > 0') takes the other side's unit. Different declared unit types are refused.
 */
function commonUnit(a: Dimensions, b: Dimensions): Dimensions {
  if (isBare(a)) return b;
  if (isBare(b) || formatUnit(a) === formatUnit(b)) return a;
  throw new FormulaError('unit-mismatch', `cannot combine ${formatUnit(a)} with ${formatUnit(b)}`);
}

const COMPARE: Record<ComparisonOperator, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '==': (c) => c === 0,
  '!=': (c) => c !== 0,
};

export function evaluate(expr: Expr, env: FormulaEnv): FormulaResult {
  const q = quantity(value(expr, env), 'the formula');
  return { ...q, decimal: toDecimal(q.value), unitLabel: formatUnit(q.unit) };
}

/** Parses and evaluates in one step; throws ParseError or FormulaError. */
export const evaluateFormula = (source: string, env: FormulaEnv) => evaluate(parseFormula(source), env);

function quantity(v: Value, what: string): Quantity {
  if (v.kind === 'quantity') return v.q;
  throw new FormulaError(
    v.kind === 'list' ? 'list-outside-aggregate' : 'not-a-number',
    v.kind === 'list' ? `${what} is a list: use sum(), min() or max()` : `${what} is a comparison, not a number`,
  );
}

function variable(name: string, env: FormulaEnv): Value {
  const v = Object.hasOwn(env, name) ? env[name] : undefined;
  if (!v) throw new FormulaError('unknown-variable', `unknown variable '${name}'`);
  const unit = v.unitType ? parseUnit(v.unitType) : BARE;
  if (Array.isArray(v.value))
    return {
      kind: 'list',
      items: v.value.map((x: string | number | Rational) => ({ value: toRational(x, name), unit })),
    };
  return { kind: 'quantity', q: { value: toRational(v.value as string | number | Rational, name), unit } };
}

function value(e: Expr, env: FormulaEnv): Value {
  const num = (x: Expr) => quantity(value(x, env), 'an operand');
  switch (e.type) {
    case 'number':
      return { kind: 'quantity', q: { value: toRational(e.value, e.value), unit: BARE } };
    case 'variable':
      return variable(e.name, env);
    case 'negate': {
      const x = num(e.operand);
      return { kind: 'quantity', q: { value: negate(x.value), unit: x.unit } };
    }
    case 'binary': {
      const [a, b] = [num(e.left), num(e.right)];
      if (e.op === '*' || e.op === '/') {
        if (e.op === '/' && b.value.n === 0n) throw new FormulaError('division-by-zero', 'division by zero');
        const v = e.op === '*' ? multiply(a.value, b.value) : divide(a.value, b.value);
        return { kind: 'quantity', q: { value: v, unit: combine(a.unit, b.unit, e.op === '*' ? 1 : -1) } };
      }
      const unit = commonUnit(a.unit, b.unit);
      if (e.op === '+' || e.op === '-')
        return { kind: 'quantity', q: { value: add(a.value, e.op === '+' ? b.value : negate(b.value)), unit } };
      return { kind: 'boolean', value: COMPARE[e.op](compareRational(a.value, b.value)) };
    }
    case 'call':
      return call(e, env);
  }
}

function call(e: Extract<Expr, { type: 'call' }>, env: FormulaEnv): Value {
  if (e.fn === 'if') {
    const test = value(e.args[0]!, env);
    if (test.kind !== 'boolean') throw new FormulaError('not-a-number', 'if() needs a comparison first');
    // Only the chosen branch runs, so 'if(b == 0, 0, a / b)' never divides by zero.
    return value(e.args[test.value ? 1 : 2]!, env);
  }
  if (e.fn === 'round') {
    const [x, places] = [quantity(value(e.args[0]!, env), 'round()'), quantity(value(e.args[1]!, env), 'places')];
    const n = places.value;
    if (!isBare(places.unit) || n.d !== 1n || n.n < 0n || n.n > BigInt(MAX_ROUND_PLACES))
      throw new FormulaError('round-places', `round() places must be a whole number 0..${MAX_ROUND_PLACES}`);
    return { kind: 'quantity', q: { value: roundTo(x.value, Number(n.n)), unit: x.unit } };
  }
  const items = e.args.flatMap((a) => {
    const v = value(a, env);
    return v.kind === 'list' ? v.items : [quantity(v, `${e.fn}()`)];
  });
  const unit = items.reduce((u, x) => commonUnit(u, x.unit), BARE);
  if (e.fn === 'sum')
    return { kind: 'quantity', q: { value: items.reduce((s, x) => add(s, x.value), { n: 0n, d: 1n }), unit } };
  if (items.length === 0) throw new FormulaError('empty-list', `${e.fn}() of an empty list`);
  const pick = e.fn === 'min' ? -1 : 1;
  const best = items.reduce((m, x) => (compareRational(x.value, m.value) === pick ? x : m));
  return { kind: 'quantity', q: { value: best.value, unit } };
}
