/** A formula text that is not a formula: where (character offset) and why. The only error the parser throws. */
export class ParseError extends Error {
  override readonly name = 'ParseError';
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} (at ${position})`);
  }
}

export type FormulaErrorCode =
  | 'unknown-variable'
  | 'invalid-number'
  | 'division-by-zero'
  | 'unit-mismatch'
  | 'not-a-number'
  | 'list-outside-aggregate'
  | 'empty-list'
  | 'round-places';

/** A well-formed formula that cannot be evaluated with these inputs. Never Infinity or NaN instead. */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  constructor(
    readonly code: FormulaErrorCode,
    message: string,
  ) {
    super(message);
  }
}
