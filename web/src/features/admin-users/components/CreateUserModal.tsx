import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import { useCreateUser } from '../api/createUser';
import { useAssignableRoles } from '../api/listRoles';
import { ns } from '../i18n';
import { serverFieldErrors, validateNewUser, type FieldErrors } from '../validation';
import { DialogFooter } from '../../../ui/DialogFooter';
import { fieldError } from './fieldError';
import { PersonFields, type PersonValues } from './PersonFields';
import { RoleSelect } from './RoleSelect';
import { SaveError } from '../../../ui/SaveError';

const EMPTY: PersonValues & { login: string; roleId: string } = {
  login: '',
  firstName: '',
  lastName: '',
  email: '',
  langKey: 'en',
  roleId: '',
};

/** Invites a user (POST /api/userInfo): the API stores them deactivated and mails the activation link. */
export function CreateUserModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ns);
  const { roles, isPending } = useAssignableRoles();
  const create = useCreateUser();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<typeof EMPTY>) => setValues((v) => ({ ...v, ...patch }));

  const submit = () => {
    const found = validateNewUser(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(values, {
      onSuccess: (user) => {
        notifications.push({
          type: 'success',
          text: t('created', { login: user.login, email: user.email }),
          literal: true,
        });
        onClose();
      },
      onError: (error) => setErrors(serverFieldErrors(error, values)),
    });
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('createTitle')}
      footer={<DialogFooter confirm={t('create')} onCancel={onClose} onConfirm={submit} busy={create.isPending} />}
    >
      <form
        noValidate
        aria-label={t('createTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SpaceBetween size="m">
          <Box variant="p">{t('createHint')}</Box>
          <SaveError error={create.error} shownAtFields={Object.keys(errors).length > 0} />
          <FormField
            label={t('login')}
            controlId="new-user-login"
            constraintText={t('loginHint')}
            errorText={fieldError(t, errors, 'login')}
          >
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
            errorText={fieldError(t, errors, 'roleId')}
          />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
