import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { notifications } from '../../../notifications/store';
import type { ManagedUser } from '../api/listUsers';
import { useUpdateUser } from '../api/updateUser';
import { ns } from '../i18n';
import { EditDialog } from '../../../ui/EditDialog';
import { useUserEdit } from './useUserEdit';

/**
 * Activate or deactivate, after confirmation (PUT /api/userInfo/{id} with `activated` flipped).
 * Deactivation disables sign-in and ends the user's sessions on their next call.
 */
export function ActivationModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const update = useUpdateUser();
  const { base, edit } = useUserEdit(user);
  const activate = !user.activated;

  const submit = () => {
    const { id, firstName, lastName, email, langKey, roleId } = base;
    update.mutate(
      { id, firstName, lastName, email, langKey, roleId, version: edit.version ?? base.version, activated: activate },
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
    <EditDialog
      header={t(activate ? 'activateTitle' : 'deactivateTitle')}
      confirm={t(activate ? 'activate' : 'deactivate')}
      onClose={onClose}
      onConfirm={submit}
      save={update}
      edit={edit}
    >
      <Box variant="p">{t(activate ? 'activateConfirm' : 'deactivateConfirm', { login: user.login })}</Box>
    </EditDialog>
  );
}
