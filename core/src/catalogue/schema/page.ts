import * as z from 'zod';
import { toCatalogueIssues, typeError, type CatalogueIssue } from '../issues';
import { catalogueEnglish } from '../zodRules';
import type { ListValues } from '../lists';
import { fieldsOf, type PageDeclaration } from '../page';
import type { Field } from '../types';
import type { PagePayload } from '../values';
import { addressListSchema, monthlyGridSchema, tableSchema } from './collections';
import { pageContext, type SchemaContext } from './context';
import { scalarSchema } from './scalars';
import { yesNoSchema } from './yesNo';

export interface SchemaOptions {
  /** Allowed values of run-time lists (the tenant's locations, the unit catalogue) by list name. */
  lists?: ListValues;
}

export function fieldSchema(field: Field, ctx: SchemaContext): z.ZodType {
  switch (field.kind) {
    case 'yesNoNtd':
      return yesNoSchema(field, ctx);
    case 'table':
      return tableSchema(field, ctx);
    case 'addressList':
      return addressListSchema(field, ctx);
    case 'monthlyGrid':
      return monthlyGridSchema(field, ctx);
    default:
      return scalarSchema(field, ctx);
  }
}

export type PageSchema = z.ZodType<PagePayload, unknown>;
/** Schemas by declaration, then by the run-time lists object, so a request reusing its lists reuses the schema. */
const cache = new WeakMap<PageDeclaration, WeakMap<ListValues, PageSchema>>();
const NO_LISTS: ListValues = {};

/**
 * The page payload's schema, built only from the declaration: a strict object keyed by the page's
 * top-level field ids (tabs and cards are layout).
 */
export function schemaFor(page: PageDeclaration, options: SchemaOptions = {}): PageSchema {
  const lists = options.lists ?? NO_LISTS;
  const byLists = cache.get(page) ?? new WeakMap<ListValues, PageSchema>();
  cache.set(page, byLists);
  const cached = byLists.get(lists);
  if (cached) return cached;
  const ctx = pageContext(lists);
  const shape = Object.fromEntries(fieldsOf(page).map((f) => [f.id, fieldSchema(f, ctx)]));
  const schema = z.strictObject(shape, { error: typeError('incorrectType') }) as unknown as PageSchema;
  byLists.set(lists, schema);
  return schema;
}

export type PageValidation = { ok: true; value: PagePayload } | { ok: false; issues: CatalogueIssue[] };

/** Parses a payload into the stored shape, or lists every problem with its field path; never throws. */
export function validatePage(page: PageDeclaration, input: unknown, options: SchemaOptions = {}): PageValidation {
  const result = schemaFor(page, options).safeParse(input, { error: catalogueEnglish });
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: toCatalogueIssues(result.error) };
}
