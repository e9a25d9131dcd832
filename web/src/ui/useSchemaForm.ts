import { useState } from 'react';

type Errors = Partial<Record<string, unknown>>;

interface Rules<V, E extends Errors> {
  /** The client check, usually the API's own zod schema through `toFieldErrors`: no entry means valid. */
  check: (values: V) => E;
  /** The server's field issues of a refused save, on the same fields (through `validationIssues`). */
  server: (error: unknown, values: V) => E;
}

/**
 * A form's values and its field errors. `validate` runs the client check before a save;
 * `refused` puts the server's field issues on the same fields after one.
 */
export function useSchemaForm<V extends object, E extends Errors>(initial: V | (() => V), rules: Rules<V, E>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const hasErrors = (found: E) => Object.values(found).some((e) => e !== undefined);
  return {
    values,
    set: (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch })),
    replace: setValues,
    errors,
    setErrors,
    /** Shows the check's errors (or clears them); true when the values may be sent. */
    validate(): boolean {
      const found = rules.check(values);
      setErrors(found);
      return !hasErrors(found);
    },
    refused: (error: unknown) => setErrors(rules.server(error, values)),
  };
}
