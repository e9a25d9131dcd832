import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Messages } from '@esg/core/messageCatalogue';
import { activateOnce } from '../api/activate';
import { InvitationForm } from '../components/InvitationForm';
import { Outcome, type OutcomeState } from '../components/Outcome';
import { PublicFrame } from '../components/PublicFrame';
import { ns } from '../i18n';

/**
 * `/activate?key=…[&reset=…]` (ADR 0010). A self-registered user already
 * chose a password: the key is used at once. An invited user (`reset` present) chooses a password
 * first; then the account is activated and the password set with the second key.
 */
export function ActivatePage() {
  const { t } = useTranslation(ns);
  const [params] = useSearchParams();
  const key = params.get('key');
  const reset = params.get('reset');

  return (
    <PublicFrame title={t('activateTitle')} description={reset ? t('choosePassword') : undefined}>
      {!key ? (
        <Outcome state={{ type: 'error', text: t('activationFailed', { ns: 'common' }) }} register />
      ) : reset ? (
        <InvitationForm activationKey={key} resetKey={reset} />
      ) : (
        <Activation activationKey={key} />
      )}
    </PublicFrame>
  );
}

function Activation({ activationKey }: { activationKey: string }) {
  const { t } = useTranslation(ns);
  const [state, setState] = useState<OutcomeState>({ type: 'pending', text: t('activating') });

  useEffect(() => {
    let live = true;
    activateOnce(activationKey).then(
      (reply) => {
        // Opened again after it worked: the account is active, the person should sign in.
        const text = reply.message === Messages.alreadyActive ? 'alreadyActive' : 'activated';
        if (live) setState({ type: 'success', text: t(text, { ns: 'common' }) });
      },
      () => live && setState({ type: 'error', text: t('activationFailed', { ns: 'common' }) }),
    );
    return () => {
      live = false;
    };
  }, [activationKey, t]);

  return <Outcome state={state} register={state.type === 'error'} signIn={state.type === 'success'} />;
}
