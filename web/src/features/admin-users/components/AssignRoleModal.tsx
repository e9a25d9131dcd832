import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { notifications } from '../../../notifications/store';
import { useUserRole } from '../api/getUserRole';
import { useAssignableRoles } from '../api/listRoles';
import type { ManagedUser } from '../api/listUsers';
import { usePutUserRole } from '../api/putUserRole';
import { ns } from '../i18n';
import { roleLabel } from '../roleLabel';
import { DialogFooter } from '../../../ui/DialogFooter';
import { RoleSelect } from './RoleSelect';
import { SaveError } from '../../../ui/SaveError';

/** GET then PUT /api/user-role/{id}: the role is part of the user, so it is saved on the user's version. */
export function AssignRoleModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const current = useUserRole(user.id);
  const { roles, isPending } = useAssignableRoles();
  const assign = usePutUserRole();
  const [roleId, setRoleId] = useState(user.roleId);
  const [reloaded, setReloaded] = useState(false);

  const submit = () => {
    if (!current.data) return;
    assign.mutate(
      { userId: user.id, roleId, version: current.data.version },
      {
        onSuccess: (reply) => {
          const text = t('roleAssigned', { login: reply.login, role: roleLabel(t, reply.role.name) });
          notifications.push({ type: 'success', text, literal: true });
          onClose();
        },
      },
    );
  };
  const reload = async () => {
    await current.refetch();
    assign.reset();
    setReloaded(true);
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('roleTitle', { login: user.login })}
      footer={
        <DialogFooter
          confirm={t('save')}
          onCancel={onClose}
          onConfirm={submit}
          busy={assign.isPending}
          disabled={!current.data}
        />
      }
    >
      <SpaceBetween size="m">
        {current.isPending && <Spinner />}
        {current.isError && <SaveError error={current.error} />}
        {current.data && <Box variant="p">{t('currentRole', { role: roleLabel(t, current.data.role.name) })}</Box>}
        <SaveError error={assign.error} onReload={() => void reload()} reloading={current.isFetching} />
        {reloaded && !assign.error && <Alert type="info">{t('reloaded')}</Alert>}
        <RoleSelect controlId="assign-role" roles={roles} loading={isPending} value={roleId} onChange={setRoleId} />
      </SpaceBetween>
    </Modal>
  );
}
