import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ns } from '../i18n';

export interface Credentials {
  username: string;
  password: string;
}

interface Props {
  submitting: boolean;
  failure: string | null;
  onSubmit: (credentials: Credentials) => void;
}

export function LoginForm({ submitting, failure, onSubmit }: Props) {
  const { t } = useTranslation(ns);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = (value: string) => (touched && !value ? t('required') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (username.trim() && password) onSubmit({ username: username.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={submitting} loadingText={t('submitting')}>
            {t('submit')}
          </Button>
        }
      >
        <SpaceBetween size="m">
          {failure && <Alert type="error">{failure}</Alert>}
          <FormField label={t('username')} controlId="login-username" errorText={missing(username)}>
            <Input
              controlId="login-username"
              name="username"
              autoComplete="username"
              value={username}
              autoFocus
              onChange={({ detail }) => setUsername(detail.value)}
            />
          </FormField>
          <FormField label={t('password')} controlId="login-password" errorText={missing(password)}>
            <Input
              controlId="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={({ detail }) => setPassword(detail.value)}
            />
          </FormField>
        </SpaceBetween>
      </Form>
    </form>
  );
}
