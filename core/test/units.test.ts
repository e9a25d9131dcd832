import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { eq, inv, mul, ONE, parseDecimal, rational, toDecimal } from '../src/lib/rational';
import { checkEdge, ConversionGraph, keepsConfidence, type GraphEdge } from '../src/calc/units';
import { unitCatalogue } from '../src/domain/units/catalogue';
import { unitLabelOf, unitsOfType } from '../src/calc/unitChoices';

const csv = readFileSync(new URL('../data/unit-and-pollutant-factors-hk.csv', import.meta.url), 'utf8');
const catalogue = unitCatalogue(csv);
const graph = new ConversionGraph(catalogue.units, catalogue.conversions);
const factor = (from: string, to: string) => {
  const c = graph.factor(from, to);
  if (!c.ok) throw new Error(`${from}→${to}: ${c.reason}`);
  return c.factor;
};

const anyRational = fc
  .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n }))
  .map(([n, d]) => rational(n, d));
const units = catalogue.units.map((u) => u.id);
const sameType = fc.constantFrom(...catalogue.types.map((t) => t.id).filter((t) => t !== 'currency')).chain((t) => {
  const ids = catalogue.units.filter((u) => u.typeId === t).map((u) => u.id);
  return fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids), fc.constantFrom(...ids));
});

describe('exact rationals', () => {
  it('parses decimals exactly and prints terminating ones back unchanged', () => {
    expect(parseDecimal('3.6')).toEqual({ n: 18n, d: 5n });
    expect(parseDecimal('1e-3')).toEqual({ n: 1n, d: 1000n });
    expect(parseDecimal('0.1.2')).toBeUndefined();
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.nat({ max: 12 }), (digits, places) => {
        const r = rational(digits, 10n ** BigInt(places));
        expect(parseDecimal(toDecimal(r))).toEqual(r);
      }),
    );
  });

  it('rounds non-terminating expansions and keeps lowest terms', () => {
    expect(toDecimal(rational(1n, 3n), 5)).toBe('0.33333');
    expect(toDecimal(rational(-2n, 3n), 3)).toBe('-0.667');
    expect(rational(6n, -4n)).toEqual({ n: -3n, d: 2n });
  });

  it('multiplies with its inverse to exactly one', () => {
    fc.assert(
      fc.property(
        anyRational.filter((r) => r.n !== 0n),
        (r) => {
          expect(eq(mul(r, inv(r)), ONE)).toBe(true);
        },
      ),
    );
  });
});

describe('the seeded conversion graph', () => {
  it('knows the HKEX gas units from the reference data: 1 Towngas unit = 48 MJ, 1 LPG unit = 46 MJ', () => {
    expect(factor('towngas-unit', 'MJ')).toEqual(rational(48n));
    expect(factor('lpg-unit', 'MJ')).toEqual(rational(46n));
    expect(factor('MJ', 'towngas-unit')).toEqual(rational(1n, 48n));
    // 48 MJ = 48/3.6 kWh = 40/3 kWh: exact, not 13.333…
    expect(factor('towngas-unit', 'kWh')).toEqual(rational(40n, 3n));
  });

  it('answers MWh ↔ kWh, GJ → kWh and tonnes → lb exactly', () => {
    expect(factor('MWh', 'kWh')).toEqual(rational(1000n));
    expect(factor('kWh', 'MWh')).toEqual(rational(1n, 1000n));
    expect(factor('GJ', 'kWh')).toEqual(rational(2500n, 9n));
    expect(factor('t', 'lb')).toEqual(rational(100000000000n, 45359237n));
  });

  it('round-trips any value between any two units of one type exactly', () => {
    fc.assert(
      fc.property(sameType, anyRational, ([a, b], x) => {
        const there = mul(x, factor(a, b));
        expect(mul(there, factor(b, a))).toEqual(x);
      }),
    );
  });

  it('is path-independent: A→C equals A→B→C', () => {
    fc.assert(
      fc.property(sameType, ([a, b, c]) => {
        expect(factor(a, c)).toEqual(mul(factor(a, b), factor(b, c)));
      }),
    );
  });

  it('refuses every pair of units of different types, naming both types', () => {
    fc.assert(
      fc.property(fc.constantFrom(...units), fc.constantFrom(...units), (a, b) => {
        const c = graph.factor(a, b);
        const ta = graph.typeOf(a);
        const tb = graph.typeOf(b);
        if (ta !== tb) expect(c).toEqual({ ok: false, reason: 'different-types', fromType: ta, toType: tb });
        else expect(c.ok || (c.reason === 'no-path' && ta === 'currency')).toBe(true);
      }),
    );
    expect(graph.factor('kWh', 'kg')).toMatchObject({ ok: false, reason: 'different-types' });
  });

  it('refuses currencies (no fixed rate) and unknown units', () => {
    expect(graph.factor('HKD', 'USD')).toEqual({ ok: false, reason: 'no-path' });
    expect(graph.factor('kWh', 'furlong')).toEqual({ ok: false, reason: 'unknown-unit', unit: 'furlong' });
  });

  it('accepts a new edge only if it agrees with the paths already there', () => {
    const edge = (from: string, to: string, n: string, d = '1'): GraphEdge => ({
      from,
      to,
      numerator: n,
      denominator: d,
    });
    expect(checkEdge(graph, edge('GJ', 'kWh', '2500', '9'))).toBe('ok');
    expect(checkEdge(graph, edge('GJ', 'kWh', '278'))).toBe('inconsistent');
    expect(checkEdge(graph, edge('kWh', 'kg', '1'))).toBe('different-types');
    expect(checkEdge(graph, edge('HKD', 'USD', '1', '7'))).toBe('ok');
  });
});

describe('random catalogues', () => {
  /** A random tree of units per type: every factor derived along it must invert exactly. */
  const tree = fc.array(fc.tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n })), {
    minLength: 1,
    maxLength: 12,
  });

  it('round-trips across every pair of a random connected type, and refuses the other type', () => {
    fc.assert(
      fc.property(tree, fc.nat(), fc.nat(), anyRational, (factors, i, j, x) => {
        const ids = factors.map((_, k) => `u${k + 1}`);
        const unitsOf = [
          { id: 'u0', typeId: 'a' },
          ...ids.map((id) => ({ id, typeId: 'a' })),
          { id: 'v', typeId: 'b' },
        ];
        const edges = factors.map(([n, d], k) => ({
          from: `u${k + 1}`,
          to: `u${Math.floor(k / 2)}`,
          numerator: String(n),
          denominator: String(d),
        }));
        const g = new ConversionGraph(unitsOf, edges);
        const a = `u${i % (factors.length + 1)}`;
        const b = `u${j % (factors.length + 1)}`;
        const ab = g.factor(a, b);
        const ba = g.factor(b, a);
        if (!ab.ok || !ba.ok) throw new Error('tree must connect every unit');
        expect(mul(mul(x, ab.factor), ba.factor)).toEqual(x);
        expect(g.factor(a, 'v')).toMatchObject({ ok: false, reason: 'different-types' });
      }),
    );
  });
});

describe('what a row is counted in', () => {
  const views = catalogue.units.map((u) => ({ ...u, version: 1 }));
  const ids = (type: Parameters<typeof unitsOfType>[0]) => unitsOfType(type, views)!.map((u) => u.id);
  const unit = (id: string) => views.find((u) => u.id === id)!;

  it('a flight in trips, a tree in trees, anything else counted in pieces', () => {
    expect(ids('tree')).toEqual(['tree']);
    expect(ids('businessTravel')).toEqual(['pkm', 'pmi', 'trip']);
    expect(ids('material').filter((id) => unit(id).typeId === 'count')).toEqual(['pcs']);
    // A tree's removal factor is per piece: a row in trees converts to it one for one.
    expect(toDecimal(factor('tree', 'pcs'), 6)).toBe('1');
  });

  it('says a count’s unit as a word in the reader’s language', () => {
    expect(['pcs', 'trip', 'tree'].map((id) => unitLabelOf(unit(id), 'en'))).toEqual(['pcs', 'trips', 'trees']);
    expect(['pcs', 'trip', 'tree'].map((id) => unitLabelOf(unit(id), 'hk'))).toEqual(['件', '次', '棵']);
    expect(unitLabelOf(unit('kWh'), 'hk')).toBe('kWh');
  });
});

describe('an edited conversion and the reference data’s confidence', () => {
  it('keeps it for the published factor, in any terms, and leaves it for another factor', () => {
    const published = { numerator: '48', denominator: '1' };
    expect(keepsConfidence(published, { numerator: '48', denominator: '1' })).toBe(true);
    expect(keepsConfidence(published, { numerator: '96', denominator: '2' })).toBe(true);
    expect(keepsConfidence(published, { numerator: '49', denominator: '1' })).toBe(false);
    expect(keepsConfidence(published, { numerator: '48', denominator: '5' })).toBe(false);
  });
});
