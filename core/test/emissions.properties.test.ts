import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { referencePorts } from '../src/calc/emissions/adapters';
import { referenceData } from '../src/domain/catalogues/data';
import type { Breakdown } from '../src/calc/emissions/aggregate';
import { lineAnnual, lineMonth } from '../src/calc/emissions/line';
import { calculateEmissions, type EmissionsCalculation } from '../src/calc/emissions/calculation';
import type { ActivityRow, RowTemplate } from '../src/calc/emissions/model';
import { presentEmissions } from '../src/calc/emissions/present';
import type { Figure } from '../src/calc/emissions/tally';
import { eq, mul, rational, toDecimal, type Rational } from '../src/lib/rational';

/** Properties any correct inventory has, over random years built from the reference data. */
const ports = referencePorts(referenceData());
const settings = { year: 2023, gwpSet: 'AR6', removals: 'separate' } as const;

type Template = RowTemplate;
const TEMPLATES: Template[] = [
  { kind: 'electricity', supplier: 'clp', unit: 'kWh' },
  { kind: 'electricity', supplier: 'hke', unit: 'MWh' },
  { kind: 'towngas', unit: 'towngas-unit' },
  { kind: 'fuel', fuel: 'diesel', unit: 'L' },
  { kind: 'fuel', fuel: 'lpg', unit: 'kg' },
  { kind: 'vehicle', fuel: 'petrol', vehicleType: 'passenger-car', unit: 'gal-imp' },
  { kind: 'refrigerant', gas: 'HFC-134a', unit: 'kg' },
  { kind: 'refrigerant', gas: 'R-22', unit: 'kg' },
  { kind: 'water', unit: 'm3' },
  { kind: 'paper', unit: 'kg' },
  { kind: 'waste', hazardous: false, handling: 'landfill', unit: 't' },
  { kind: 'businessTravel', mode: 'flight', cabin: 'economy', unit: 'pkm' },
];

/** Quantities as hundredths, so scaling stays exact decimal text. */
const cents = fc.option(fc.bigInt({ min: 0n, max: 10n ** 9n }), { nil: undefined, freq: 4 });
const row = fc.record({
  template: fc.constantFrom(...TEMPLATES),
  locationId: fc.constantFrom('L1', 'L2', 'L3'),
  months: fc.array(cents, { minLength: 12, maxLength: 12 }),
});
const year = fc.array(row, { maxLength: 25 });

const text = (c: bigint | undefined, k = 1n) => (c === undefined ? '' : toDecimal(rational(c * k, 100n)));
type Drawn = { template: Template; locationId: string; months: (bigint | undefined)[] };
const rowsOf = (drawn: Drawn[], k = 1n) =>
  drawn.map(
    (d, i) =>
      ({
        ...d.template,
        rowId: `r${i}`,
        locationId: d.locationId,
        auditId: `a${i}`,
        months: d.months.map((c) => text(c, k)),
      }) as ActivityRow,
  );

const add = (a: Rational, b: Rational) => rational(a.n * b.d + b.n * a.d, a.d * b.d);
const sum = (fs: Iterable<Figure>) => [...fs].reduce((s, f) => add(s, f.amount), rational(0n));
const figures = (c: EmissionsCalculation): Figure[] => [
  c.ghg.scope1,
  c.ghg.scope2,
  c.ghg.scope3,
  c.ghg.total,
  ...Object.values(c.resources.pollutants),
  c.resources.energy.total,
  c.resources.water,
  c.resources.nonHazardousWaste,
];

describe('properties of the calculation', () => {
  it('scales every figure by k when every activity is scaled by k, completeness unchanged', () => {
    fc.assert(
      fc.property(year, fc.bigInt({ min: 0n, max: 1000n }), (drawn, k) => {
        const one = figures(calculateEmissions(rowsOf(drawn), settings, ports));
        const scaled = figures(calculateEmissions(rowsOf(drawn, k), settings, ports));
        one.forEach((f, i) => {
          expect(eq(mul(f.amount, rational(k)), scaled[i]!.amount)).toBe(true);
          expect(scaled[i]!.complete).toBe(k === 0n || f.complete);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('does not depend on the order of the rows', () => {
    fc.assert(
      fc.property(
        year.chain((d) => fc.tuple(fc.constant(d), fc.shuffledSubarray(rowsOf(d), { minLength: d.length }))),
        ([drawn, shuffled]) => {
          const a = presentEmissions(calculateEmissions(rowsOf(drawn), settings, ports));
          expect(presentEmissions(calculateEmissions(shuffled, settings, ports))).toEqual(a);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('makes every total the exact sum of its parts', () => {
    fc.assert(
      fc.property(year, (drawn) => {
        const c = calculateEmissions(rowsOf(drawn), settings, ports);
        const { ghg } = c;
        const scopes = (b: Breakdown) => sum([b.scope1, b.scope2, b.scope3]);
        expect(eq(ghg.total.amount, scopes(ghg))).toBe(true);
        for (const slices of [[...ghg.byLocation.values()], ghg.byMonth, [...ghg.byResource.values()]]) {
          for (const b of slices) expect(eq(b.total.amount, scopes(b))).toBe(true);
          for (const s of ['scope1', 'scope2', 'scope3', 'total'] as const)
            expect(eq(sum(slices.map((b) => b[s])), ghg[s].amount)).toBe(true);
        }
        // Each location's months: its year by scope, and together the company's months, exactly.
        for (const [id, months] of ghg.byLocationMonth()) {
          expect(ghg.byLocationMonth(id)).toEqual(new Map([[id, months]]));
          for (const s of ['scope1', 'scope2', 'scope3'] as const)
            expect(eq(sum(months.map((m) => m[s])), ghg.byLocation.get(id)![s].amount)).toBe(true);
        }
        for (let m = 0; m < 12; m++)
          for (const s of ['scope1', 'scope2', 'scope3'] as const) {
            const at = [...ghg.byLocationMonth().values()].map((months) => months[m]![s]);
            expect(eq(sum(at), ghg.byMonth[m]![s].amount)).toBe(true);
            expect(ghg.byMonth[m]![s].complete).toBe(at.every((f) => f.complete));
          }
        const ghgLines = c.lines.filter((l) => l.spec.measure === 'ghg' && l.price);
        expect(
          eq(
            ghgLines.reduce((s, l) => add(s, lineAnnual(l)!), rational(0n)),
            ghg.total.amount,
          ),
        ).toBe(true);
        for (const l of ghgLines) {
          const months = Array.from({ length: 12 }, (_, m) => lineMonth(l, m)!);
          expect(eq(months.reduce(add), lineAnnual(l)!)).toBe(true);
        }
        expect(eq(sum(c.resources.energy.byType.values()), c.resources.energy.total.amount)).toBe(true);
        expect(eq(c.provisions['A1.2'].total!.amount, ghg.total.amount)).toBe(true);
        // Incomplete exactly when some line feeding it has a gap.
        expect(ghg.total.complete).toBe(!c.lines.some((l) => l.spec.measure === 'ghg' && l.gaps.length > 0));
      }),
      { numRuns: 60 },
    );
  });
});
