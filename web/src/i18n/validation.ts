import { VALIDATION_MESSAGES, type ValidationKey } from '@esg/core/schemas/validationMessages';

/**
 * The `validation` namespace: spec §5's messages for login, names, e-mail and password, one key
 * per rule, from core's trilingual object (the API's zod messages use the same English). Every
 * form that checks these fields shows them from here: `t(key, { ns: validationNs })`.
 */
export const validationNs = 'validation' as const;
export type { ValidationKey };

/** True when a message key is one of the shared rules (translate it in `validationNs`). */
export const isValidationKey = (key: string): key is ValidationKey => Object.hasOwn(VALIDATION_MESSAGES, key);
