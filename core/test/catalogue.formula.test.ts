import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FUNCTIONS, printFormula, variablesOf, type BinaryOperator, type Expr } from '../src/catalogue/formula/ast';
import { FormulaError, ParseError } from '../src/catalogue/formula/errors';
import { evaluate, evaluateFormula, type FormulaEnv } from '../src/catalogue/formula/evaluate';
import { parseFormula } from '../src/catalogue/formula/parser';
import { formatUnit, parseUnit } from '../src/catalogue/formula/quantity';

const run = (source: string, env: FormulaEnv = {}) => evaluateFormula(source, env);
const value = (source: string, env: FormulaEnv = {}) => run(source, env).decimal;
const failure = (source: string, env: FormulaEnv = {}) => {
  try {
    run(source, env);
  } catch (e) {
    if (e instanceof FormulaError) return e.code;
    throw e;
  }
  throw new Error(`${source} evaluated`);
};

describe('worked examples', () => {
  it('does exact decimal arithmetic with the usual precedence', () => {
    expect(value('0.1 + 0.2')).toBe('0.3');
    expect(value('1 + 2 * 3 - 4 / 2')).toBe('5');
    expect(value('(1 + 2) * 3')).toBe('9');
    expect(value('-2 * -3')).toBe('6');
    expect(value('10 - 4 - 3')).toBe('3');
    expect(value('1 / 3', {})).toBe('0.333333333333');
    expect(value('if(0.1 + 0.2 == 0.3, 1, 0)')).toBe('1');
  });

  it('rounds half away from zero, exactly', () => {
    expect(value('round(1.005, 2)')).toBe('1.01');
    expect(value('round(2.5, 0)')).toBe('3');
    expect(value('round(-2.5, 0)')).toBe('-3');
    expect(value('round(2 / 3, 4)')).toBe('0.6667');
    expect(failure('round(1, 0.5)')).toBe('round-places');
    expect(failure('round(1, 13)')).toBe('round-places');
  });

  it('sums, and takes min and max, over lists such as a table column', () => {
    const env: FormulaEnv = { 'activities.hours': { value: ['12.5', '7.5', 30], unitType: 'time' } };
    expect(run('sum(activities.hours)', env)).toMatchObject({ decimal: '50', unitLabel: 'time' });
    expect(value('max(activities.hours, 31)', env)).toBe('31');
    expect(value('min(activities.hours)', env)).toBe('7.5');
    expect(value('sum(empty)', { empty: { value: [] } })).toBe('0');
    expect(failure('max(empty)', { empty: { value: [] } })).toBe('empty-list');
    expect(failure('activities.hours + 1', env)).toBe('list-outside-aggregate');
  });

  it('computes Scope 2 emissions as activity × factor, in a compound unit', () => {
    // CLP 2023: 0.39 kgCO2e/kWh; 12,500 kWh → 4,875 kgCO2e (units converted before the formula runs).
    const env: FormulaEnv = {
      electricity: { value: '12500', unitType: 'energy' },
      clpFactor: { value: '0.39', unitType: 'emissions/energy' },
    };
    expect(run('electricity * clpFactor', env)).toMatchObject({ decimal: '4875', unitLabel: 'emissions' });
    expect(run('electricity / 1000 * 1000', env).unitLabel).toBe('energy');
  });

  it('chooses a branch with if() and evaluates only that branch', () => {
    const env: FormulaEnv = { hours: { value: '10', unitType: 'time' }, people: { value: '0', unitType: 'count' } };
    expect(value('if(people == 0, 0, hours / people)', env)).toBe('0');
    expect(run('if(people > 0, 0, hours / (people + 4))', env)).toMatchObject({
      decimal: '2.5',
      unitLabel: 'time/count',
    });
    expect(failure('if(1, 2, 3)')).toBe('not-a-number');
    expect(failure('(1 < 2) + 1')).toBe('not-a-number');
  });
});

describe('typed failures', () => {
  it('refuses division by zero instead of giving Infinity', () => {
    expect(failure('1 / 0')).toBe('division-by-zero');
    expect(failure('5 / (2 - 2)')).toBe('division-by-zero');
    expect(failure('x / y', { x: { value: 1 }, y: { value: '0.000' } })).toBe('division-by-zero');
  });

  it('refuses adding, comparing or aggregating different unit types; a bare number takes the other side', () => {
    const env: FormulaEnv = { kwh: { value: '5', unitType: 'energy' }, m3: { value: '2', unitType: 'volume' } };
    for (const f of ['kwh + m3', 'kwh - m3', 'kwh < m3', 'sum(kwh, m3)', 'max(kwh, m3)', 'kwh * m3 + kwh'])
      expect(failure(f, env)).toBe('unit-mismatch');
    expect(run('kwh + 1', env).unitLabel).toBe('energy');
    expect(run('kwh * m3', env).unitLabel).toBe('energy*volume');
    expect(run('kwh / kwh', env).unitLabel).toBe('');
  });

  it('names unknown variables and bad inputs', () => {
    expect(failure('a + 1')).toBe('unknown-variable');
    expect(failure('toString')).toBe('unknown-variable');
    expect(failure('a', { a: { value: 'twelve' } })).toBe('invalid-number');
    expect(failure('a', { a: { value: Number.POSITIVE_INFINITY } })).toBe('invalid-number');
  });

  it('reports where a text stops being a formula', () => {
    for (const [text, position] of [
      ['1 +', 3],
      ['(1 + 2', 6],
      ['1 < 2 < 3', 6],
      ['foo(1)', 0],
      ['round(1)', 0],
      ['2 $ 3', 2],
      ['1.2.3', 0],
      ['', 0],
    ] as const) {
      expect(() => parseFormula(text)).toThrow(ParseError);
      try {
        parseFormula(text);
      } catch (e) {
        expect((e as ParseError).position).toBe(position);
      }
    }
    expect(() => parseFormula('('.repeat(500) + '1' + ')'.repeat(500))).toThrow(ParseError);
    expect(() => parseFormula('1+'.repeat(1500) + '1')).toThrow(ParseError);
  });
});

const NAMES = ['a', 'b', 'c', 'cases.amount'];
const OPS: BinaryOperator[] = ['+', '-', '*', '/', '<', '<=', '>', '>=', '==', '!='];
const number = fc
  .tuple(fc.nat({ max: 9999 }), fc.option(fc.stringMatching(/^\d{1,3}$/), { nil: undefined }))
  .map(([i, d]): Expr => ({ type: 'number', value: d === undefined ? String(i) : `${i}.${d}` }));
const { expr: anyExpr } = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    number,
    fc.constantFrom(...NAMES).map((name): Expr => ({ type: 'variable', name })),
    tie('expr').map((operand): Expr => ({ type: 'negate', operand })),
    fc
      .tuple(fc.constantFrom(...OPS), tie('expr'), tie('expr'))
      .map(([op, left, right]): Expr => ({ type: 'binary', op, left, right })),
    fc
      .tuple(fc.constantFrom('sum', 'min', 'max'), fc.array(tie('expr'), { minLength: 1, maxLength: 3 }))
      .map(([fn, args]): Expr => ({ type: 'call', fn, args })),
    fc
      .tuple(tie('expr'), fc.nat({ max: 4 }))
      .map(([x, n]): Expr => ({ type: 'call', fn: 'round', args: [x, { type: 'number', value: String(n) }] })),
    fc.tuple(tie('expr'), tie('expr'), tie('expr')).map((args): Expr => ({ type: 'call', fn: 'if', args })),
  ),
}));
const env = fc
  .tuple(
    fc.integer({ min: -50, max: 50 }),
    fc.integer({ min: -50, max: 50 }),
    fc.nat({ max: 9 }),
    fc.array(fc.nat({ max: 99 }), { maxLength: 3 }),
  )
  .map(([a, b, c, list]): FormulaEnv => ({
    a: { value: a },
    b: { value: b },
    c: { value: `${c}.5` },
    'cases.amount': { value: list },
  }));

/** The outcome as data: a result, or the code of the typed error. Anything else thrown fails the test. */
const outcome = (e: Expr, vars: FormulaEnv) => {
  try {
    const r = evaluate(e, vars);
    return { value: r.decimal, unit: r.unitLabel };
  } catch (err) {
    if (err instanceof FormulaError) return { error: err.code };
    throw err;
  }
};

describe('properties', () => {
  it('printing a tree and parsing it back gives the same tree, and the same outcome', () => {
    fc.assert(
      fc.property(anyExpr, env, (e, vars) => {
        const text = printFormula(e);
        expect(parseFormula(text)).toEqual(e);
        expect(outcome(parseFormula(text), vars)).toEqual(outcome(e, vars));
      }),
      { numRuns: 500 },
    );
  });

  it('adds and multiplies commutatively and exactly', () => {
    const decimal = fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.nat({ max: 999 })).map(([i, d]) => `${i}.${d}`);
    fc.assert(
      fc.property(decimal, decimal, (x, y) => {
        const vars: FormulaEnv = { x: { value: x }, y: { value: y } };
        expect(value('x + y', vars)).toBe(value('y + x', vars));
        expect(value('x * y', vars)).toBe(value('y * x', vars));
        expect(value('x + y - y', vars)).toBe(value('x', vars));
        expect(value('if(x + y == y + x, 1, 0)', vars)).toBe('1');
      }),
    );
  });

  it('throws nothing but ParseError on any text, and is deterministic', () => {
    const alphabet = fc.constantFrom(...'0123456789.+-*/(), <>=!abc_sumroundifmx \t'.split(''));
    const texts = fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 60 }), fc.string({ unit: 'binary' }));
    fc.assert(
      fc.property(texts, (text) => {
        let first: unknown;
        try {
          first = parseFormula(text);
        } catch (e) {
          // Plain checks: this runs thousands of times and expect() is slow.
          if (!(e instanceof ParseError)) throw e;
          return;
        }
        if (JSON.stringify(parseFormula(text)) !== JSON.stringify(first))
          throw new Error(`${text} parsed twice differently`);
      }),
      { numRuns: 1000 },
    );
  });

  it('lists every variable a formula reads, and reads units back as it prints them', () => {
    expect(variablesOf(parseFormula('a + sum(cases.amount) * a / if(b > 0, c, 1)'))).toEqual([
      'a',
      'cases.amount',
      'b',
      'c',
    ]);
    expect(FUNCTIONS).toEqual(['sum', 'min', 'max', 'round', 'if']);
    for (const u of ['energy', 'emissions/energy', 'area^2*energy/count*time', '1/time', ''])
      expect(formatUnit(parseUnit(u))).toBe(u);
  });
});
