import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { requestPasswordReset } from '../api/passwordReset';
import { AccountForm } from '../components/AccountForm';
import { AccountLink } from '../components/AccountLink';
import { Outcome } from '../components/Outcome';
import { PublicFrame } from '../components/PublicFrame';
import { TextField } from '../components/TextField';
import { accountFailure } from '../failure';
import { ns } from '../i18n';
import { validateEmail, type FieldErrors } from '../validation';

/** The spec's screens and the spec's password reset request: the same answer whether or not the address is known. */
export function ResetRequestPage() {
  const { t } = useTranslation(ns);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = validateEmail(email);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    try {
      await requestPasswordReset(email.trim());
      setState('done');
    } catch (error) {
      const { text, fields } = accountFailure(t, error, t('statusDefault', { ns: 'common' }), { email });
      setErrors(fields);
      setFailure(text);
      setState('idle');
    }
  };

  const footer = (
    <Box>
      <AccountLink to="/login">{t('signIn')}</AccountLink>
    </Box>
  );
  return (
    <PublicFrame title={t('resetRequestTitle')} description={t('resetRequestDescription')} footer={footer}>
      {state === 'done' ? (
        <Outcome state={{ type: 'success', text: t('resetRequested', { ns: 'common' }) }} />
      ) : (
        <AccountForm
          label={t('resetRequestTitle')}
          submitText={t('sendReset')}
          submittingText={t('sending')}
          submitting={state === 'submitting'}
          failure={failure}
          onSubmit={() => void submit()}
        >
          <TextField
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            value={email}
            errors={errors}
            onChange={setEmail}
          />
        </AccountForm>
      )}
    </PublicFrame>
  );
}
