import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { notifications } from '../../../notifications/store';
import { useCreateUser } from '../api/createUser';
import { useAssignableRoles } from '../api/listRoles';
import { ns } from '../i18n';
import { serverFieldErrors, validateNewUser } from '../validation';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { translated, type ShownErrors } from './fieldError';
import { PERSON_FIELDS, PersonFields, type PersonValues } from './PersonFields';
import { RoleSelect } from './RoleSelect';

type NewUser = PersonValues & { login: string; roleId: string };

const EMPTY: NewUser = { login: '', firstName: '', lastName: '', email: '', langKey: 'en', roleId: '' };
const FIELDS = ['login', ...PERSON_FIELDS, 'roleId'];

/** Invites a user (POST /api/userInfo): the API stores them deactivated and mails the activation link. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ns);
  const { roles, isPending } = useAssignableRoles();
  const create = useCreateUser();
  const form = useSchemaForm<NewUser, ShownErrors>(EMPTY, {
    check: (v) => translated(t, validateNewUser(v)),
    server: (error, v) => translated(t, serverFieldErrors(error, v)),
  });
  const { values, errors, set } = form;

  const submit = () => {
    if (!form.validate()) return;
    create.mutate(values, {
      onSuccess: (user) => {
        notifications.push({
          type: 'success',
          text: t('created', { login: user.login, email: user.email }),
          literal: true,
        });
        onClose();
      },
      onError: form.refused,
    });
  };

  return (
    <EditDialog
      header={t('createTitle')}
      confirm={t('create')}
      onClose={onClose}
      onConfirm={submit}
      save={create}
      errors={errors}
      fields={FIELDS}
    >
      <Box variant="p">{t('createHint')}</Box>
      <FormField label={t('login')} controlId="new-user-login" constraintText={t('loginHint')} errorText={errors.login}>
        <Input
          controlId="new-user-login"
          autoComplete="off"
          value={values.login}
          onChange={({ detail }) => set({ login: detail.value })}
        />
      </FormField>
      <PersonFields idPrefix="new-user" values={values} errors={errors} onChange={set} />
      <RoleSelect
        controlId="new-user-role"
        roles={roles}
        loading={isPending}
        value={values.roleId}
        onChange={(roleId) => set({ roleId })}
        errorText={errors.roleId}
      />
    </EditDialog>
  );
}
