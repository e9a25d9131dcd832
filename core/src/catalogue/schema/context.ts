import type * as z from 'zod';
import { report } from '../issues';
import type { ListValues } from '../lists';
import { keyOfMessage, type CatalogueMessageKey, type MessageParams } from '../messages';
import type { Field } from '../types';

/** Where a field sits decides what an empty answer is told (the spec's validation rules) and what is required by default. */
export interface SchemaContext {
  lists: ListValues;
  /** 'missingInput' on the page, 'fillUnderYes' under a Yes, 'missingInDetails' in a table row. */
  missing: CatalogueMessageKey;
  /** Under a Yes a required number may not be zero either ("Yes with empty or zero number"). */
  underYes: boolean;
  /** Fields here are required unless they say otherwise: under a Yes and in table rows. */
  requiredByDefault: boolean;
}

export const pageContext = (lists: ListValues): SchemaContext => ({
  lists,
  missing: 'missingInput',
  underYes: false,
  requiredByDefault: false,
});

/**
 * Derived fields are computed, so never required; yes/no questions must always be answered (the spec's validation rules);
 * a list that needs at least one entry is required, so leaving it out is reported like emptying it.
 */
export function isRequired(field: Field, ctx: SchemaContext): boolean {
  if (field.kind === 'number' && field.formula) return false;
  const declared = field.validation?.required ?? (field.kind === 'yesNoNtd' || ctx.requiredByDefault);
  const atLeastOne = (field.validation?.minItems ?? 0) > 0 || (field.kind === 'table' && (field.minRows ?? 0) > 0);
  return declared || atLeastOne;
}

/**
 * Whether the page asks for an answer, so a company may not hide the field: what it requires, and any
 * yes/no question (a policy the page saves unanswered is still asked: ADR 0088).
 */
export const isAsked = (field: Field, ctx: SchemaContext): boolean =>
  field.kind === 'yesNoNtd' || isRequired(field, ctx);

type Sink = Parameters<typeof report>[0];

/**
 * Re-reports the issues of a nested parse (a table row, the details under a Yes) under `prefix`,
 * keeping each issue's message key and params.
 */
export function relay(ctx: Sink, error: z.ZodError, prefix: PropertyKey[]) {
  for (const iss of error.issues) {
    const path = [...prefix, ...iss.path];
    if (iss.code === 'unrecognized_keys') {
      for (const k of iss.keys) report(ctx, 'unknownField', [...path, k]);
      continue;
    }
    const { key, ...params } = (iss.code === 'custom' ? iss.params : undefined) ?? {};
    const code = (key as CatalogueMessageKey | undefined) ?? keyOfMessage(iss.message) ?? 'incorrectType';
    report(ctx, code, path, params as MessageParams);
  }
}
