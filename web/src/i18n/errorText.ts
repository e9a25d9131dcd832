import type { TFunction } from 'i18next';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any namespace's t reaches common's keys by prefix
type AnyT = TFunction<any>;
import { ApiError } from '../api/errors';
import { ruleText } from './ruleText';

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
    // A refused rule: its first issue in the user's language (the API's message is English).
    const first = error.code === 'VALIDATION' ? error.issues[0] : undefined;
    if (first) return ruleText(first);
    return error.message || t('common:statusDefault');
  }
  return t('common:statusDefault');
}

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
