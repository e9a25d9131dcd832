import { parseDecimal, rational, type Rational } from '../../lib/rational';
import { reduce } from './ledger';
import { lineAnnual, type Line } from './line';
import type { ActivityRow, Instrument } from './model';
import type { Figure } from './tally';

/** tCO2e per MWh for one of the rate units an instrument may be typed in (schemas/resources.ts). */
const PER_MWH: Readonly<Record<string, Rational>> = {
  'kgCO2e/kWh': rational(1n),
  'tCO2e/MWh': rational(1n),
  'kgCO2e/MWh': rational(1n, 1000n),
};

const add = (a: Rational, b: Rational) => reduce(a.n * b.d + b.n * a.d, a.d * b.d);
const times = (a: Rational, b: Rational) => reduce(a.n * b.n, a.d * b.d);
const less = (a: Rational, b: Rational) => a.n * b.d < b.n * a.d;
const ZERO = rational(0n);

/** An instrument as the report prints it (ADR 0090): on which row and location, what it covered and at what rate. */
export interface InstrumentUse extends Instrument {
  rowId: string;
  locationId: string;
  /** The emission rate in tCO2e/MWh (= kgCO2e/kWh). */
  perMwh: Rational;
  /**
   * What the instrument changes market-based Scope 2 by, in tCO2e (negative when it lowers it): the MWh it counted at
   * its rate less the same MWh at the row's location-based factor; 0 where the row's Scope 2 could not be computed.
   * The location-based lines and these sum to market-based Scope 2 (the assurance pack's lineage, ADR 0117).
   */
  adjustment: Rational;
}

export interface MarketBased {
  /** Scope 2 by the market-based method: the same lines as location-based, adjusted by the instruments. */
  scope2: Figure;
  /** Every instrument counted, in row order. */
  instruments: InstrumentUse[];
}

/**
 * Market-based Scope 2 (GHG Protocol Scope 2 Guidance; ADR 0090). A row's electricity covered by contractual
 * instruments is counted at each instrument's emission rate; the rest of the row at the factor its location-based
 * line used — Hong Kong publishes no residual mix, and the Guidance falls back to the grid factor then. So each
 * instrument changes location-based Scope 2 by what it covered × its rate − location-based × covered ÷ consumed.
 * A row whose Scope 2 or energy could not be computed keeps its location-based share (the figure is incomplete
 * already and says so). Instruments beyond the row's consumption are refused when saved; here they are capped.
 */
export function marketBased(rows: readonly ActivityRow[], lines: readonly Line[], location: Figure): MarketBased {
  const instruments: InstrumentUse[] = [];
  let change = ZERO;
  for (const row of rows) {
    if (row.kind !== 'electricity' || !row.instruments?.length) continue;
    const ofRow = lines.filter((l) => l.rowId === row.rowId);
    const ghg = ofRow.find((l) => l.spec.measure === 'ghg');
    const energy = ofRow.find((l) => l.spec.measure === 'energy');
    const emitted = ghg && lineAnnual(ghg);
    const consumed = energy && lineAnnual(energy);
    const priced = emitted && consumed && consumed.n !== 0n;
    let covered = ZERO;
    for (const i of row.instruments) {
      const perMwh = times(parseDecimal(i.rate.value) ?? ZERO, PER_MWH[i.rate.unit] ?? ZERO);
      let adjustment = ZERO;
      if (priced) {
        const mwh = parseDecimal(i.mwh) ?? ZERO;
        const room = add(consumed, times(covered, rational(-1n)));
        const counted = less(room, mwh) ? room : mwh;
        covered = add(covered, counted);
        const displaced = times(emitted, reduce(counted.n * consumed.d, counted.d * consumed.n));
        adjustment = add(times(counted, perMwh), times(displaced, rational(-1n)));
      }
      change = add(change, adjustment);
      instruments.push({ ...i, rowId: row.rowId, locationId: row.locationId, perMwh, adjustment });
    }
  }
  return { scope2: { ...location, amount: add(location.amount, change) }, instruments };
}
