import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { activateOnce } from '../api/activate';
import { finishPasswordReset } from '../api/passwordReset';
import { ns } from '../i18n';
import { AccountForm } from './AccountForm';
import { Outcome } from './Outcome';
import { PasswordFields } from './PasswordFields';
import { useNewPassword } from './useNewPassword';

/** Why an invitation's activation failed, as a common message key: the network, the invitation's end, or the key. */
function failure(error: unknown): 'networkError' | 'invitationWithdrawn' | 'invitationReplaced' | 'activationFailed' {
  if (error instanceof ApiError && error.isNetworkError) return 'networkError';
  const key = error instanceof ApiError ? error.messageKey : undefined;
  return key === 'invitationWithdrawn' || key === 'invitationReplaced' ? key : 'activationFailed';
}

/** An invited user's activation: choose a password, then activate and set it (two one-time keys). */
export function InvitationForm({ activationKey, resetKey }: { activationKey: string; resetKey: string }) {
  const { t } = useTranslation(ns);
  const password = useNewPassword(async (values) => {
    try {
      await activateOnce(activationKey);
    } catch (error) {
      return { type: 'error', text: t(failure(error), { ns: 'common' }) };
    }
    await finishPasswordReset(resetKey, values);
    return { type: 'success', text: t('activated', { ns: 'common' }) };
  });
  const { outcome } = password;

  if (outcome) {
    // A link its administrator withdrew or replaced: the way on is the administrator or the newer mail, not register.
    const invitationOver = [t('invitationWithdrawn', { ns: 'common' }), t('invitationReplaced', { ns: 'common' })];
    const register = outcome.type === 'error' && !invitationOver.includes(outcome.text);
    return <Outcome state={outcome} signIn={outcome.type === 'success'} register={register} />;
  }
  return (
    <AccountForm label={t('activateTitle')} submitText={t('activate')} submittingText={t('saving')} {...password.form}>
      <PasswordFields {...password.fields} />
    </AccountForm>
  );
}
