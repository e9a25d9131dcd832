import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { ns } from '../i18n';
import { AccountLink } from './AccountLink';
import type { CommonKey } from '../../../i18n/common';

/**
 * What an account flow ended with: a text as written, or a common message by its key — said in the language chosen
 * now, so a reader who switches language on the result reads it in that one, and a page deciding the way on by it
 * reads the key, never the translated text.
 */
export type OutcomeState =
  { type: 'pending' | 'success' | 'error'; text: string } | { type: 'pending' | 'success' | 'error'; key: CommonKey };

interface Props {
  state: OutcomeState;
  /** Where to go next: sign in, register, or ask for a new reset e-mail. */
  signIn?: boolean;
  register?: boolean;
  requestReset?: boolean;
}

/** The end of an account flow: what happened, and the way on. */
export function Outcome({ state, signIn, register, requestReset }: Props) {
  const { t } = useTranslation(ns);
  const text = 'key' in state ? t(state.key, { ns: 'common' }) : state.text;
  if (state.type === 'pending') return <StatusIndicator type="loading">{text}</StatusIndicator>;
  return (
    <SpaceBetween size="m">
      <Alert type={state.type} data-testid={state.type === 'success' ? 'account-success' : 'account-failure'}>
        {text}
      </Alert>
      {signIn && <AccountLink to="/login">{t('signIn')}</AccountLink>}
      {register && <AccountLink to="/register">{t('registerTitle')}</AccountLink>}
      {requestReset && <AccountLink to="/reset/request">{t('requestNewKey')}</AccountLink>}
    </SpaceBetween>
  );
}
