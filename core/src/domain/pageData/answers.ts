import { deriveValues, derivedFields } from '../../catalogue/derive';
import { toCatalogueIssues, type CatalogueIssue } from '../../catalogue/issues';
import type { ListValues } from '../../catalogue/lists';
import { messageText } from '../../catalogue/messages';
import { fieldsOf, type PageDeclaration } from '../../catalogue/page';
import { pageContext } from '../../catalogue/schema/context';
import { fieldSchema } from '../../catalogue/schema/page';
import type { PagePayload } from '../../catalogue/values';
import type { PageRuntime } from './runtime';

/**
 * The answers given, each parsed by its own field's schema: valid ones are kept (in their stored
 * shape), the others reported with their paths, unknown keys too. Missing answers are simply absent.
 * For a formula preview and a copy from last year, where a page may be half filled.
 */
export function parseGiven(page: PageDeclaration, input: Record<string, unknown>, lists: ListValues) {
  const ctx = pageContext(lists);
  const byId = new Map(fieldsOf(page).map((f) => [f.id, f]));
  const value: PagePayload = {};
  const issues: CatalogueIssue[] = [];
  for (const [id, given] of Object.entries(input)) {
    const field = byId.get(id);
    if (!field) {
      issues.push({ path: id, code: 'unknownField', message: messageText('unknownField') });
      continue;
    }
    const parsed = fieldSchema(field, ctx).safeParse(given);
    if (!parsed.success)
      issues.push(...toCatalogueIssues(parsed.error).map((i) => ({ ...i, path: i.path ? `${id}.${i.path}` : id })));
    else if (parsed.data !== undefined) value[id] = parsed.data as PagePayload[string];
  }
  return { value, issues };
}

/**
 * The answers as stored: the inputs with every derived field computed by the catalogue's evaluator
 * (whatever a client sent for one is replaced). PUT and POST /api/formula/evaluate both use this.
 * A formula that cannot be evaluated (division by zero) leaves its field out rather than failing.
 */
export function withDerived(page: PageDeclaration, values: PagePayload, runtime: Pick<PageRuntime, 'toBaseUnit'>) {
  const derived = deriveValues(page, values, { toBaseUnit: runtime.toBaseUnit });
  const ids = new Set(derivedFields(page).map((f) => f.id));
  const inputs = Object.fromEntries(Object.entries(values).filter(([id]) => !ids.has(id)));
  return { values: { ...inputs, ...derived.values } as PagePayload, derived };
}
