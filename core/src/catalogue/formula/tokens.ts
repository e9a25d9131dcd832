import { ParseError } from './errors';

export type Operator = '+' | '-' | '*' | '/' | '(' | ')' | ',' | '<' | '<=' | '>' | '>=' | '==' | '!=';

export type Token =
  | { kind: 'number'; text: string; position: number }
  | { kind: 'name'; text: string; position: number }
  | { kind: 'operator'; text: Operator; position: number }
  | { kind: 'end'; text: ''; position: number };

/** Formulas are short expressions over a page's fields; the cap keeps parsing and exact arithmetic cheap. */
export const MAX_FORMULA_LENGTH = 2000;

const NUMBER = /\d+(?:\.\d+)?(?![\d.A-Za-z_])/y;
/** A field id, or a dotted path into a page ('cases.amount'): segments never start with a digit. */
const NAME = /[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*(?![.\w])/y;
const OPERATORS: readonly Operator[] = ['<=', '>=', '==', '!=', '+', '-', '*', '/', '(', ')', ',', '<', '>'];

function match(pattern: RegExp, source: string, at: number) {
  pattern.lastIndex = at;
  return pattern.exec(source)?.[0];
}

export function tokenize(source: string): Token[] {
  if (source.length > MAX_FORMULA_LENGTH) throw new ParseError(`formula longer than ${MAX_FORMULA_LENGTH}`, 0);
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    if (/\s/.test(source[at]!)) {
      at++;
      continue;
    }
    const number = match(NUMBER, source, at);
    const name = number === undefined ? match(NAME, source, at) : undefined;
    const operator = OPERATORS.find((op) => source.startsWith(op, at));
    if (number !== undefined) tokens.push({ kind: 'number', text: number, position: at });
    else if (name !== undefined) tokens.push({ kind: 'name', text: name, position: at });
    else if (operator) tokens.push({ kind: 'operator', text: operator, position: at });
    else throw new ParseError(`unexpected character '${source[at]}'`, at);
    at += (number ?? name ?? operator!).length;
  }
  tokens.push({ kind: 'end', text: '', position: at });
  return tokens;
}
