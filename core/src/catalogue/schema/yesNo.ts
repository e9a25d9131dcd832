import * as z from 'zod';
import { typeError } from '../issues';
import { messageText } from '../messages';
import type { DetailField, YesNoNtdField } from '../types';
import { YES_NO_ANSWERS, type YesNoValue } from '../values';
import { isRequired, relay, type SchemaContext } from './context';
import { addressListSchema, tableSchema } from './collections';
import { scalarSchema } from './scalars';

export const REASON_MAX = 2000;

function detailSchema(field: DetailField, ctx: SchemaContext): z.ZodType {
  if (field.kind === 'table') return tableSchema(field, ctx);
  if (field.kind === 'addressList') return addressListSchema(field, ctx);
  return scalarSchema(field, ctx);
}

/** Any number that is not 1, 0 or -1 is no choice at all; a string or object is the wrong type. */
const answerError = (iss: { input?: unknown }) =>
  messageText(iss.input == null || typeof iss.input === 'number' ? 'chooseYesNo' : 'incorrectType');

/**
 * Yes (1) / No (0) / Not to disclose (-1), the spec's states and the spec's validation rules. Only the part that belongs to the answer is
 * checked and kept: the reason under -1 (it becomes the "explain" of comply-or-explain), the
 * details under 1. What a user typed before switching answers is dropped, so a No never carries
 * stale details into the report.
 */
export function yesNoSchema(field: YesNoNtdField, ctx: SchemaContext) {
  const under: SchemaContext = { ...ctx, missing: 'fillUnderYes', underYes: true, requiredByDefault: true };
  const details = z.strictObject(Object.fromEntries((field.details ?? []).map((d) => [d.id, detailSchema(d, under)])), {
    error: typeError('fillUnderYes'),
  });
  const reason = scalarSchema(
    { id: 'reason', kind: 'longText', labels: field.labels, validation: { required: true, maxLength: REASON_MAX } },
    { ...ctx, missing: 'ntdReason', underYes: false, requiredByDefault: true },
  );
  const question = z
    .strictObject(
      {
        answer: z.literal(YES_NO_ANSWERS, { error: answerError }),
        reason: z.string({ error: typeError('incorrectType') }).nullish(),
        details: z.unknown().optional(),
      },
      { error: typeError('chooseYesNo') },
    )
    .transform((q, c): YesNoValue => {
      if (q.answer === 0) return { answer: 0 };
      const [schema, value, at] =
        q.answer === -1 ? [reason, q.reason, 'reason'] : [details, q.details ?? {}, 'details'];
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        relay(c, parsed.error, [at]);
        return z.NEVER;
      }
      return q.answer === -1
        ? { answer: -1, reason: parsed.data as string }
        : { answer: 1, details: parsed.data as YesNoValue['details'] };
    });
  return isRequired(field, ctx) ? question : question.nullish();
}
