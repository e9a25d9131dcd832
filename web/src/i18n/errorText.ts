import type { TFunction } from 'i18next';
import { ApiError } from '../api/errors';

/**
 * What a notification says about a failure (spec §8): the translated message for the API's
 * message key, the network message when the API was unreachable, else the server's own text.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('common:networkError');
    if (error.code !== 'VALIDATION' && error.messageKey) {
      return t(`common:${error.messageKey}`, { defaultValue: error.message });
    }
    return error.message || t('common:statusDefault');
  }
  return t('common:statusDefault');
}
