import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { finishPasswordReset } from '../api/passwordReset';
import Box from '@cloudscape-design/components/box';
import { AccountForm } from '../components/AccountForm';
import { AccountLink } from '../components/AccountLink';
import { Outcome } from '../components/Outcome';
import { PasswordFields } from '../components/PasswordFields';
import { useNewPassword } from '../components/useNewPassword';
import { PublicFrame } from '../components/PublicFrame';
import { ns } from '../i18n';

/** `/reset/finish?key=…`: a new password with the mailed key, valid once for 24 hours. */
export function ResetFinishPage() {
  const { t } = useTranslation(ns);
  const key = useSearchParams()[0].get('key');
  const password = useNewPassword(async (values) => {
    await finishPasswordReset(key ?? '', values);
    return { type: 'success', text: t('resetDone', { ns: 'common' }) };
  }, Boolean(key));
  const { outcome } = password;

  let body;
  if (!key) body = <Outcome state={{ type: 'error', text: t('resetKeyMissing', { ns: 'common' }) }} requestReset />;
  else if (outcome) body = <Outcome state={outcome} signIn />;
  else
    body = (
      <AccountForm
        label={t('resetFinishTitle')}
        submitText={t('savePassword')}
        submittingText={t('saving')}
        {...password.form}
      >
        <PasswordFields {...password.fields} />
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
