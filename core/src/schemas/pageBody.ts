import * as z from 'zod';
import { fieldsOf, type PageDeclaration } from '../catalogue/page';
import { pageContext } from '../catalogue/schema/context';
import { fieldSchema, schemaFor } from '../catalogue/schema/page';
import { toCatalogueIssues, typeError } from '../catalogue/issues';
import { keyOfMessage, messageText } from '../catalogue/messages';
import type { PagePayload } from '../catalogue/values';
import { IsoDate, Version } from './common';

/**
 * Bodies that carry page data: the page declaration's own generated schema (or its fields' schemas), never a second
 * description. Apart from the Background calls' schemas (pageBodies.ts), which build theirs at load, so a group that
 * checks another page's body does not carry the Background pages (ADR 0142).
 */

/**
 * A schema built from a declaration, with every problem at its own path in the catalogue's words (an
 * unknown field at its own path, not the object's), so a contract-level 400 names the field to fix.
 * The answers themselves must be present: an absent `values` is "Missing input.", not an empty save.
 */
function byField<T>(schema: z.ZodType<T, unknown>) {
  return z.unknown().transform((value, ctx): T => {
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: messageText('missingInput'), params: { key: 'missingInput' } });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of toCatalogueIssues(parsed.error))
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path === '' ? [] : issue.path.split('.'),
        // The key its message reads back to in the whole catalogue, for the request's issue (zodRules.ts fieldIssuesOf).
        params: { key: issue.code, messageKey: keyOfMessage(issue.message) },
      });
    return z.NEVER;
  });
}

/** A page's answers as its declaration accepts them, the year they are for, and the version the form was based on (0: none yet). */
export const yearPageBody = (page: PageDeclaration) =>
  z.strictObject({ year: IsoDate, values: byField(schemaFor(page)), version: Version });

/** Some fields of a page, each by its declared schema; any other field is refused. */
export function fieldsSchema(page: PageDeclaration, ids: readonly string[]) {
  const ctx = pageContext({});
  const byId = new Map(fieldsOf(page).map((f) => [f.id, f]));
  const shape = Object.fromEntries(
    ids.map((id) => {
      const field = byId.get(id);
      if (!field) throw new Error(`${page.key} declares no field ${id}`);
      return [id, fieldSchema(field, ctx)];
    }),
  );
  return byField(z.strictObject(shape, { error: typeError('incorrectType') }) as z.ZodType<PagePayload, unknown>);
}

/** One field of a page by its declared schema. */
export function fieldOf(page: PageDeclaration, id: string) {
  const field = fieldsOf(page).find((f) => f.id === id);
  if (!field) throw new Error(`${page.key} declares no field ${id}`);
  return byField(fieldSchema(field, pageContext({})) as z.ZodType<PagePayload[string], unknown>);
}
