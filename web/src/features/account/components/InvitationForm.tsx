import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { activateOnce } from '../api/activate';
import { finishPasswordReset } from '../api/passwordReset';
import { accountFailure } from '../failure';
import { ns } from '../i18n';
import { validateNewPassword, type FieldErrors } from '../validation';
import { AccountForm } from './AccountForm';
import { Outcome, type OutcomeState } from './Outcome';
import { NO_PASSWORD, PasswordFields } from './PasswordFields';

/** An invited user's activation: choose a password, then activate and set it (two one-time keys). */
export function InvitationForm({ activationKey, resetKey }: { activationKey: string; resetKey: string }) {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState(NO_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<OutcomeState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = validateNewPassword(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await activateOnce(activationKey);
    } catch (error) {
      const network = error instanceof ApiError && error.isNetworkError;
      setOutcome({ type: 'error', text: t(network ? 'networkError' : 'activationFailed', { ns: 'common' }) });
      return;
    }
    try {
      await finishPasswordReset(resetKey, values);
      setOutcome({ type: 'success', text: t('activated', { ns: 'common' }) });
    } catch (error) {
      const { text, fields } = accountFailure(t, error, t('resetFailed', { ns: 'common' }), values);
      setErrors(fields);
      setFailure(text);
      setSubmitting(false);
    }
  };

  if (outcome)
    return <Outcome state={outcome} signIn={outcome.type === 'success'} register={outcome.type === 'error'} />;
  return (
    <AccountForm
      label={t('activateTitle')}
      submitText={t('activate')}
      submittingText={t('saving')}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <PasswordFields values={values} errors={errors} onChange={setValues} />
    </AccountForm>
  );
}
