import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import type { ManagedUser } from '../api/listUsers';
import { useUpdateUser } from '../api/updateUser';
import { ns } from '../i18n';
import { serverFieldErrors, validateUserEdit } from '../validation';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { translated, type ShownErrors } from './fieldError';
import { PERSON_FIELDS, PersonFields, type PersonValues } from './PersonFields';
import { personValues, useUserEdit } from './useUserEdit';

/** PUT /api/userInfo/{id} for names, e-mail and language; role and activation stay as stored. */
export function EditUserModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const update = useUpdateUser();
  const form = useSchemaForm<PersonValues, ShownErrors>(() => personValues(user), {
    check: (v) => translated(t, validateUserEdit(bodyOf(v))),
    server: (error, v) => translated(t, serverFieldErrors(error, v)),
  });
  const label = (field: keyof PersonValues) => t(field === 'langKey' ? 'language' : field);
  const { base, edit } = useUserEdit(user, { form, label });
  const bodyOf = (values: PersonValues) =>
    edit.withVersion({ ...values, roleId: base.roleId, activated: base.activated });

  const dialog = dialogSave({ save: update, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => ({ id: user.id, ...bodyOf(form.values), version: edit.version ?? base.version }),
      (saved) => t('saved', { login: saved.login }),
    );

  return (
    <EditDialog
      header={t('editTitle', { login: user.login })}
      confirm={t('save')}
      onConfirm={submit}
      fields={PERSON_FIELDS}
      {...dialog.props}
    >
      <FormField label={t('login')} controlId="edit-user-login">
        <Input controlId="edit-user-login" value={user.login} readOnly />
      </FormField>
      <PersonFields idPrefix="edit-user" values={form.values} errors={form.errors} onChange={form.set} />
    </EditDialog>
  );
}
