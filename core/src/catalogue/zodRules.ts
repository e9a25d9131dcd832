import type * as z from 'zod';
import type { FieldIssue } from '../errors';
import type { CatalogueMessageKey, MessageParams } from './messages';
import { keyOfRuleMessage, ruleText, type RuleMessageKey } from './ruleMessages';

/** A generic rule of the spec's validation rules that a zod check broke: the catalogue key and the numbers it says. */
export interface ZodRule<K extends CatalogueMessageKey = RuleMessageKey> {
  key: K;
  params?: MessageParams;
}

type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;
type Code = z.core.$ZodIssue['code'];
type Of<C extends Code> = Extract<Issue, { code: C }>;

const num = (n: number | bigint) => Number(n);
/** zod drops the input from a finished issue; its message still says the field was missing. */
const absent = (iss: { input?: unknown; message?: string }) =>
  ('input' in iss && iss.input == null) ||
  /received (undefined|null)$/.test(iss.message ?? '') ||
  iss.message === ruleText('required');

function tooSmall(iss: Of<'too_small'>): ZodRule {
  const min = num(iss.minimum);
  switch (iss.origin) {
    case 'string':
      return min <= 1 ? { key: 'required' } : { key: 'minLength', params: { min } };
    case 'array':
    case 'set':
      return { key: 'minItems', params: { min } };
    case 'file':
      return { key: 'minBytes', params: { min } };
    default:
      return iss.inclusive === false ? { key: 'moreThan', params: { min } } : { key: 'min', params: { min } };
  }
}

function tooBig(iss: Of<'too_big'>): ZodRule {
  const max = num(iss.maximum);
  switch (iss.origin) {
    case 'string':
      return { key: 'maxLength', params: { max } };
    case 'array':
    case 'set':
      return { key: 'maxItems', params: { max } };
    case 'file':
      return { key: 'maxBytes', params: { max } };
    default:
      return iss.inclusive === false ? { key: 'lessThan', params: { max } } : { key: 'max', params: { max } };
  }
}

/** A day (`z.iso.date()`) is asked for as a date; the others carry a time. */
const formatRule = (format: string): ZodRule =>
  format === 'date'
    ? { key: 'dateFormat' }
    : { key: ['datetime', 'time', 'duration'].includes(format) ? 'dateTime' : 'pattern' };

/**
 * Every issue code zod can report, with the catalogue message it means (a compile error when zod
 * adds a code). `custom` is ours: its message is already the rule's own (catalogue or feature).
 */
const RULES: { [C in Code]: (iss: Of<C>) => ZodRule | null } = {
  invalid_type: (iss) => {
    if (absent(iss)) return { key: 'required' };
    if (iss.expected === 'int') return { key: 'wholeNumber' };
    if (iss.expected === 'number' || iss.expected === 'bigint' || iss.expected === 'nan') return { key: 'number' };
    if (iss.expected === 'date') return { key: 'dateTime' };
    return { key: 'incorrectType' };
  },
  too_small: tooSmall,
  too_big: tooBig,
  invalid_format: (iss) => formatRule(iss.format),
  not_multiple_of: (iss) => (num(iss.divisor) === 1 ? { key: 'wholeNumber' } : { key: 'incorrectType' }),
  unrecognized_keys: () => ({ key: 'unknownField' }),
  invalid_union: (iss) => (absent(iss) ? { key: 'required' } : { key: 'incorrectType' }),
  invalid_key: () => ({ key: 'incorrectType' }),
  invalid_element: () => ({ key: 'incorrectType' }),
  invalid_value: (iss) => (absent(iss) ? { key: 'required' } : { key: 'notInList' }),
  custom: () => null,
};

/** Every issue code the rules read (the tests check zod has no other); marked pure, as no handler reads it. */
export const ZOD_ISSUE_CODES = /* @__PURE__ */ Object.keys(RULES) as Code[];

/** The catalogue rule a zod issue means; null for our own `custom` issues (they carry their message). */
export function ruleOfZodIssue(iss: Issue): ZodRule | null {
  const rule = RULES[iss.code as Code] as ((i: Issue) => ZodRule | null) | undefined;
  return rule ? rule(iss) : { key: 'incorrectType' };
}

/**
 * A per-parse error map (`schema.safeParse(v, { error: catalogueEnglish })`): zod's own English
 * ("Too big: expected string to have <=64 characters") becomes the catalogue's; a schema's own
 * message still wins, being nearer the field.
 */
export const catalogueEnglish = (iss: z.core.$ZodRawIssue): string | undefined => {
  const rule = ruleOfZodIssue(iss);
  return rule ? ruleText(rule.key, rule.params) : undefined;
};

/**
 * The catalogue message a finished issue says, to translate it: the generic rule it broke, or a
 * schema's own message when that is a catalogue text ('Missing input.'); null for any other text.
 * `keyOf` reads a message back to its key: by default among the rules' messages (ruleMessages.ts), which are all a
 * request's and a resource row's schemas say; a page form's issues are read with the whole catalogue's (issues.ts).
 */
export function catalogueRuleOf(
  issue: z.core.$ZodIssue,
  keyOf: (english: string) => CatalogueMessageKey | undefined = keyOfRuleMessage,
): ZodRule<CatalogueMessageKey> | null {
  const rule = ruleOfZodIssue(issue);
  if (rule && ruleText(rule.key, rule.params) === issue.message) return rule;
  const key = keyOf(issue.message);
  return key ? { key } : null;
}

/**
 * The key a page form's issue relayed into a request's schema carries (schemas/pageBody.ts), read with the whole
 * catalogue where the page's schema is: the request's own schemas say the rules' messages alone.
 */
const relayedKey = (issue: z.core.$ZodIssue): CatalogueMessageKey | undefined =>
  issue.code === 'custom' ? (issue.params as { messageKey?: CatalogueMessageKey } | undefined)?.messageKey : undefined;

/**
 * A failed parse as the API's field issues (`body.rows.0.attributes.account`), each with the
 * catalogue key and numbers of its message when it has one, so the web says it in the user's language.
 */
export const fieldIssuesOf = (err: z.ZodError, prefix: string): FieldIssue[] =>
  err.issues.flatMap((i): FieldIssue[] => {
    const at = (path: readonly PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.');
    const relayed = relayedKey(i);
    const rule = relayed ? { key: relayed } : catalogueRuleOf(i);
    const key = rule ? { messageKey: rule.key, ...(rule.params ? { params: rule.params } : {}) } : {};
    // An unknown field is refused where it is (`body.tenantId`), as the catalogue forms do.
    if (i.code === 'unrecognized_keys')
      return i.keys.map((k) => ({
        path: at([...i.path, k]),
        message: ruleText('unknownField'),
        code: i.code,
        ...key,
      }));
    return [{ path: at(i.path), message: i.message, code: i.code, ...key }];
  });
