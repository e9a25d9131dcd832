import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ATTRIBUTES, Quantity } from '../schemas/resources';
import { messageText } from './messages';
import { messageIn } from './messagesChinese';
import { catalogueEnglish, catalogueRuleOf, ruleOfZodIssue, ZOD_ISSUE_CODES } from './zodRules';

/** One failing parse per issue code zod can report (and per origin where the message differs). */
const FAILING: [string, z.ZodType, unknown][] = [
  ['invalid_type (absent)', z.strictObject({ name: z.string() }), {}],
  ['invalid_type (number)', z.number(), 'ten'],
  ['invalid_type (whole number)', z.int(), 1.5],
  ['invalid_type (date)', z.date(), 'today'],
  ['invalid_type (other)', z.boolean(), 'yes'],
  ['too_small (string, 1)', z.string().min(1), ''],
  ['too_small (string)', z.string().min(5), 'abc'],
  ['too_small (number)', z.number().min(1), 0],
  ['too_small (positive)', z.number().positive(), 0],
  ['too_small (array)', z.array(z.string()).min(1), []],
  ['too_big (string)', ATTRIBUTES.electricity, { supplier: 'clp', account: 'x'.repeat(65) }],
  ['too_big (number)', z.number().max(10), 11],
  ['too_big (below)', z.number().lt(10), 10],
  ['too_big (array)', z.array(z.string()).max(1), ['a', 'b']],
  ['invalid_format (pattern)', z.string().regex(/^[A-Z]{3}$/), 'hkg'],
  ['invalid_format (email)', z.email(), 'nobody'],
  ['invalid_format (date)', z.iso.date(), '31-12-2025'],
  ['invalid_format (datetime)', z.iso.datetime(), 'now'],
  ['not_multiple_of', z.number().multipleOf(1), 1.5],
  ['unrecognized_keys', z.strictObject({}), { colour: 'red' }],
  ['invalid_union', z.union([z.string(), z.number()]), true],
  ['invalid_key', z.record(z.string().min(2), z.string()), { b: 'x' }],
  ['invalid_value', z.enum(['clp', 'hke']), 'towngas'],
  ['quantity (the spec’s validation rules)', Quantity, '12a'],
];

const issuesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: catalogueEnglish }).error!.issues;

describe('zod issues say the message catalogue’s words', () => {
  it('maps every issue code zod can report, except our own custom issues', () => {
    expect(new Set(ZOD_ISSUE_CODES)).toEqual(
      new Set([
        'invalid_type',
        'too_big',
        'too_small',
        'invalid_format',
        'not_multiple_of',
        'unrecognized_keys',
        'invalid_union',
        'invalid_key',
        'invalid_element',
        'invalid_value',
        'custom',
      ]),
    );
    const seen = new Set(FAILING.flatMap(([, schema, value]) => issuesOf(schema, value).map((i) => i.code)));
    // zod 4 reports a map's or set's element by the element's own issue: invalid_element only by hand.
    const reported = ZOD_ISSUE_CODES.filter((c) => c !== 'custom' && c !== 'invalid_element');
    expect([...seen].sort()).toEqual(reported.sort());
    expect(
      ruleOfZodIssue({ code: 'invalid_element', origin: 'map', key: 'a', issues: [], path: [], message: '' }),
    ).toEqual({
      key: 'incorrectType',
    });
  });

  it.each(FAILING)('%s: a catalogue message in en, hk and cn, placeholders filled', (_, schema, value) => {
    for (const issue of issuesOf(schema, value)) {
      // The generic rule, or a schema's own message that is a catalogue text (Quantity's own, from the spec's validation rules).
      const rule = catalogueRuleOf(issue);
      expect(rule, issue.message).not.toBeNull();
      for (const lang of ['en', 'hk', 'cn'] as const) {
        const text = messageIn(rule!.key, lang, rule!.params);
        expect(text).not.toMatch(/\{\w+\}|expected|received|Invalid|Too (big|small)/);
        if (lang !== 'en') expect(text).not.toMatch(/[A-Za-z]{4,}/);
      }
      expect(issue.message).toBe(messageText(rule!.key, rule!.params));
    }
  });

  it('says a 65-character meter number is too long as the spec’s validation rules do, in every language', () => {
    const [issue] = issuesOf(ATTRIBUTES.electricity, { supplier: 'clp', account: 'x'.repeat(65) });
    expect(issue).toMatchObject({ path: ['account'], message: 'This field cannot be longer than 64 characters.' });
    expect(ruleOfZodIssue(issue!)).toEqual({ key: 'maxLength', params: { max: 64 } });
    expect(messageIn('maxLength', 'hk', { max: 64 })).toBe('此欄位不能超過 64 個字元。');
    expect(messageIn('maxLength', 'cn', { max: 64 })).toBe('此字段不能超过 64 个字符。');
  });

  it('asks for a valid date where a day is wanted, and a date and time only where a time is', () => {
    expect(issuesOf(z.iso.date(), '31-12-2025')[0]!.message).toBe('Please enter a valid date.');
    expect(issuesOf(z.iso.datetime(), 'now')[0]!.message).toBe('This field should be a date and time.');
  });

  it('tells a missing field from a wrong one', () => {
    expect(ruleOfZodIssue(issuesOf(z.strictObject({ a: z.string() }), {})[0]!)).toEqual({ key: 'required' });
    expect(ruleOfZodIssue(issuesOf(z.strictObject({ a: z.string() }), { a: 1 })[0]!)).toEqual({
      key: 'incorrectType',
    });
    // A schema's own message wins over the generic one.
    expect(issuesOf(z.string().min(1, 'Missing input.'), '')[0]!.message).toBe('Missing input.');
  });
});
