import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import type { ManagedUser } from '../api/listUsers';
import { useUpdateUser } from '../api/updateUser';
import { ns } from '../i18n';
import { serverFieldErrors, validateUserEdit, type FieldErrors } from '../validation';
import { DialogFooter } from '../../../ui/DialogFooter';
import { PersonFields, type PersonValues } from './PersonFields';
import { SaveError } from '../../../ui/SaveError';
import { useReloadUser } from './useReload';

/** PUT /api/userInfo/{id} for names, e-mail and language; role and activation stay as stored. */
export function EditUserModal({ user, onClose }: { user: ManagedUser; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const update = useUpdateUser();
  const { base, reload, reloading, reloaded } = useReloadUser(user);
  const [values, setValues] = useState<PersonValues>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    langKey: user.langKey,
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const body = {
      ...values,
      roleId: base.roleId,
      activated: base.activated,
      version: base.version,
    };
    const found = validateUserEdit(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: user.id, ...body },
      {
        onSuccess: (saved) => {
          notifications.push({ type: 'success', text: t('saved', { login: saved.login }), literal: true });
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrors(error, values)),
      },
    );
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('editTitle', { login: user.login })}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={update.isPending} />}
    >
      <form
        noValidate
        aria-label={t('editTitle', { login: user.login })}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SpaceBetween size="m">
          <SaveError
            error={update.error}
            shownAtFields={Object.keys(errors).length > 0}
            reloading={reloading}
            onReload={() => void reload().then(() => update.reset())}
          />
          {reloaded && !update.error && <Alert type="info">{t('reloaded')}</Alert>}
          <FormField label={t('login')} controlId="edit-user-login">
            <Input controlId="edit-user-login" value={user.login} readOnly />
          </FormField>
          <PersonFields
            idPrefix="edit-user"
            values={values}
            errors={errors}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          />
        </SpaceBetween>
      </form>
    </Modal>
  );
}
