import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import type { ManagedUser } from '../api/listUsers';
import { useUpdateUser } from '../api/updateUser';
import { ns } from '../i18n';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';
import { useReloadUser } from './useReload';

/**
 * Activate or deactivate, after confirmation (PUT /api/userInfo/{id} with `activated` flipped).
 * Deactivation disables sign-in and ends the user's sessions on their next call.
 */
export function ActivationModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const update = useUpdateUser();
  const { base, reload, reloading, reloaded } = useReloadUser(user);
  const activate = !user.activated;

  const submit = () => {
    const { id, firstName, lastName, email, langKey, roleId, version } = base;
    update.mutate(
      { id, firstName, lastName, email, langKey, roleId, version, activated: activate },
      {
        onSuccess: (saved) => {
          const text = t(activate ? 'activatedNotice' : 'deactivatedNotice', { login: saved.login });
          notifications.push({ type: 'success', text, literal: true });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(activate ? 'activateTitle' : 'deactivateTitle')}
      footer={
        <DialogFooter
          confirm={t(activate ? 'activate' : 'deactivate')}
          onCancel={onClose}
          onConfirm={submit}
          busy={update.isPending}
        />
      }
    >
      <SpaceBetween size="m">
        <SaveError
          error={update.error}
          reloading={reloading}
          onReload={() => void reload().then(() => update.reset())}
        />
        {reloaded && !update.error && <Alert type="info">{t('reloaded')}</Alert>}
        <Box variant="p">{t(activate ? 'activateConfirm' : 'deactivateConfirm', { login: user.login })}</Box>
      </SpaceBetween>
    </Modal>
  );
}
