import type * as z from 'zod';
import type { FieldIssue } from '../errors';
import { keyOfMessage, messageText, type CatalogueMessageKey, type MessageParams } from './messages';
import { catalogueRuleOf } from './zodRules';

/**
 * A validation problem of a page payload: the dotted payload path ('cases.details.cases.0.outcome')
 * lets the web put it next to the field and list it in the summary at the top; `code` is the message
 * key to translate, `message` the English text the API sends.
 */
export interface CatalogueIssue extends FieldIssue {
  code: CatalogueMessageKey;
  params?: MessageParams;
}

type PathSegment = PropertyKey;

/** A zod custom issue carrying its message key, so the key survives without parsing English back. */
export const customIssue = (key: CatalogueMessageKey, path: PathSegment[] = [], params: MessageParams = {}) => ({
  code: 'custom' as const,
  message: messageText(key, params),
  path,
  params: { ...params, key },
});

interface IssueSink {
  addIssue(issue: ReturnType<typeof customIssue>): void;
}
export const report = (ctx: IssueSink, key: CatalogueMessageKey, path: PathSegment[] = [], params?: MessageParams) =>
  ctx.addIssue(customIssue(key, path, params));

/** zod's own type issues get their text from here; `missing` is what an absent answer means at that spot. */
export const typeError =
  (missing: CatalogueMessageKey) =>
  (iss: { code: string; input?: unknown }): string =>
    messageText(iss.code === 'unrecognized_keys' ? 'unknownField' : iss.input == null ? missing : 'incorrectType');

const joinPath = (path: readonly PathSegment[]) => path.map(String).join('.');

/** Flattens a failed parse into field issues; an unknown key becomes one issue at that key's own path. */
export function toCatalogueIssues(error: z.ZodError): CatalogueIssue[] {
  return error.issues.flatMap((iss): CatalogueIssue[] => {
    if (iss.code === 'unrecognized_keys')
      return iss.keys.map((k) => ({ path: joinPath([...iss.path, k]), code: 'unknownField', message: iss.message }));
    const { key, ...own } = (iss.code === 'custom' ? iss.params : undefined) ?? {};
    // A generic rule (max length, …) says the catalogue's text with its numbers (zodRules.ts).
    const rule = key ? undefined : catalogueRuleOf(iss, keyOfMessage);
    const params = rule?.params ?? own;
    const code = (key as CatalogueMessageKey | undefined) ?? rule?.key ?? 'incorrectType';
    const hasParams = Object.keys(params).length > 0;
    return [
      {
        path: joinPath(iss.path),
        code,
        message: iss.message,
        ...(hasParams ? { params: params as MessageParams } : {}),
      },
    ];
  });
}

/** An issue of a page rule at `path`, in the catalogue's words (the English message the API sends). */
export const ruleIssue = (path: string, code: CatalogueMessageKey, params?: MessageParams): CatalogueIssue => ({
  path,
  code,
  message: messageText(code, params),
  ...(params ? { params } : {}),
});

/** Whether a text answer is missing. */
export const blankText = (v: unknown) => typeof v !== 'string' || v.trim() === '';
