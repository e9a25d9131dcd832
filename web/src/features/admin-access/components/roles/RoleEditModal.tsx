import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { MAX_LEVEL, type Privilege } from '@esg/core/vocabulary/privileges';
import { notifications } from '../../../../notifications/store';
import { useSession } from '../../../../session/useSession';
import { fetchRole } from '../../api/getRole';
import { usePrivileges, type PrivilegeEntry } from '../../api/listPrivileges';
import type { Role } from '../../api/listRoles';
import { useUpdateRole } from '../../api/updateRole';
import { ns } from '../../i18n';
import { issueText } from '../../labels';
import { roleLabel } from '../../../../ui/roleLabel';
import { EditDialog } from '../../../../ui/EditDialog';
import { useSchemaForm } from '../../../../ui/useSchemaForm';
import { useVersionedEdit } from '../../../../ui/useVersionedEdit';
import { RoleDetail } from '@esg/core/schemas/users';
import { PrivilegeChecklist } from './PrivilegeChecklist';

type RoleValues = { name: string; level: number; privileges: Privilege[] };
/** A role's form values: what the dialog opens with, and what Reload rebases on. */
const roleValues = ({ name, level, privileges }: RoleValues): RoleValues => ({ name, level, privileges });

/** PUT /api/roles/{id}: name, level and privileges under the escalation rules (docs/permissions.md). */
export function RoleEditModal({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const me = useSession().stored?.role;
  const catalogue = usePrivileges();
  const update = useUpdateRole();
  const form = useSchemaForm<RoleValues, { name?: string }>(() => roleValues(role), {
    check: (v) => {
      const length = v.name.trim().length;
      return length < 1 || length > 50 ? { name: t('nameRequired') } : {};
    },
    server: () => ({}),
  });
  // Reload rebases the form on the stored role: what this administrator did not change is the other's.
  const edit = useVersionedEdit(role.version, {
    schema: RoleDetail,
    latest: () => fetchRole(role.id),
    values: roleValues,
    form,
    label: (field) => t(field),
  });
  const { values, set, errors } = form;
  const myLevel = me?.level ?? 0;
  const grantable = (p: PrivilegeEntry) =>
    p.status === 'ACTIVE' && (me?.privileges as readonly string[] | undefined)?.includes(p.privilegekey) === true;
  const levels = Array.from({ length: MAX_LEVEL + 1 }, (_, n) => ({
    value: String(n),
    label: t('levelN', { level: n }),
    disabled: n > myLevel,
  }));

  const submit = () => {
    if (!form.validate()) return;
    update.mutate(
      { id: role.id, ...values, name: values.name.trim(), version: edit.version ?? role.version },
      {
        onSuccess: (saved) => {
          notifications.push({
            type: 'success',
            text: t('roleSaved', { name: roleLabel(saved.name, i18n.language) }),
            literal: true,
          });
          onClose();
        },
      },
    );
  };

  return (
    <EditDialog
      size="medium"
      header={t('editRoleTitle', { name: roleLabel(role.name, i18n.language) })}
      confirm={t('save')}
      onClose={onClose}
      onConfirm={submit}
      save={update}
      errors={errors}
      edit={edit}
      issueText={(m) => issueText(t, m)}
    >
      {me?.id === role.id && <Alert type="warning">{t('ownRoleHint')}</Alert>}
      <FormField label={t('name')} controlId="role-name" errorText={errors.name}>
        <Input controlId="role-name" value={values.name} onChange={({ detail }) => set({ name: detail.value })} />
      </FormField>
      <FormField label={t('level')} controlId="role-level" description={t('levelHint')}>
        <Select
          controlId="role-level"
          options={levels}
          selectedOption={levels[values.level] ?? null}
          onChange={({ detail }) => set({ level: Number(detail.selectedOption.value) })}
        />
      </FormField>
      <FormField label={t('privileges')} description={t('privilegesHint')}>
        <PrivilegeChecklist
          catalogue={catalogue.data ?? []}
          value={values.privileges}
          initial={role.privileges}
          grantable={grantable}
          onChange={(privileges) => set({ privileges })}
        />
      </FormField>
    </EditDialog>
  );
}
