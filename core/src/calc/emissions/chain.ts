import { mul, ONE, rational, toDecimal, type Rational } from '../../lib/rational';
import type { Price } from './ledger';
import type { GwpSet } from './model';
import type { Gap } from './gaps';
import { parseFactorUnit } from './factorUnit';
import type { FactorUse } from './select';
import { selectFactor } from './select';
import type { Ports } from './ports';

/** A unit conversion a figure went through, as lineage shows it: 1 `from` = `factor` `to`. */
export interface AppliedConversion {
  from: string;
  to: string;
  factor: string;
  path: string[];
}

/**
 * activity unit → figure: the factors used, the conversions applied, and the product of all of
 * them as one exact multiplier, so every month of every row with the same unit and factors costs
 * one multiplication. `gaps` non-empty means the figure cannot be computed.
 */
export interface Chain {
  /** Unique within one calculation: prices of the same chain share ledger groups. */
  id: number;
  multiplier: Rational;
  factors: FactorUse[];
  conversions: AppliedConversion[];
  notes: string[];
  gaps: Gap[];
  /** The GWP set a refrigerant's factor was chosen under. */
  gwpSet?: GwpSet;
}

export interface ChainRequest {
  /** Undefined when the row lacks the quantity: the factors are still looked up, to name the missing ones. */
  from: string | undefined;
  factors: readonly string[];
  billingUnit?: string;
  /** The activity's unit read as another, with the note lineage states (Method.readAs). */
  readAs?: { unit: string; note: string };
  to: string;
  gwpSet?: GwpSet;
}

/** Convert `from` → `to`; the step is recorded only when the units differ. */
function convert(ports: Ports, chain: Chain, from: string, to: string, factorId: string): boolean {
  if (from === to) return true;
  const c = ports.units.factor(from, to);
  if (!c.ok) {
    chain.gaps.push({ kind: 'factor-unit', factorId, from, to });
    return false;
  }
  chain.multiplier = mul(chain.multiplier, c.factor);
  chain.conversions.push({ from, to, factor: toDecimal(c.factor), path: c.path });
  return true;
}

/**
 * Every factor is looked up before any unit is checked, so a figure missing two factors names
 * both. The last step converts the product into the report unit (kgCO2e → tCO2e, MJ → MWh).
 */
export function buildChain(ports: Ports, year: number, req: ChainRequest, id = 0): Chain {
  const chain: Chain = { id, multiplier: ONE, factors: [], conversions: [], notes: [], gaps: [] };
  if (req.gwpSet) chain.gwpSet = req.gwpSet;
  const selections = req.factors.map((id) => selectFactor(ports.library, id, year));
  for (const s of selections) if (!s.ok) chain.gaps.push(s.gap);
  if (chain.gaps.length > 0 || req.from === undefined) return chain;
  let unit = req.readAs?.unit ?? req.from;
  if (req.readAs) chain.notes.push(req.readAs.note);
  for (const s of selections) {
    if (!s.ok) continue;
    chain.factors.push(s.use);
    const fu = parseFactorUnit(s.use.unit, req.billingUnit);
    if (!fu) {
      chain.gaps.push({ kind: 'factor-unit', factorId: s.use.id, from: unit, to: s.use.unit });
      return chain;
    }
    if (!convert(ports, chain, unit, fu.denominator, s.use.id)) return chain;
    chain.multiplier = mul(chain.multiplier, mul(s.value, fu.scale));
    if (fu.note) chain.notes.push(`${s.use.id}: ${fu.note}`);
    unit = fu.numerator;
  }
  // With no factor the activity itself is the figure; a failure here is the unit catalogue's.
  const last = req.factors.at(-1) ?? 'unit-catalogue';
  convert(ports, chain, unit, req.to, last);
  return chain;
}

/** Rows repeat the same few chains (every CLP account in kWh); a calculation builds each once. */
export function chainCache(ports: Ports, year: number) {
  const chains = new Map<string, Chain>();
  const prices = new Map<number, Price>();
  return {
    chain: (req: ChainRequest): Chain => {
      const key = `${req.from ?? ''}|${req.readAs?.unit ?? ''}|${req.billingUnit ?? ''}|${req.factors.join(',')}|${req.to}|${req.gwpSet ?? ''}`;
      let chain = chains.get(key);
      if (!chain) chains.set(key, (chain = buildChain(ports, year, req, chains.size)));
      return chain;
    },
    /** The chain's value per mantissa of a quantity with `places` decimals (places < 32, see activity.ts). */
    price: (chain: Chain, places: number): Price => {
      const key = chain.id * 32 + places;
      let price = prices.get(key);
      const { n, d } = chain.multiplier;
      if (!price) prices.set(key, (price = { key, value: rational(n, d * 10n ** BigInt(places)) }));
      return price;
    },
  };
}
