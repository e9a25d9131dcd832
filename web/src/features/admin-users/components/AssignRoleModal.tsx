import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { notifications } from '../../../notifications/store';
import { useUserRole } from '../api/getUserRole';
import { useAssignableRoles } from '../api/listRoles';
import type { ManagedUser } from '../api/listUsers';
import { usePutUserRole } from '../api/putUserRole';
import { ns } from '../i18n';
import { roleLabel } from '../../../ui/roleLabel';
import { EditDialog } from '../../../ui/EditDialog';
import { SaveError } from '../../../ui/SaveError';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';
import { RoleSelect } from './RoleSelect';

/** GET then PUT /api/user-role/{id}: the role is part of the user, so it is saved on the user's version. */
export function AssignRoleModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const current = useUserRole(user.id);
  const { roles, isPending } = useAssignableRoles();
  const assign = usePutUserRole();
  const [roleId, setRoleId] = useState(user.roleId);
  // The version is the one GET /api/user-role answered, until Reload fetches it again.
  const edit = useVersionedEdit(undefined, async () => (await current.refetch()).data?.version);

  const submit = () => {
    const version = edit.version ?? current.data?.version;
    if (version === undefined) return;
    assign.mutate(
      { userId: user.id, roleId, version },
      {
        onSuccess: (reply) => {
          const text = t('roleAssigned', { login: reply.login, role: roleLabel(reply.role.name, i18n.language) });
          notifications.push({ type: 'success', text, literal: true });
          onClose();
        },
      },
    );
  };

  return (
    <EditDialog
      header={t('roleTitle', { login: user.login })}
      confirm={t('save')}
      onClose={onClose}
      onConfirm={submit}
      save={assign}
      edit={edit}
      disabled={!current.data}
    >
      {current.isPending && <Spinner />}
      {current.isError && <SaveError error={current.error} />}
      {current.data && (
        <Box variant="p">{t('currentRole', { role: roleLabel(current.data.role.name, i18n.language) })}</Box>
      )}
      <RoleSelect controlId="assign-role" roles={roles} loading={isPending} value={roleId} onChange={setRoleId} />
    </EditDialog>
  );
}
