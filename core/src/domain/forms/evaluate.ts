import type * as z from 'zod';
import { FormulaError } from '../../catalogue/formula/errors';
import { ValidationError } from '../../errors';
import type { Membership } from '../membership';
import { parseGiven, withDerived } from '../pageData/answers';
import { pageRuntime } from '../pageData/runtime';
import { declaredPage } from '../pageData/declared';
import type { FormulaInput } from '../../schemas/forms';

/**
 * POST /api/formula/evaluate/{id} (the id is the page key): the page's derived values for the given
 * answers, computed exactly as PUT /api/page-data computes them before storing. The answers may be a
 * half-filled page (missing numbers read as 0), but each answer given must be valid (400 otherwise).
 */
export async function evaluateFormulas(m: Membership, pageKey: string, input: z.output<typeof FormulaInput>) {
  const page = declaredPage(pageKey);
  const runtime = await pageRuntime(page, m.actor.tenantId);
  const { value, issues } = parseGiven(page, input.values, runtime.lists);
  if (issues.length) throw ValidationError(issues);
  const { derived } = withDerived(page, value, runtime);
  const errors = Object.entries(derived.errors).map(([id, e]) => [
    id,
    { code: e instanceof FormulaError ? e.code : 'parse-error', message: e.message },
  ]);
  return {
    values: derived.values,
    errors: Object.fromEntries(errors) as Record<string, { code: string; message: string }>,
  };
}
