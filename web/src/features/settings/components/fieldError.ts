import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import type { FieldErrors } from '../validation';

/** The translated message of one field, for a Cloudscape FormField's errorText. */
export const fieldError = (t: TFunction<typeof ns>, errors: FieldErrors, field: string): string | undefined => {
  const message = errors[field];
  return message ? t(message.key, message.params ?? {}) : undefined;
};
