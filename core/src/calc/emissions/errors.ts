/**
 * Input the calculation refuses rather than guesses at: a quantity that is not decimal text, a
 * unit that does not measure what the resource is measured in (kg of electricity), a row id used
 * twice. Saving a row validates the same way (`checkRow`), so stored data never reaches these.
 */
export type InputProblem = 'incompatible-unit' | 'unknown-unit' | 'invalid-quantity' | 'months' | 'duplicate-row';

export class EmissionsInputError extends Error {
  override readonly name = 'EmissionsInputError';
  constructor(
    readonly problem: InputProblem,
    readonly rowId: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
