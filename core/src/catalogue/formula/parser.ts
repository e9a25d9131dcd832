import {
  ARITY,
  FUNCTIONS,
  NEGATE_PRECEDENCE,
  PRECEDENCE,
  type BinaryOperator,
  type Expr,
  type FunctionName,
} from './ast';
import { ParseError } from './errors';
import { tokenize, type Token } from './tokens';

/** Deeper nesting than any real formula; the cap turns a stack overflow into a ParseError. */
const MAX_DEPTH = 100;

const isBinary = (t: Token): t is Token & { text: BinaryOperator } =>
  t.kind === 'operator' && Object.hasOwn(PRECEDENCE, t.text);

/** A Pratt parser over the tokens; throws only ParseError, whatever the text. */
export function parseFormula(source: string): Expr {
  const tokens = tokenize(source);
  let at = 0;
  let depth = 0;
  const peek = () => tokens[at]!;
  const next = () => tokens[at++]!;
  const expect = (text: string) => {
    const t = next();
    if (t.text !== text) throw new ParseError(`expected '${text}'`, t.position);
  };

  function expression(minPrecedence: number): Expr {
    if (++depth > MAX_DEPTH) throw new ParseError('formula nested too deeply', peek().position);
    let left = prefix();
    for (let t = peek(); isBinary(t) && PRECEDENCE[t.text] > minPrecedence; t = peek()) {
      next();
      const p = PRECEDENCE[t.text];
      left = { type: 'binary', op: t.text, left, right: expression(p) };
      // Comparisons do not chain: 'a < b < c' means nothing over numbers.
      if (p === PRECEDENCE['<'] && isBinary(peek()) && PRECEDENCE[peek().text as BinaryOperator] === p)
        throw new ParseError('comparisons cannot be chained', peek().position);
    }
    depth--;
    return left;
  }

  function prefix(): Expr {
    const t = next();
    if (t.kind === 'number') return { type: 'number', value: t.text };
    if (t.text === '-') return { type: 'negate', operand: expression(NEGATE_PRECEDENCE) };
    if (t.text === '(') {
      const inner = expression(0);
      expect(')');
      return inner;
    }
    if (t.kind === 'name') return peek().text === '(' ? call(t) : { type: 'variable', name: t.text };
    throw new ParseError(t.kind === 'end' ? 'formula ends too early' : `unexpected '${t.text}'`, t.position);
  }

  function call(name: Token): Expr {
    if (!(FUNCTIONS as readonly string[]).includes(name.text))
      throw new ParseError(`unknown function '${name.text}'`, name.position);
    const fn = name.text as FunctionName;
    expect('(');
    const args: Expr[] = [];
    if (peek().text !== ')') {
      args.push(expression(0));
      while (peek().text === ',') {
        next();
        args.push(expression(0));
      }
    }
    expect(')');
    const { min, max } = ARITY[fn];
    if (args.length < min || args.length > max)
      throw new ParseError(`${fn}() takes ${min === max ? min : `at least ${min}`} argument(s)`, name.position);
    return { type: 'call', fn, args };
  }

  const tree = expression(0);
  if (peek().kind !== 'end') throw new ParseError(`unexpected '${peek().text}'`, peek().position);
  return tree;
}
