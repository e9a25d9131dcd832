import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { activateOnce } from '../api/activate';
import { finishPasswordReset } from '../api/passwordReset';
import { ns } from '../i18n';
import { AccountForm } from './AccountForm';
import { Outcome } from './Outcome';
import { PasswordFields } from './PasswordFields';
import { useNewPassword } from './useNewPassword';

/** An invitation its administrator withdrew or replaced (ADR 0010 amended): the API's message keys. */
const INVITATION_OVER = ['invitationWithdrawn', 'invitationReplaced'] as const;
type Failure = 'networkError' | (typeof INVITATION_OVER)[number] | 'activationFailed';

/** Why an invitation's activation failed, as a common message key: the network, the invitation's end, or the key. */
function failure(error: unknown): Failure {
  if (error instanceof ApiError && error.isNetworkError) return 'networkError';
  const key = error instanceof ApiError ? error.messageKey : undefined;
  return INVITATION_OVER.find((over) => over === key) ?? 'activationFailed';
}

/** An invited user's activation: choose a password, then activate and set it (two one-time keys). */
export function InvitationForm({ activationKey, resetKey }: { activationKey: string; resetKey: string }) {
  const { t } = useTranslation(ns);
  const password = useNewPassword(async (values) => {
    try {
      await activateOnce(activationKey);
    } catch (error) {
      return { type: 'error', key: failure(error) };
    }
    await finishPasswordReset(resetKey, values);
    return { type: 'success', key: 'activated' };
  });
  const { outcome } = password;

  if (outcome) {
    // A link its administrator withdrew or replaced: the way on is the administrator or the newer mail, not register.
    // Decided by the API's message key, whatever language the page is read in.
    const over = 'key' in outcome && INVITATION_OVER.some((key) => key === outcome.key);
    const register = outcome.type === 'error' && !over;
    return <Outcome state={outcome} signIn={outcome.type === 'success'} register={register} />;
  }
  return (
    <AccountForm label={t('activateTitle')} submitText={t('activate')} submittingText={t('saving')} {...password.form}>
      <PasswordFields {...password.fields} />
    </AccountForm>
  );
}
