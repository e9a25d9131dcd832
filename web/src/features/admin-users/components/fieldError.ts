import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import { isValidationKey, validationNs } from '../../../i18n/validation';
import type { FieldErrors } from '../validation';

/** Translated message per field, for Cloudscape FormFields' errorText and the kit's EditDialog. */
export type ShownErrors = Partial<Record<string, string>>;

/** The field errors in the interface language: shared validation texts, common texts or this feature's. */
export function translated(t: TFunction<typeof ns>, errors: FieldErrors): ShownErrors {
  const shown: ShownErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (!message) continue;
    if (typeof message !== 'string') shown[field] = t(message.common, { ns: 'common' });
    else shown[field] = isValidationKey(message) ? t(message, { ns: validationNs }) : t(message);
  }
  return shown;
}
