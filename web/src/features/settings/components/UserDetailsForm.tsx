import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../../../api/errors';
import { changeLanguage } from '../../../i18n';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../i18n/languages';
import { putUserInfo, type UserInfo } from '../../../session/api/userInfo';
import { sessionStore } from '../../../session/store';
import { accountKeys } from '../api/userInfoQuery';
import { ns } from '../i18n';
import { validateDetails, type FieldErrors } from '../validation';
import { fieldError } from './fieldError';
import { notifySaveFailure, notifySaved } from './notices';

const languageOf = (key: string): Language => LANGUAGES.find((l) => LANG_KEY[l] === key) ?? 'en';
const options = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

export function UserDetailsForm({ info }: { info: UserInfo }) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ firstName: info.firstName, lastName: info.lastName, email: info.email });
  const [language, setLanguage] = useState<Language>(languageOf(info.langKey));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The daily task digest (ADR 0114): on unless the user turned it off.
  const [digests, setDigests] = useState(info.taskDigests !== false);

  const save = useMutation({
    mutationFn: () =>
      putUserInfo({ ...values, langKey: LANG_KEY[language], taskDigests: digests, version: info.version }),
    onSuccess: async (saved) => {
      sessionStore.updateUser({ ...saved, language: languageOf(saved.langKey) });
      queryClient.setQueryData(accountKeys.userInfo(), saved);
      notifySaved();
      await changeLanguage(languageOf(saved.langKey));
    },
    onError: (error) => {
      notifySaveFailure(error, setErrors, values);
      // A conflict means our version is stale: reload, which remounts the form with fresh data.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetails({ ...values, langKey: LANG_KEY[language], version: info.version });
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  const field = (name: keyof typeof values, autoComplete: string) => (
    <FormField label={t(name)} controlId={`settings-${name}`} errorText={fieldError(t, errors, name)}>
      <Input
        controlId={`settings-${name}`}
        value={values[name]}
        autoComplete={autoComplete}
        type={name === 'email' ? 'email' : 'text'}
        onChange={({ detail }) => setValues((v) => ({ ...v, [name]: detail.value }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('detailsTitle')}>
      <Form
        actions={
          <Button variant="primary" formAction="submit" loading={save.isPending} loadingText={t('saving')}>
            {t('save')}
          </Button>
        }
      >
        <Container header={<Header variant="h2">{t('detailsTitle')}</Header>}>
          <SpaceBetween size="m">
            <FormField label={t('username')} controlId="settings-login">
              <Input controlId="settings-login" value={info.login} readOnly />
            </FormField>
            {field('firstName', 'given-name')}
            {field('lastName', 'family-name')}
            {field('email', 'email')}
            <FormField label={t('language')} controlId="settings-language">
              <Select
                controlId="settings-language"
                selectedOption={options.find((o) => o.value === language) ?? null}
                options={options}
                onChange={({ detail }) => setLanguage(detail.selectedOption.value as Language)}
              />
            </FormField>
            <FormField label={t('taskMails')} description={t('taskMailsHint')}>
              <Checkbox
                checked={digests}
                onChange={({ detail }) => setDigests(detail.checked)}
                data-testid="settings-task-digests"
              >
                {t('taskDigests')}
              </Checkbox>
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
