import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PASSWORD_MAX, PASSWORD_MIN } from '@esg/core/schemas/validationMessages';
import { ApiError } from '../../../api/errors';
import { notifications } from '../../../notifications/store';
import { changePassword } from '../api/changePassword';
import { ns } from '../i18n';
import { validatePassword, type FieldErrors } from '../validation';
import { fieldError } from './fieldError';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
type Field = keyof typeof EMPTY;

/** The spec's validation rules and the spec's password change: 'Password changed!' or 'The password could not be changed.' */
export function PasswordForm() {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = useMutation({
    mutationFn: () => changePassword(values),
    onSuccess: () => {
      setValues(EMPTY);
      notifications.clear();
      notifications.push({ type: 'success', text: 'passwordChanged' });
    },
    onError: (error) => {
      notifications.clear();
      const network = error instanceof ApiError && error.isNetworkError;
      notifications.push({ type: 'error', text: network ? 'networkError' : 'passwordChangeFailed' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePassword(values);
    setErrors(found);
    if (Object.keys(found).length === 0) change.mutate();
  };
  const field = (name: Field, autoComplete: string, hint?: string) => (
    <FormField
      label={t(name)}
      controlId={`password-${name}`}
      errorText={fieldError(t, errors, name)}
      constraintText={hint}
    >
      <Input
        controlId={`password-${name}`}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={({ detail }) => setValues((v) => ({ ...v, [name]: detail.value }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('passwordTitle')}>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={change.isPending} loadingText={t('saving')}>
            {t('changePassword')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('passwordTitle')}</Header>}>
          <SpaceBetween size="m">
            {field('currentPassword', 'current-password')}
            {field('newPassword', 'new-password', t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }))}
            {field('confirmPassword', 'new-password')}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
