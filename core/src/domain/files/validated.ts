import type { z } from 'zod';
import { ValidationError } from '../../errors';
import type { Membership } from '../membership';

/**
 * A domain entry point that checks its input with the contract's schema itself, so calls that do
 * not come through HTTP (jobs, seed, tests) meet the same rules; `fn.schema` exposes it.
 */
export function withSchema<S extends z.ZodType, R>(schema: S, fn: (m: Membership, input: z.output<S>) => Promise<R>) {
  const run = (m: Membership, input: z.input<S>) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success)
      throw ValidationError(
        parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message, code: i.code })),
      );
    return fn(m, parsed.data);
  };
  return Object.assign(run, { schema });
}
