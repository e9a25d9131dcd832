import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkMonths, readMonths } from '../src/calc/emissions/activity';
import { EmissionsInputError } from '../src/calc/emissions/errors';

/** What a call throws (its code and message), or 'read' when it returns. */
function outcome(f: () => unknown): string {
  try {
    f();
    return 'read';
  } catch (err) {
    if (!(err instanceof EmissionsInputError)) throw err;
    return `${err.problem}: ${err.message}`;
  }
}

/** Month texts: quantities, blanks, and what is no quantity (signs, exponents, letters, two points, too long). */
const text = fc.oneof(
  fc.constant(''),
  fc.stringMatching(/^\d{1,12}(\.\d{1,8})?$/),
  fc.stringMatching(/^\d{31,40}$/),
  fc.constantFrom('-5', '1e3', '1.2.3', 'abc12', '.5', '5.', ' 7', 'NaN', '9007199254740993.5'),
);

describe('checkMonths: what saving a row checks, without the quantities (ADR 0060)', () => {
  it('refuses exactly what readMonths refuses, with the same code and message', () => {
    fc.assert(
      fc.property(fc.array(text, { minLength: 11, maxLength: 13 }), (months) => {
        expect(outcome(() => checkMonths('r1', months))).toBe(outcome(() => readMonths('r1', months)));
      }),
      { numRuns: 500 },
    );
  });

  it('names the first month that is no quantity', () => {
    const months = ['1', '2', '3', 'x', '-1', '', '', '', '', '', '', ''];
    expect(outcome(() => checkMonths('r1', months))).toBe('invalid-quantity: Row r1, month 4: "x" is not a quantity.');
  });
});
