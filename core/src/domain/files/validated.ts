import type { z } from 'zod';
import { ValidationError } from '../../errors';
import { catalogueEnglish, fieldIssuesOf } from '../../catalogue/zodRules';
import type { Membership } from '../membership';

/**
 * A domain entry point that checks its input with the contract's schema itself, so calls that do
 * not come through HTTP (jobs, seed, tests) meet the same rules; `fn.schema` exposes it.
 */
export function withSchema<S extends z.ZodType, R>(schema: S, fn: (m: Membership, input: z.output<S>) => Promise<R>) {
  const run = (m: Membership, input: z.input<S>) => {
    const parsed = schema.safeParse(input, { error: catalogueEnglish });
    if (!parsed.success) throw ValidationError(fieldIssuesOf(parsed.error, ''));
    return fn(m, parsed.data);
  };
  return Object.assign(run, { schema });
}
