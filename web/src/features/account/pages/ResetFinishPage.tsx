import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishPasswordReset } from '../api/passwordReset';
import Box from '@cloudscape-design/components/box';
import { AccountForm } from '../components/AccountForm';
import { AccountLink } from '../components/AccountLink';
import { Outcome, type OutcomeState } from '../components/Outcome';
import { NO_PASSWORD, PasswordFields } from '../components/PasswordFields';
import { PublicFrame } from '../components/PublicFrame';
import { accountFailure } from '../failure';
import { ns } from '../i18n';
import { validateNewPassword, type FieldErrors } from '../validation';

/** `/reset/finish?key=…` (spec §2, §8): a new password with the mailed key, valid once for 24 hours. */
export function ResetFinishPage() {
  const { t } = useTranslation(ns);
  const key = useSearchParams()[0].get('key');
  const [values, setValues] = useState(NO_PASSWORD);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<OutcomeState | null>(null);

  const submit = async () => {
    const found = validateNewPassword(values);
    setErrors(found);
    setFailure(null);
    if (!key || Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await finishPasswordReset(key, values);
      setOutcome({ type: 'success', text: t('resetDone', { ns: 'common' }) });
    } catch (error) {
      const { text, fields } = accountFailure(t, error, t('resetFailed', { ns: 'common' }), values);
      setErrors(fields);
      setFailure(text);
      setSubmitting(false);
    }
  };

  let body;
  if (!key) body = <Outcome state={{ type: 'error', text: t('resetKeyMissing', { ns: 'common' }) }} requestReset />;
  else if (outcome) body = <Outcome state={outcome} signIn />;
  else
    body = (
      <AccountForm
        label={t('resetFinishTitle')}
        submitText={t('savePassword')}
        submittingText={t('saving')}
        submitting={submitting}
        failure={failure}
        onSubmit={() => void submit()}
      >
        <PasswordFields values={values} errors={errors} onChange={setValues} />
      </AccountForm>
    );
  const footer = key && !outcome && (
    <Box>
      <AccountLink to="/reset/request">{t('requestNewKey')}</AccountLink>
    </Box>
  );
  return (
    <PublicFrame
      title={t('resetFinishTitle')}
      description={key ? t('resetFinishDescription') : undefined}
      footer={footer || undefined}
    >
      {body}
    </PublicFrame>
  );
}
