import { roundTo } from '../../catalogue/formula/quantity';
import { decimalValue } from '../../catalogue/values';
import { rational, toDecimal } from '../../lib/rational';

/** One year of the B2.1 series: where its figures come from, the figures, and the rate when it can be computed. */
export interface FatalityYear {
  yearEnd: string;
  /** `stored`: a reporting year on the platform; `entered`: an earlier year typed once; `missing`: neither. */
  source: 'stored' | 'entered' | 'missing';
  fatalities?: string;
  /** The year-end headcount the rate used (Employment's total at year end for a stored year). */
  workforce?: string;
  /** Fatalities per 100 workers, to two decimal places; absent without fatalities or a headcount. */
  rate?: string;
}

/** B2.1 rate of work-related fatalities = fatalities ÷ workforce × 100 (per 100 workers), 2 d.p.; none without a workforce. */
export function fatalityRate(fatalities: string | undefined, workforce: string | undefined): string | undefined {
  const f = decimalValue(fatalities);
  const w = decimalValue(workforce);
  if (f === undefined || w === undefined || w.n === 0n) return undefined;
  return toDecimal(roundTo(rational(f.n * w.d * 100n, f.d * w.n), 2));
}

const given = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A stored year: its own fatalities and the headcount Employment has for its year end. */
export interface StoredYear {
  yearEnd: string;
  fatalities?: unknown;
  workforce?: unknown;
}
/** A year before the first reporting year, as entered on the page. */
export interface EnteredYear {
  yearEnd?: unknown;
  fatalities?: unknown;
  workforce?: unknown;
}

const year = (source: FatalityYear['source'], y: { yearEnd: string; fatalities?: unknown; workforce?: unknown }) => {
  const fatalities = given(y.fatalities);
  const workforce = given(y.workforce);
  const rate = fatalityRate(fatalities, workforce);
  return {
    yearEnd: y.yearEnd,
    source,
    ...(fatalities ? { fatalities } : {}),
    ...(workforce ? { workforce } : {}),
    ...(rate ? { rate } : {}),
  };
};

/** The year end one year before `yearEnd` (29 February falls back to the 28th). */
export function yearBefore(yearEnd: string): string {
  const [y, m, d] = yearEnd.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${y - 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * HKEX B2.1 "in each of the past three years including the reporting year", newest first: the
 * reporting year and the stored years before it (`stored`, newest first, the reporting year first);
 * where fewer than three are stored, the earlier years entered once, latest first, that end before
 * the first stored year; then `missing` years, one year apart.
 */
export function fatalitySeries(stored: readonly StoredYear[], entered: readonly EnteredYear[]): FatalityYear[] {
  const out: FatalityYear[] = stored.slice(0, 3).map((s) => year('stored', s));
  const first = stored[stored.length - 1]!.yearEnd;
  const earlier = entered
    .filter((e): e is EnteredYear & { yearEnd: string } => typeof e.yearEnd === 'string' && e.yearEnd < first)
    .sort((a, b) => b.yearEnd.localeCompare(a.yearEnd));
  for (const e of earlier) if (out.length < 3) out.push(year('entered', e));
  while (out.length < 3) out.push({ yearEnd: yearBefore(out[out.length - 1]!.yearEnd), source: 'missing' });
  return out;
}
