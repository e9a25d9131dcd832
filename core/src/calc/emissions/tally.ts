import type { Rational } from '../../lib/rational';
import type { Line } from './line';
import { gapKey, type Gap } from './gaps';
import { MONTHS } from '../../catalogue/values';
import { isZero, Ledger, MonthlyLedger, reduce } from './ledger';
import type { Clause } from './lineage';

/**
 * A computed figure: an exact amount in `unit`, whether it is complete, the gaps that make it
 * incomplete, and which lines it sums (lineage.ts: their factors, conversions, audit ids).
 * An incomplete figure's amount is the sum of what could be computed, never a stand-in zero.
 */
export interface Figure {
  unit: string;
  amount: Rational;
  complete: boolean;
  /**
   * False when nothing of it could be computed: every line with activity is stopped by a gap (a
   * missing factor). Such a figure is "not reported" with its gaps as the reason, never 0.
   */
  computed?: boolean;
  /**
   * False when no line of it has any activity: nothing was entered, so it is "not entered" — neither
   * 0 nor complete (ADR 0069). Absent (figures frozen before it was kept): entered.
   */
  entered?: boolean;
  gaps: Gap[];
  select: Clause[];
}

/**
 * Adds lines up for the year. Amounts go through a ledger (ledger.ts): exact, with one
 * multiplication per price rather than per line.
 */
export class Tally {
  private readonly ledger = new Ledger();
  private readonly gaps = new Map<string, Gap>();
  private priced = false;
  private entered = false;

  constructor(
    readonly unit: string,
    private readonly clause: Clause,
  ) {}

  /** A line without activity adds nothing; a stopped line with activity makes the figure incomplete. */
  add(line: Line) {
    const q = line.quantity.sum;
    if (isZero(q)) return;
    this.entered = true;
    if (line.price) {
      this.ledger.add(line.price, q);
      this.priced = true;
    } else for (const g of line.gaps) this.gaps.set(gapKey(g), g);
  }

  figure(): Figure {
    const { unit, clause } = this;
    return {
      unit,
      amount: this.ledger.total(),
      complete: this.gaps.size === 0,
      computed: this.priced || this.gaps.size === 0,
      entered: this.entered,
      gaps: [...this.gaps.values()],
      select: [clause],
    };
  }
}

/** A tally per month of the year, for one clause each (the month's slice of `clause`). */
export class MonthlyTally {
  private readonly ledger = new MonthlyLedger();
  private readonly gaps = Array.from({ length: MONTHS }, () => new Map<string, Gap>());
  /** The months some line of it has activity in (bit m = month m). */
  activeMonths = 0;

  constructor(
    readonly unit: string,
    private readonly clause: Clause,
  ) {}

  add(line: Line) {
    this.activeMonths |= line.quantity.activeMonths;
    if (line.price) this.ledger.add(line.price, line.quantity.values);
    else
      for (let m = 0; m < MONTHS; m++)
        if (line.quantity.active[m]) for (const g of line.gaps) this.gaps[m]!.set(gapKey(g), g);
  }

  /**
   * Each month's figure. `entered`: the months something was entered for — any scope's lines at the place (ADR 0069):
   * a month with none is not entered, while a scope without activity in a month that has some is a real 0.
   */
  figures(entered: number): Figure[] {
    return this.gaps.map((gaps, month) => ({
      unit: this.unit,
      amount: this.ledger.total(month),
      complete: gaps.size === 0,
      entered: (entered & (1 << month)) !== 0,
      gaps: [...gaps.values()],
      select: [{ ...this.clause, month }],
    }));
  }
}

/** Several tallies by key (location, month, resource…), created on first use. */
export class TallyMap<K> {
  readonly tallies = new Map<K, Tally>();
  constructor(
    private readonly unit: string,
    private readonly clause: (key: K) => Clause,
  ) {}
  at(key: K): Tally {
    let t = this.tallies.get(key);
    if (!t) this.tallies.set(key, (t = new Tally(this.unit, this.clause(key))));
    return t;
  }
  figures(): Map<K, Figure> {
    return new Map([...this.tallies].map(([k, t]) => [k, t.figure()]));
  }
}

/** The exact sum of figures as one figure of `clause` (a slice's total from its scopes). */
export function sumOf(figures: readonly Figure[], clause: Clause): Figure {
  const sum = figures.reduce((a, b) => combine(a, b));
  return { ...sum, select: [clause] };
}

/** a + b or a − b as a figure: incomplete when either is, selecting both figures' lines. */
export function combine(a: Figure, b: Figure, sign: 1 | -1 = 1): Figure {
  const gaps = new Map<string, Gap>();
  for (const g of a.gaps) gaps.set(gapKey(g), g);
  for (const g of b.gaps) gaps.set(gapKey(g), g);
  const [x, y] = [a.amount, b.amount];
  const bn = sign === 1 ? y.n : -y.n;
  return {
    unit: a.unit,
    amount: x.d === y.d ? reduce(x.n + bn, x.d) : reduce(x.n * y.d + bn * x.d, x.d * y.d),
    complete: a.complete && b.complete,
    computed: a.computed !== false || b.computed !== false,
    entered: a.entered !== false || b.entered !== false,
    gaps: [...gaps.values()],
    select: [...a.select, ...b.select],
  };
}
