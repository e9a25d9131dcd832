import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { ns } from '../i18n';
import { AccountLink } from './AccountLink';

export interface OutcomeState {
  type: 'pending' | 'success' | 'error';
  text: string;
}

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
  if (state.type === 'pending') return <StatusIndicator type="loading">{state.text}</StatusIndicator>;
  return (
    <SpaceBetween size="m">
      <Alert type={state.type} data-testid={state.type === 'success' ? 'account-success' : 'account-failure'}>
        {state.text}
      </Alert>
      {signIn && <AccountLink to="/login">{t('signIn')}</AccountLink>}
      {register && <AccountLink to="/register">{t('registerTitle')}</AccountLink>}
      {requestReset && <AccountLink to="/reset/request">{t('requestNewKey')}</AccountLink>}
    </SpaceBetween>
  );
}
