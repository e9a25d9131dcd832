import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MAX_LEVEL, type Privilege } from '@esg/core/domain/privileges';
import { notifications } from '../../../../notifications/store';
import { useSession } from '../../../../session/useSession';
import { fetchRole } from '../../api/getRole';
import { usePrivileges, type PrivilegeEntry } from '../../api/listPrivileges';
import type { Role } from '../../api/listRoles';
import { useUpdateRole } from '../../api/updateRole';
import { ns } from '../../i18n';
import { roleLabel, issueText } from '../../labels';
import { DialogFooter } from '../../../../ui/DialogFooter';
import { SaveError } from '../../../../ui/SaveError';
import { PrivilegeChecklist } from './PrivilegeChecklist';

/** PUT /api/roles/{id}: name, level and privileges under the escalation rules (docs/permissions.md). */
export function RoleEditModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const me = useSession().stored?.role;
  const [version, setVersion] = useState(role.version);
  const [reloading, setReloading] = useState(false);
  const catalogue = usePrivileges();
  const update = useUpdateRole();
  const [name, setName] = useState(role.name);
  const [level, setLevel] = useState(role.level);
  const [privileges, setPrivileges] = useState<Privilege[]>(role.privileges);
  const [nameError, setNameError] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const myLevel = me?.level ?? 0;
  const grantable = (p: PrivilegeEntry) =>
    p.status === 'ACTIVE' && (me?.privileges as readonly string[] | undefined)?.includes(p.privilegekey) === true;
  const levels = Array.from({ length: MAX_LEVEL + 1 }, (_, n) => ({
    value: String(n),
    label: t('levelN', { level: n }),
    disabled: n > myLevel,
  }));

  const submit = () => {
    const trimmed = name.trim();
    setNameError(trimmed.length < 1 || trimmed.length > 50);
    if (trimmed.length < 1 || trimmed.length > 50) return;
    update.mutate(
      { id: role.id, name: trimmed, level, privileges, version },
      {
        onSuccess: (saved) => {
          notifications.push({
            type: 'success',
            text: t('roleSaved', { name: roleLabel(t, saved.name) }),
            literal: true,
          });
          onClose();
        },
      },
    );
  };
  // Only the version moves on: what the administrator chose stays in the form.
  const reload = async () => {
    setReloading(true);
    try {
      setVersion((await fetchRole(role.id)).version);
      update.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      visible
      size="medium"
      onDismiss={onClose}
      header={t('editRoleTitle', { name: roleLabel(t, role.name) })}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={update.isPending} />}
    >
      <SpaceBetween size="m">
        <SaveError
          error={update.error}
          onReload={() => void reload()}
          reloading={reloading}
          issueText={(m) => issueText(t, m)}
        />
        {reloaded && !update.error && <Alert type="info">{t('reloaded')}</Alert>}
        {me?.id === role.id && <Alert type="warning">{t('ownRoleHint')}</Alert>}
        <FormField label={t('name')} controlId="role-name" errorText={nameError ? t('nameRequired') : undefined}>
          <Input controlId="role-name" value={name} onChange={({ detail }) => setName(detail.value)} />
        </FormField>
        <FormField label={t('level')} controlId="role-level" description={t('levelHint')}>
          <Select
            controlId="role-level"
            options={levels}
            selectedOption={levels[level] ?? null}
            onChange={({ detail }) => setLevel(Number(detail.selectedOption.value))}
          />
        </FormField>
        <FormField label={t('privileges')} description={t('privilegesHint')}>
          <PrivilegeChecklist
            catalogue={catalogue.data ?? []}
            value={privileges}
            initial={role.privileges}
            grantable={grantable}
            onChange={setPrivileges}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
