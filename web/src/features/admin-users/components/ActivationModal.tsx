import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import type { ManagedUser } from '../api/listUsers';
import { useUpdateUser } from '../api/updateUser';
import { ns } from '../i18n';
import { dialogSave } from '../../../ui/dialogSave';
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

  const dialog = dialogSave({ save: update, edit, onClose });
  const submit = () => {
    const { id, firstName, lastName, email, langKey, roleId } = base;
    dialog.submit(
      () => ({
        id,
        firstName,
        lastName,
        email,
        langKey,
        roleId,
        version: edit.version ?? base.version,
        activated: activate,
      }),
      (saved) => t(activate ? 'activatedNotice' : 'deactivatedNotice', { login: saved.login }),
    );
  };

  return (
    <EditDialog
      header={t(activate ? 'activateTitle' : 'deactivateTitle')}
      confirm={t(activate ? 'activate' : 'deactivate')}
      onConfirm={submit}
      {...dialog.props}
    >
      <Box variant="p">{t(activate ? 'activateConfirm' : 'deactivateConfirm', { login: user.login })}</Box>
    </EditDialog>
  );
}
