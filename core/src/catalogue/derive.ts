import type { Rational } from '../lib/rational';
import { FormulaError, ParseError } from './formula/errors';
import { evaluate, type FormulaEnv, type FormulaVariable } from './formula/evaluate';
import type { Expr } from './formula/ast';
import { parseFormula } from './formula/parser';
import { fieldsOf, type PageDeclaration } from './page';
import type { Field, NumberField } from './types';
import { decimalValue, type MonthlyRow, type PagePayload, type TableRow, type YesNoValue } from './values';

export interface DeriveOptions {
  /** Brings a monthly value entered in `unit` to its unit type's base unit (the unit catalogue does this). */
  toBaseUnit?: (value: Rational, unit: string) => Rational | undefined;
}

type Reader = (payload: PagePayload, options: DeriveOptions) => FormulaVariable['value'];

/** A name a formula may use, what unit type it carries, and how to read it from a payload. */
export interface FormulaSlot {
  name: string;
  unitType?: string;
  list: boolean;
  read: Reader;
  /** Whether the payload answers it (a number typed, a Yes's detail among them): what a rate needs of every input. */
  given?: (payload: PagePayload) => boolean;
}

/** Unanswered numbers count as 0, so a total over a half-filled page is a total, not an error. */
const numberOr0 = (v: unknown): Rational => decimalValue(v) ?? { n: 0n, d: 1n };
const present = (v: unknown) => decimalValue(v) !== undefined;

function slotsOf(field: Field, under?: (p: PagePayload) => Record<string, unknown> | undefined): FormulaSlot[] {
  const source = under ?? ((p: PagePayload) => p as Record<string, unknown>);
  const own = (p: PagePayload) => source(p)?.[field.id];
  const base = { unitType: field.unitType };
  switch (field.kind) {
    case 'number':
      return field.formula
        ? []
        : [{ ...base, name: field.id, list: false, read: (p) => numberOr0(own(p)), given: (p) => present(own(p)) }];
    case 'yesNoNtd': {
      const details = (p: PagePayload) => {
        const q = own(p) as YesNoValue | undefined;
        return q?.answer === 1 ? q.details : undefined;
      };
      const answer: FormulaSlot = { name: field.id, list: false, read: (p) => (own(p) as YesNoValue)?.answer ?? 0 };
      return [answer, ...(field.details ?? []).flatMap((d) => slotsOf(d, details))];
    }
    case 'table':
      return field.columns
        .filter((c) => c.kind === 'number')
        .map((c) => ({
          name: `${field.id}.${c.id}`,
          unitType: c.unitType,
          list: true,
          read: (p) => ((own(p) as TableRow[] | undefined) ?? []).map((r) => r[c.id]).filter(present) as string[],
        }));
    case 'monthlyGrid':
      return [{ ...base, name: field.id, list: true, read: (p, o) => monthValues(own(p) as MonthlyRow[], o) }];
    default:
      return [];
  }
}

function monthValues(rows: MonthlyRow[] | undefined, o: DeriveOptions): Rational[] {
  return (rows ?? []).flatMap((row) =>
    row.months.filter(present).map((m) => {
      const v = decimalValue(m)!;
      return row.unit && o.toBaseUnit ? (o.toBaseUnit(v, row.unit) ?? v) : v;
    }),
  );
}

/** The inputs a page's formulas may read (derived fields come on top, in declaration order). */
export const formulaSlots = (page: PageDeclaration): FormulaSlot[] => fieldsOf(page).flatMap((f) => slotsOf(f));

export const derivedFields = (page: PageDeclaration): NumberField[] =>
  fieldsOf(page).filter((f): f is NumberField => f.kind === 'number' && !!f.formula);

export interface Derived {
  values: Record<string, string>;
  errors: Record<string, ParseError | FormulaError>;
}

/**
 * Computes a page's derived fields from a (validated) payload, the same way on the server at save and
 * for `POST /formula/evaluate`. Each derived field may read the ones declared before it.
 */
export function deriveValues(page: PageDeclaration, payload: PagePayload, options: DeriveOptions = {}): Derived {
  const env: Record<string, FormulaVariable> = {};
  // The number answers given, a Yes's details among them: what a rate's inputs must all be (docs/decisions/0069).
  const answered = new Set<string>();
  for (const s of formulaSlots(page)) {
    env[s.name] = { value: s.read(payload, options), unitType: s.unitType };
    if (s.given?.(payload)) answered.add(s.name);
  }
  const out: Derived = { values: {}, errors: {} };
  for (const f of derivedFields(page)) {
    try {
      const ast = parseFormula(f.formula!);
      if (f.needsEveryInput && !variablesOf(ast).every((name) => answered.has(name))) continue;
      const r = evaluate(ast, env as FormulaEnv);
      answered.add(f.id);
      out.values[f.id] = r.decimal;
      env[f.id] = { value: r.value, unitType: r.unitLabel || undefined };
    } catch (e) {
      if (!(e instanceof ParseError || e instanceof FormulaError)) throw e;
      out.errors[f.id] = e;
    }
  }
  return out;
}

/** The names a formula reads. */
function variablesOf(e: Expr): string[] {
  switch (e.type) {
    case 'number':
      return [];
    case 'variable':
      return [e.name];
    case 'negate':
      return variablesOf(e.operand);
    case 'binary':
      return [...variablesOf(e.left), ...variablesOf(e.right)];
    case 'call':
      return e.args.flatMap(variablesOf);
  }
}
