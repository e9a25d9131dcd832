import * as z from 'zod';
import { parseDecimal } from '../../lib/rational';
import { report, typeError } from '../issues';
import { allowedValues } from '../listValues';
import type { DateField, NumberField, ScalarField, SelectField, TextField } from '../types';
import { hongKongDate, isIsoDate } from '../../lib/dates';
import { compareRational, decimalPattern, numberFormatProblem } from '../values';
import { isRequired, type SchemaContext } from './context';

/** Longest accepted number text: beyond any real quantity, short enough to keep exact arithmetic cheap. */
const NUMBER_MAX_CHARS = 30;
const TEXT_MAX = { text: 500, longText: 5000 } as const;
const SELECT_VALUE_MAX = 100;

const optionalUnless = (required: boolean, schema: z.ZodType) => (required ? schema : schema.nullish());

function numberSchema(field: NumberField, ctx: SchemaContext) {
  const v = field.validation ?? {};
  const required = isRequired(field, ctx);
  // A derived value is whatever its formula gives (a change can be negative); the server recomputes it.
  const derived = !!field.formula;
  const pattern = decimalPattern(v.allowNegative || derived);
  const [min, max] = derived ? [] : [v.min, v.max].map((b) => (b === undefined ? undefined : parseDecimal(b)));
  const base = z.string({ error: typeError(ctx.missing) }).superRefine((s, c) => {
    if (s === '') return void (required && report(c, ctx.missing));
    // What was typed is checked as typed, never rewritten (docs/decisions/0068): a long run of
    // digits is too long, not "not digits"; a minus where negatives make no sense is below 0; anything else is said
    // by what a number takes (digits and one point), as the resource pages and the screens' number fields say it.
    const format = numberFormatProblem(s);
    if (format) return report(c, format);
    if (s.length > NUMBER_MAX_CHARS) return report(c, 'maxLength', [], { max: NUMBER_MAX_CHARS });
    if (!pattern.test(s)) return report(c, 'min', [], { min: '0' });
    const r = parseDecimal(s)!;
    if (v.integer && r.d !== 1n) return report(c, 'wholeNumber');
    if (min && compareRational(r, min) < 0) return report(c, 'min', [], { min: v.min! });
    if (max && compareRational(r, max) > 0) return report(c, 'max', [], { max: v.max! });
    if (ctx.underYes && required && r.n === 0n) report(c, 'fillUnderYes');
  });
  return optionalUnless(required, base);
}

type TextSink = Parameters<typeof report>[0];

/** Length and pattern of one text as the field declares them; `path` names the language of a translation. */
function textChecks(field: TextField) {
  const v = field.validation ?? {};
  const maxLength = v.maxLength ?? TEXT_MAX[field.kind];
  const pattern = v.pattern === undefined ? undefined : new RegExp(`^(?:${v.pattern})$`, 'u');
  return (s: string, c: TextSink, path: string[] = []) => {
    if (s.length > maxLength) return report(c, 'maxLength', path, { max: maxLength });
    if (v.minLength && s.trim().length < v.minLength) return report(c, 'minLength', path, { min: v.minLength });
    if (pattern && !pattern.test(s)) report(c, 'pattern', path);
  };
}

function textSchema(field: TextField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const check = textChecks(field);
  const base = z.string({ error: typeError(ctx.missing) }).superRefine((s, c) => {
    if (s.trim() === '') return void (required && report(c, ctx.missing));
    check(s, c);
  });
  return optionalUnless(required, base);
}

/**
 * A translatable answer (ADR 0096): one string (the company's language, as a client of one language
 * sends it) or its languages; a language left out is kept as stored (pageData/translations.ts), each
 * checked on its own (`boardOversight.hk`); required means some language.
 */
function translatableSchema(field: TextField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const check = textChecks(field);
  const part = z.string({ error: typeError('incorrectType') }).optional();
  const bilingual = z
    .strictObject(
      { en: part, hk: part, cn: part, stale: z.unknown().optional() },
      { error: typeError('incorrectType') },
    )
    .superRefine((b, c) => {
      // An object naming no language is no answer at all (a wrong type), never "keep what is stored".
      if (b.en === undefined && b.hk === undefined && b.cn === undefined) return report(c, 'incorrectType');
      const given = (['en', 'hk', 'cn'] as const).filter((l) => b[l]?.trim());
      if (given.length === 0) return void (required && report(c, ctx.missing));
      for (const l of given) check(b[l]!, c, [l]);
    })
    .transform(({ stale: _, ...b }) => b);
  const single = textSchema(field, ctx);
  // Dispatched by shape rather than z.union, so each language's own issue keeps its path and message key.
  const dispatched = z.unknown().transform((v, c) => {
    const r = (typeof v === 'object' && v !== null ? bilingual : single).safeParse(v);
    if (r.success) return r.data;
    for (const issue of r.error.issues) c.addIssue(issue as Parameters<typeof c.addIssue>[0]);
    return z.NEVER;
  });
  return optionalUnless(required, dispatched);
}

function dateSchema(field: DateField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const base = z.string({ error: typeError(ctx.missing) }).superRefine((s, c) => {
    if (s === '') return void (required && report(c, ctx.missing));
    if (!isIsoDate(s)) return report(c, 'dateFormat');
    // ISO dates compare as text; today is Hong Kong's (ahead of UTC): a day typed there at 07:00 is not "the future".
    if (field.validation?.notFuture && s > hongKongDate()) report(c, 'dateInFuture');
  });
  return optionalUnless(required, base);
}

/**
 * A choice the list does not offer. On the year's `locations` the answer names a location by its name, so the issue
 * says which location the boundary no longer has (docs/decisions/0155-a-location-rename-carries-to-its-answers.md).
 */
const notOffered = (field: SelectField, value: string, c: Parameters<typeof report>[0], path: number[] = []) =>
  field.list === 'locations'
    ? report(c, 'locationNotInBoundary', path, { location: value })
    : report(c, 'notInList', path);

function selectSchema(field: SelectField, ctx: SchemaContext) {
  const required = isRequired(field, ctx);
  const allowed = allowedValues(field.list, ctx.lists);
  const base = z.string({ error: typeError(ctx.missing) }).superRefine((s, c) => {
    if (s === '') return void (required && report(c, ctx.missing));
    if (s.length > SELECT_VALUE_MAX) return report(c, 'maxLength', [], { max: SELECT_VALUE_MAX });
    if (allowed && !allowed.has(s)) notOffered(field, s, c);
  });
  return optionalUnless(required, base);
}

function multiSelectSchema(field: SelectField, ctx: SchemaContext) {
  const v = field.validation ?? {};
  const required = isRequired(field, ctx);
  const allowed = allowedValues(field.list, ctx.lists);
  const minItems = Math.max(v.minItems ?? 0, required ? 1 : 0);
  const maxItems = v.maxItems ?? allowed?.size ?? SELECT_VALUE_MAX;
  const empty = v.emptyMessage ?? ctx.missing;
  const item = z.string({ error: typeError('incorrectType') });
  const base = z.array(item, { error: typeError(empty) }).superRefine((values, c) => {
    if (values.length < minItems) return report(c, empty);
    if (values.length > maxItems) return report(c, 'maxRows', [], { max: maxItems });
    values.forEach((value, i) => {
      if (allowed && !allowed.has(value)) notOffered(field, value, c, [i]);
      else if (value === '' || values.indexOf(value) < i) report(c, 'duplicatedOrMissing', [i]);
    });
  });
  return optionalUnless(required, base);
}

/** The zod schema of one scalar answer, as the field's declaration and position require. */
export function scalarSchema(field: ScalarField, ctx: SchemaContext): z.ZodType {
  switch (field.kind) {
    case 'number':
      return numberSchema(field, ctx);
    case 'text':
    case 'longText':
      return field.translatable ? translatableSchema(field, ctx) : textSchema(field, ctx);
    case 'date':
      return dateSchema(field, ctx);
    case 'select':
      return selectSchema(field, ctx);
    case 'multiSelect':
      return multiSelectSchema(field, ctx);
  }
}
