import type { ResourceKind } from '../../../calc/emissions/model';
import type { Figure } from '../../../calc/emissions/tally';
import { textOf } from '../../../catalogue/bilingual';
import type { TableRow } from '../../../catalogue/values';
import { parseDecimal, toDecimal, type Rational } from '../../../lib/rational';
import { add, ZERO, type Estimate, type Missing } from './factors';

/**
 * GHG Protocol Scope 3 categories the product's resource kinds feed (the calculation tags each line:
 * calc/emissions/methods.ts): purchased water and paper → 1, waste (and paper to landfill) → 5,
 * business travel → 6; fuel- and energy-related activities (3) are derived from the electricity and
 * fuel rows here (fuelAndEnergy.ts). The others come from the screening's entries (ADR 0109).
 */
export const SCOPE3_SOURCES: Readonly<Record<number, readonly ResourceKind[]>> = {
  1: ['water', 'paper'],
  3: ['electricity', 'fuel', 'vehicle'],
  5: ['waste', 'paper'],
  6: ['businessTravel'],
};
export const SCOPE3_CATEGORY_NUMBERS = Array.from({ length: 15 }, (_, i) => i + 1);

/** reported: a figure; excluded: screened not relevant, with the reason; explained: the older reason-only table. */
export type Scope3State = 'reported' | 'excluded' | 'explained' | 'missing';
export interface Scope3Line {
  category: number;
  /** tCO2e, exact decimal text (12 places at most); null when the year has no figure for it. */
  tCO2e: string | null;
  complete: boolean;
  sources: readonly ResourceKind[];
  state: Scope3State;
  reason?: string;
  method?: string;
  tier?: string;
  /** What the figure lacks (a factor, the company's own factor, a rate): asked for, never a silent zero. */
  missing?: Missing[];
  /** The factors behind the estimate, by id and revision, with their published source. */
  factors?: { id: string; revision: number; source?: string; proxy: boolean }[];
  /** Category 1's part answered by suppliers through data requests: tier 1, primary data (ADR 0119). */
  supplier?: SupplierPart;
}

/** Suppliers' own figures in a category: tCO2e (exact decimal text), how many answered, tier 1. */
export interface SupplierPart {
  tCO2e: string;
  suppliers: number;
  tier: '1';
}

/** A cell's one text: a translatable reason is read as its English, else its Chinese (ADR 0121's `textOf`). */
const text = (v: unknown) => (textOf(v).trim() !== '' ? textOf(v) : undefined);
const decimal = (r: Parameters<typeof toDecimal>[0]) => toDecimal(r, 12);

/**
 * D-MT-GHG3 by category: the calculation's figures (1, 5, 6) and the estimates (3 from the rows, the
 * others from entries) summed per category; each category's screening (relevance, reason, method,
 * tier). A category screened not relevant is excluded with its reason; one with a figure is reported
 * (incomplete when something is missing); one relevant with nothing is missing.
 */
export function screenCategories(
  byCategory: ReadonlyMap<number, Pick<Figure, 'amount' | 'complete'>>,
  explanations: readonly TableRow[],
  screening: readonly TableRow[] = [],
  estimates: readonly Estimate[] = [],
  supplier?: { tCO2e: Rational; suppliers: number },
): Scope3Line[] {
  const reasons = new Map(explanations.map((r) => [String(r.category), r.reason]));
  const screened = new Map(screening.map((r) => [String(r.category), r]));
  return SCOPE3_CATEGORY_NUMBERS.map((category) => {
    const sources = SCOPE3_SOURCES[category] ?? [];
    const row = screened.get(String(category));
    const facts = {
      ...(text(row?.method) ? { method: row!.method as string } : {}),
      ...(text(row?.tier) ? { tier: row!.tier as string } : {}),
    };
    const reason = text(row?.reason) ?? text(reasons.get(String(category)));
    if (row?.relevance === 'notRelevant')
      return {
        category,
        tCO2e: null,
        complete: true,
        sources,
        state: 'excluded',
        ...facts,
        ...(reason ? { reason } : {}),
      };
    const figure = byCategory.get(category);
    // Suppliers' answers are a line of category 1 like any estimate, with no library factor (ADR 0119).
    const answered = category === 1 && supplier && supplier.suppliers > 0 ? supplier : undefined;
    const all = [
      ...estimates.filter((e) => e.category === category),
      ...(answered ? [{ category, tCO2e: answered.tCO2e, factors: [], missing: [], inputs: [] }] : []),
    ];
    const part = answered
      ? { supplier: { tCO2e: decimal(answered.tCO2e), suppliers: answered.suppliers, tier: '1' as const } }
      : {};
    const own = all.filter((e) => e.factors.length > 0 || e.tCO2e.n !== 0n);
    const lacking = all.flatMap((e) => e.missing);
    if (figure || own.length > 0) {
      const amount = own.reduce((s, e) => add(s, e.tCO2e), figure?.amount ?? ZERO);
      const missing = lacking;
      const factors = own.flatMap((e) =>
        e.factors.map((f) => ({
          id: f.id,
          revision: f.revision,
          ...(f.source ? { source: f.source } : {}),
          proxy: f.proxy,
        })),
      );
      return {
        category,
        tCO2e: decimal(amount),
        complete: (figure?.complete ?? true) && missing.length === 0,
        sources,
        state: 'reported',
        ...facts,
        ...(missing.length ? { missing } : {}),
        ...(factors.length ? { factors } : {}),
        ...part,
      };
    }
    if (reason && !row) return { category, tCO2e: null, complete: true, sources, state: 'explained', reason };
    return {
      category,
      tCO2e: null,
      complete: lacking.length === 0,
      sources,
      state: 'missing',
      ...facts,
      ...(reason ? { reason } : {}),
      ...(lacking.length ? { missing: lacking } : {}),
    };
  });
}

/** The Scope 3 total and the categories it includes: what Part D's total line says (ADR 0109). */
export function scope3Total(lines: readonly Scope3Line[]) {
  const reported = lines.filter((l) => l.state === 'reported' && l.tCO2e !== null);
  const sum = reported.reduce((s, l) => add(s, parseExact(l.tCO2e!)), ZERO);
  return {
    tCO2e: decimal(sum),
    categories: reported.map((l) => l.category),
    complete: reported.every((l) => l.complete),
  };
}

const parseExact = (v: string) => parseDecimal(v) ?? ZERO;
