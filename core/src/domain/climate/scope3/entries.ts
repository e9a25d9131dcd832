import type { FactorLibrary } from '../../../calc/emissions/ports';
import type { PagePayload, TableRow } from '../../../catalogue/values';
import { textOf } from '../../../catalogue/bilingual';
import { rational, type Rational } from '../../../lib/rational';
import {
  add,
  factorFor,
  KG_TO_T,
  num,
  product,
  ZERO,
  type Estimate,
  type EstimateInput,
  type FactorUse,
  type Missing,
} from './factors';

const rowsOf = (v: unknown) => (Array.isArray(v) ? (v as TableRow[]) : []);
const PERCENT = rational(1n, 100n);

/**
 * Estimates of one category, accumulated line by line: each factor's activity summed first and multiplied
 * once (exact either way, and 2,000 purchase lines cost one multiplication per material), typed tCO2e
 * added as they are, and what is missing.
 */
class Tally {
  private readonly byCategory = new Map<
    number,
    {
      t: Rational;
      activity: Map<string, { f: FactorUse; q: Rational }>;
      m: Map<string, Missing>;
      inputs: EstimateInput[];
    }
  >();
  private at(category: number) {
    let c = this.byCategory.get(category);
    if (!c) this.byCategory.set(category, (c = { t: ZERO, activity: new Map(), m: new Map(), inputs: [] }));
    return c;
  }
  /** Activity in the factor's denominator unit (t, tonne.km, passenger.km, HKD), and the entry it came from. */
  add(category: number, quantity: Rational, factor: FactorUse, input: Omit<EstimateInput, 'tCO2e' | 'factor'>) {
    const c = this.at(category);
    const a = c.activity.get(factor.id);
    c.activity.set(factor.id, { f: factor, q: a ? add(a.q, quantity) : quantity });
    c.inputs.push({ ...input, tCO2e: product(quantity, factor.value, KG_TO_T), factor });
  }
  addTonnes(category: number, tCO2e: Rational, input: Omit<EstimateInput, 'tCO2e' | 'factor'>) {
    const c = this.at(category);
    c.t = add(c.t, tCO2e);
    c.inputs.push({ ...input, tCO2e });
  }
  miss(category: number, m: Missing) {
    this.at(category).m.set(JSON.stringify(m), m);
  }
  estimates(): Estimate[] {
    return [...this.byCategory].map(([category, c]) => ({
      category,
      tCO2e: [...c.activity.values()].reduce((s, { f, q }) => add(s, product(q, f.value, KG_TO_T)), c.t),
      factors: [...c.activity.values()].map(({ f }) => f),
      missing: [...c.m.values()],
      inputs: c.inputs,
    }));
  }
}

/** Library factors for the year, each looked up once however many lines use it (2,000 purchase lines: ADR 0109). */
const factorsOf = (library: FactorLibrary, year: number) => {
  const seen = new Map<string, FactorUse | undefined>();
  return (id: string) => {
    if (!seen.has(id)) seen.set(id, factorFor(library, id, year));
    return seen.get(id);
  };
};

/**
 * The company's own factor of a category (the screening row's, kgCO2e per HKD for spend): the only
 * spend-based factor the product uses, with the source the company names (ADR 0109).
 */
function ownFactors(values: PagePayload): Map<number, FactorUse> {
  const out = new Map<number, FactorUse>();
  for (const r of rowsOf(values.scope3Screening)) {
    const value = num(r.ownFactor);
    if (!value) continue;
    const category = Number(r.category);
    const source = typeof r.ownFactorSource === 'string' && r.ownFactorSource ? r.ownFactorSource : undefined;
    out.set(category, {
      id: `own-${category}`,
      revision: 0,
      value,
      unit: 'kgCO2e/HKD',
      ...(source ? { source } : {}),
      proxy: false,
    });
  }
  return out;
}

/**
 * Categories estimated from the page's entries (ADR 0109): purchases and capital goods by mass
 * (material factor per tonne) or by spend (HKD after the year's rate × the company's own factor),
 * freight by tonne-km and mode, commuting by distance or survey average × headcount, and the free
 * entries with their method note. All exact; kg → t at the end of each line.
 */
export function entryEstimates(values: PagePayload, library: FactorLibrary, year: number): Estimate[] {
  const tally = new Tally();
  const lookup = factorsOf(library, year);
  /** A library factor for a line, or the line's category marked as missing it. */
  const lineFactor = (category: number, id: string) => {
    const f = lookup(id);
    if (!f) tally.miss(category, { kind: 'factor', factorId: id });
    return f;
  };
  const own = ownFactors(values);
  const rates = new Map(rowsOf(values.scope3Rates).map((r) => [String(r.currency), num(r.hkdPerUnit)]));
  rates.set('HKD', rational(1n));
  /** An entry as the lineage names it: its table, its row's number, what the company called it. */
  const entry = (table: string, i: number, label: unknown) => ({
    input: `${table}#${i + 1}`,
    ...(textOf(label).trim() ? { label: textOf(label) } : {}),
  });
  for (const [i, r] of rowsOf(values.scope3Purchases).entries()) {
    const at = entry('scope3Purchases', i, r.item);
    const category = Number(r.category) === 2 ? 2 : 1;
    if (r.basis === 'mass') {
      const f = lineFactor(category, `material-${String(r.material)}`);
      const tonnes = num(r.tonnes);
      if (f && tonnes) tally.add(category, tonnes, f, at);
      continue;
    }
    const amount = num(r.amount);
    const currency = String(r.currency ?? 'HKD');
    const rate = rates.get(currency);
    const f = own.get(category);
    if (!rate) tally.miss(category, { kind: 'rate', currency });
    if (!f) tally.miss(category, { kind: 'ownFactor' });
    if (amount && rate && f) tally.add(category, product(amount, rate), f, at);
  }
  for (const [i, r] of rowsOf(values.scope3Freight).entries()) {
    const category = Number(r.category) === 9 ? 9 : 4;
    const f = lineFactor(category, `freight-${String(r.mode)}`);
    const tonnes = num(r.tonnes);
    const km = num(r.km);
    if (f && tonnes && km) tally.add(category, product(tonnes, km), f, entry('scope3Freight', i, r.mode));
  }
  const headcount = num(values.commutingHeadcount);
  for (const [i, r] of rowsOf(values.scope3Commuting).entries()) {
    const f = lineFactor(7, `commute-${String(r.mode)}`);
    const distance =
      r.basis === 'distance'
        ? num(r.passengerKm)
        : headcount && num(r.sharePercent) && num(r.kmPerDay) && num(r.days)
          ? product(headcount, num(r.sharePercent)!, PERCENT, num(r.kmPerDay)!, num(r.days)!)
          : undefined;
    if (f && distance) tally.add(7, distance, f, entry('scope3Commuting', i, r.mode));
  }
  for (const [i, r] of rowsOf(values.scope3Other).entries()) {
    const t = num(r.tCO2e);
    if (t) tally.addTonnes(Number(r.category), t, entry('scope3Other', i, r.methodNote));
  }
  return tally.estimates();
}
