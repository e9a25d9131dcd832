export type ArithmeticOperator = '+' | '-' | '*' | '/';
export type ComparisonOperator = '<' | '<=' | '>' | '>=' | '==' | '!=';
export type BinaryOperator = ArithmeticOperator | ComparisonOperator;

export const FUNCTIONS = ['sum', 'min', 'max', 'round', 'if'] as const;
export type FunctionName = (typeof FUNCTIONS)[number];

/** Fixed argument counts; sum, min and max take one or more (lists are flattened). */
export const ARITY: Record<FunctionName, { min: number; max: number }> = {
  sum: { min: 1, max: Infinity },
  min: { min: 1, max: Infinity },
  max: { min: 1, max: Infinity },
  round: { min: 2, max: 2 },
  if: { min: 3, max: 3 },
};

export type Expr =
  /** Decimal text as written, so evaluation is exact (no binary floating point anywhere). */
  | { type: 'number'; value: string }
  | { type: 'variable'; name: string }
  | { type: 'negate'; operand: Expr }
  | { type: 'binary'; op: BinaryOperator; left: Expr; right: Expr }
  | { type: 'call'; fn: FunctionName; args: Expr[] };

/** Binding strength: comparisons bind loosest and do not chain; unary minus binds tighter than * and /. */
export const PRECEDENCE: Record<BinaryOperator, number> = {
  '<': 10,
  '<=': 10,
  '>': 10,
  '>=': 10,
  '==': 10,
  '!=': 10,
  '+': 20,
  '-': 20,
  '*': 30,
  '/': 30,
};
export const NEGATE_PRECEDENCE = 40;
const ATOM = 50;

const precedenceOf = (e: Expr) =>
  e.type === 'binary' ? PRECEDENCE[e.op] : e.type === 'negate' ? NEGATE_PRECEDENCE : ATOM;

/**
 * Formula text with the fewest parentheses that parse back to the same tree (operators are
 * left-associative, so a right operand of equal strength keeps its parentheses).
 */
export function printFormula(e: Expr): string {
  const wrap = (child: Expr, needs: boolean) => (needs ? `(${printFormula(child)})` : printFormula(child));
  switch (e.type) {
    case 'number':
      return e.value;
    case 'variable':
      return e.name;
    case 'negate':
      return `-${wrap(e.operand, precedenceOf(e.operand) < NEGATE_PRECEDENCE)}`;
    case 'call':
      return `${e.fn}(${e.args.map(printFormula).join(', ')})`;
    case 'binary': {
      const p = PRECEDENCE[e.op];
      const comparison = p === PRECEDENCE['<'];
      const left = wrap(e.left, precedenceOf(e.left) < p || (comparison && precedenceOf(e.left) === p));
      return `${left} ${e.op} ${wrap(e.right, precedenceOf(e.right) <= p)}`;
    }
  }
}

/** Every variable a formula reads, once each, in order of first use. */
export function variablesOf(e: Expr): string[] {
  const names = new Set<string>();
  const visit = (x: Expr): void => {
    if (x.type === 'variable') names.add(x.name);
    else if (x.type === 'negate') visit(x.operand);
    else if (x.type === 'binary') [x.left, x.right].forEach(visit);
    else if (x.type === 'call') x.args.forEach(visit);
  };
  visit(e);
  return [...names];
}
