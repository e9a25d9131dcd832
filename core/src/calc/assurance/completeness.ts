/**
 * Completeness of a reporting year (docs/decisions/0106-completeness-and-zero-confirmation.md): every month
 * of every resource row a location reports, and every field of the Social pages, as entered, missing or
 * zero. A zero month counts only once someone confirmed "no consumption this month"; until then it is missing.
 * A blank month nobody expects (a refrigerant top-up, a flight: events, not meters) is `none` and not counted.
 */

export const CELL_STATES = ['entered', 'missing', 'zero', 'confirmedZero', 'none'] as const;
export type CellState = (typeof CELL_STATES)[number];

/** A state that counts towards completeness. */
export const counts = (s: CellState) => s === 'entered' || s === 'confirmedZero';
/** A state that is part of the total at all. */
const expected = (s: CellState) => s !== 'none';

/**
 * Kinds read off a monthly bill or meter: every month of a row is expected. Any other kind's month is
 * expected only where last year's row of the same natural key had one (its own history).
 */
export const METERED_KINDS: readonly string[] = ['electricity', 'water', 'intensity'];

/** Which months of a row are expected: a metered kind's every month, else the months its last year had. */
export function expectedMonths(type: string, lastYear: readonly string[] | undefined, monthCount = 12): boolean[] {
  const metered = METERED_KINDS.includes(type);
  const out: boolean[] = [];
  for (let i = 0; i < monthCount; i++) out.push(metered || (lastYear?.[i] ?? '') !== '');
  return out;
}

const ZERO = /^0+(\.0+)?$/;
/** A decimal text that is zero ('0', '0.00'). */
export const isZero = (text: string | undefined) => text !== undefined && ZERO.test(text.trim());

/** One month of a resource row: '' is not entered (missing when expected); a zero is confirmed or not. */
export function monthState(text: string | undefined, confirmed: boolean, isExpected = true): CellState {
  if (text === undefined || text === '') return isExpected ? 'missing' : 'none';
  // Stored months are validated decimals: only one that starts with 0 can be zero.
  if (text.charCodeAt(0) === 48 && ZERO.test(text)) return confirmed ? 'confirmedZero' : 'zero';
  return 'entered';
}

/** A field's answer on a form: an explicit zero is an answer (0 fatalities), shown apart but counted. */
export function answerState(value: unknown): CellState {
  if (value === undefined || value === null) return 'missing';
  if (typeof value === 'string') {
    if (value.trim() === '') return 'missing';
    return ZERO.test(value.trim()) ? 'confirmedZero' : 'entered';
  }
  if (typeof value === 'number') return value === 0 ? 'confirmedZero' : 'entered';
  if (Array.isArray(value)) return value.length > 0 ? 'entered' : 'missing';
  return 'entered';
}

export interface Tally {
  entered: number;
  total: number;
  /** Whole per cent, rounded down (99.6 % is not complete); a section with nothing to fill is 100. */
  percent: number;
}

/** `entered` of `total` as a tally. */
export const shareOf = (entered: number, total: number): Tally => ({
  entered,
  total,
  percent: total === 0 ? 100 : Math.floor((entered * 100) / total),
});

export const tally = (states: readonly CellState[]): Tally =>
  shareOf(states.filter(counts).length, states.filter(expected).length);

/** A row as completeness reads it; `rowId` null stands for a row last year had and this year lacks. */
export interface CompletenessRow<T extends string = string> {
  type: T;
  rowId: string | null;
  locationId: string;
  unit: string;
  label: string;
  /** The label in each language of the interface (ADR 0121); the screens show the reader's. */
  labels?: Readonly<Record<'en' | 'hk' | 'cn', string>>;
  months: readonly string[];
  /** Per month, whether a blank is missing (expectedMonths); absent: every month. */
  expected?: readonly boolean[];
}

export interface RowCells<T extends string = string> extends Omit<CompletenessRow<T>, 'months'> {
  cells: CellState[];
}

/**
 * The cells of each row: this year's rows month by month, and for each row of last year with no
 * counterpart (`missingRows`, matched by natural key by the caller) twelve missing months.
 */
export function rowCells<T extends string>(
  rows: readonly CompletenessRow<T>[],
  missingRows: readonly Omit<CompletenessRow<T>, 'months' | 'rowId' | 'expected'>[],
  confirmed: (type: T, rowId: string, month: number) => boolean,
  monthCount = 12,
): RowCells<T>[] {
  const here = rows.map(({ months, expected: exp, ...r }) => {
    const cells: CellState[] = [];
    for (let i = 0; i < monthCount; i++) {
      const text = months[i];
      // Confirmations are asked about zero months only.
      const zero = text !== undefined && text !== '' && text.charCodeAt(0) === 48;
      cells.push(monthState(text, zero && confirmed(r.type, r.rowId!, i), exp?.[i] ?? true));
    }
    return { ...r, cells };
  });
  const gone = missingRows.map((r) => ({ ...r, rowId: null, cells: Array<CellState>(monthCount).fill('missing') }));
  return [...here, ...gone];
}

/** Completeness per location (every cell of its rows) in the order of `locationIds`. */
export function byLocation(cells: readonly RowCells[], locationIds: readonly string[]) {
  return locationIds.map((locationId) => ({
    locationId,
    ...tally(cells.filter((r) => r.locationId === locationId).flatMap((r) => r.cells)),
  }));
}
