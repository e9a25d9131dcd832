import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PrivilegeCreate, PrivilegeUpdate, PrivilegeView } from '@esg/core/schemas/users';
import { notifications } from '../../../../notifications/store';
import { useCreatePrivilege } from '../../api/createPrivilege';
import { privilegesQuery, type PrivilegeEntry } from '../../api/listPrivileges';
import { useUpdatePrivilege } from '../../api/updatePrivilege';
import { ns } from '../../i18n';
import { EditDialog } from '../../../../ui/EditDialog';
import { schemaIssues } from '../../../../ui/fieldErrors';
import { useSchemaForm } from '../../../../ui/useSchemaForm';
import { useVersionedEdit, type VersionedEdit } from '../../../../ui/useVersionedEdit';
import { issueText } from '../../labels';
import { PrivilegeFields, type PrivilegeValues } from './PrivilegeFields';

const BLANK: PrivilegeValues = { privilegekey: '', nameen: '', namezht: '', namezhs: '', status: 'ACTIVE' };

const pick = ({ privilegekey, nameen, namezht, namezhs, status }: PrivilegeEntry): PrivilegeValues => ({
  privilegekey,
  nameen,
  namezht,
  namezhs,
  status,
});

/** Creates a privilege (POST /api/privilege) or updates one (PUT /api/privilege/{id}); the key is fixed once made. */
export function PrivilegeModal({ entry, onClose }: { entry?: PrivilegeEntry; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const create = useCreatePrivilege();
  const update = useUpdatePrivilege();
  const mutation = entry ? update : create;
  const fieldsOf = ({ privilegekey: _key, ...fields }: PrivilegeValues) => fields;
  const form = useSchemaForm<PrivilegeValues, Partial<Record<string, true>>>(() => (entry ? pick(entry) : BLANK), {
    // The schema's rule per field: which fields it refused (one message each, see PrivilegeFields).
    check: (v) => {
      const issues = entry
        ? schemaIssues(PrivilegeUpdate, { ...fieldsOf(v), version: edit.version ?? 0 })
        : schemaIssues(PrivilegeCreate, v);
      return Object.fromEntries(issues.map((i) => [String(i.path[0]), true]));
    },
    server: () => ({}),
  });
  // Reload rebases the form on the stored privilege: a name or status this administrator left alone is the other's.
  const edit: VersionedEdit = useVersionedEdit(entry?.version ?? 0, {
    schema: PrivilegeView,
    latest: async () =>
      (await queryClient.fetchQuery({ ...privilegesQuery(), staleTime: 0 })).find((p) => p.id === entry?.id),
    values: pick,
    form,
    label: (field) => t(field === 'privilegekey' ? 'key' : field),
  });
  const { values } = form;

  const done = (key: string, text: 'privilegeCreated' | 'privilegeSaved') => {
    notifications.push({ type: 'success', text: t(text, { key }), literal: true });
    onClose();
  };
  const submit = () => {
    if (!form.validate()) return;
    const fields = fieldsOf(values);
    if (entry)
      update.mutate(
        { id: entry.id, ...fields, version: edit.version ?? 0 },
        { onSuccess: (p) => done(p.privilegekey, 'privilegeSaved') },
      );
    else
      create.mutate(
        { privilegekey: values.privilegekey, ...fields },
        { onSuccess: (p) => done(p.privilegekey, 'privilegeCreated') },
      );
  };

  return (
    <EditDialog
      header={entry ? t('editPrivilegeTitle', { key: entry.privilegekey }) : t('createPrivilegeTitle')}
      confirm={entry ? t('save') : t('createPrivilege')}
      onClose={onClose}
      onConfirm={submit}
      save={mutation}
      errors={form.errors}
      edit={entry && edit}
      issueText={(m) => issueText(t, m)}
    >
      <PrivilegeFields
        values={values}
        invalid={Object.keys(form.errors)}
        keyFixed={Boolean(entry)}
        onChange={form.set}
      />
    </EditDialog>
  );
}
