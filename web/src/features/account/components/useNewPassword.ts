import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountFailure } from '../failure';
import { ns } from '../i18n';
import { validateNewPassword, type FieldErrors } from '../validation';
import type { OutcomeState } from './Outcome';
import { NO_PASSWORD, type NewPassword } from './PasswordFields';

/**
 * A new password chosen with a mailed one-time key (reset or invitation): the fields, their
 * errors, the send and its outcome. `send` answers the outcome to show; a refusal it throws goes
 * to the fields (the API's password rules) and above the button.
 */
export function useNewPassword(send: (values: NewPassword) => Promise<OutcomeState>, ready = true) {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState(NO_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<OutcomeState | null>(null);

  const submit = async () => {
    const found = validateNewPassword(values);
    setErrors(found);
    setFailure(null);
    if (!ready || Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      setOutcome(await send(values));
    } catch (error) {
      const { text, fields } = accountFailure(t, error, t('resetFailed', { ns: 'common' }), values);
      setErrors(fields);
      setFailure(text);
      setSubmitting(false);
    }
  };
  return {
    outcome,
    /** For the AccountForm around the fields. */
    form: { submitting, failure, onSubmit: () => void submit() },
    /** For the PasswordFields. */
    fields: { values, errors, onChange: setValues },
  };
}
