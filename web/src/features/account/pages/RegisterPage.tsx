import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { LANG_KEY, languageOf } from '../../../i18n/languages';
import { register } from '../api/register';
import { AccountForm } from '../components/AccountForm';
import { AccountLink } from '../components/AccountLink';
import { PublicFrame } from '../components/PublicFrame';
import { RegistrationFields } from '../components/RegistrationFields';
import { accountFailure } from '../failure';
import { ns } from '../i18n';
import { validateRegistration, type FieldErrors, type RegistrationValues } from '../validation';

const EMPTY: RegistrationValues = {
  login: '',
  email: '',
  firstName: '',
  lastName: '',
  companyName: '',
  password: '',
  confirmPassword: '',
};

/** The spec's screens and the spec's registration: a company and its administrator; success says to check the e-mail. */
export function RegisterPage() {
  const { t, i18n } = useTranslation(ns);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'submitting' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    const found = validateRegistration(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    const { confirmPassword: _confirm, ...body } = values;
    try {
      await register({ ...body, langKey: LANG_KEY[languageOf(i18n.language)] });
      setState('done');
    } catch (error) {
      const { text, fields } = accountFailure(t, error, t('registerFailed'), values);
      setErrors(fields);
      setFailure(text);
      setState('idle');
    }
  };

  const signIn = (
    <Box>
      {t('haveAccount')} <AccountLink to="/login">{t('signIn')}</AccountLink>
    </Box>
  );
  return (
    <PublicFrame title={t('registerTitle')} description={t('registerDescription')} footer={signIn}>
      {state === 'done' ? (
        <Alert type="success" data-testid="account-success">
          {t('registered', { ns: 'common' })}
        </Alert>
      ) : (
        <AccountForm
          label={t('registerTitle')}
          submitText={t('register')}
          submittingText={t('registering')}
          submitting={state === 'submitting'}
          failure={failure}
          onSubmit={() => void submit()}
        >
          <RegistrationFields values={values} errors={errors} onChange={setValues} />
        </AccountForm>
      )}
    </PublicFrame>
  );
}
