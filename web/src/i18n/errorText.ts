import type { TFunction } from 'i18next';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any namespace's t reaches common's keys by prefix
type AnyT = TFunction<any>;
import { Messages } from '@esg/core/messageCatalogue';
import { ApiError } from '../api/errors';
import { ruleText, type RuleIssue } from './ruleText';

/**
 * What a notification says about a failure: the translated message for the API's
 * message key, the network message when the API was unreachable, else the server's own text.
 */
export function errorText(t: AnyT, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('common:networkError');
    if (error.code !== 'VALIDATION' && error.messageKey) {
      return t(`common:${error.messageKey}`, { defaultValue: error.message });
    }
    // A refused rule: its first issue in the user's language (the API's message is English), one of the API's own
    // messages (a due day out of range, an owner who cannot enter the page) by its key.
    const first = error.code === 'VALIDATION' ? error.issues[0] : undefined;
    if (first) return issueText(t, first);
    return error.message || t('common:statusDefault');
  }
  return t('common:statusDefault');
}

/** One refused field's issue in the user's language: the API's own message by its key, else the rule's words. */
export const issueText = (t: AnyT, issue: RuleIssue) => apiIssueText(t, issue) ?? ruleText(issue);

/**
 * The spec's texts when the API could not be reached ('Oops! Network Error. Try again later') or
 * was unavailable ('Service unavailable. Try again later'), which a page's own "Failed to save"
 * would hide; null for any other failure.
 */
export function unreachableText(t: AnyT, error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.isNetworkError) return t('common:networkError');
  if (error.status === 503) return t('common:serviceUnavailable');
  return null;
}

/**
 * A field the API refused with one of its own messages (the issue's `code` a key of the message catalogue, e.g. a
 * due day too far ahead) in the reader's language; undefined for any other rule, which the form says its own way.
 */
export function apiIssueText(t: AnyT, issue: { code?: string; message?: string }): string | undefined {
  return issue.code && Object.hasOwn(Messages, issue.code)
    ? t(`common:${issue.code}`, { defaultValue: issue.message ?? '' })
    : undefined;
}
