import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { activateOnce } from '../api/activate';
import { finishPasswordReset } from '../api/passwordReset';
import { ns } from '../i18n';
import { AccountForm } from './AccountForm';
import { Outcome } from './Outcome';
import { PasswordFields } from './PasswordFields';
import { useNewPassword } from './useNewPassword';

/** An invited user's activation: choose a password, then activate and set it (two one-time keys). */
export function InvitationForm({ activationKey, resetKey }: { activationKey: string; resetKey: string }) {
  const { t } = useTranslation(ns);
  const password = useNewPassword(async (values) => {
    try {
      await activateOnce(activationKey);
    } catch (error) {
      const network = error instanceof ApiError && error.isNetworkError;
      return { type: 'error', text: t(network ? 'networkError' : 'activationFailed', { ns: 'common' }) };
    }
    await finishPasswordReset(resetKey, values);
    return { type: 'success', text: t('activated', { ns: 'common' }) };
  });
  const { outcome } = password;

  if (outcome)
    return <Outcome state={outcome} signIn={outcome.type === 'success'} register={outcome.type === 'error'} />;
  return (
    <AccountForm label={t('activateTitle')} submitText={t('activate')} submittingText={t('saving')} {...password.form}>
      <PasswordFields {...password.fields} />
    </AccountForm>
  );
}
