import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import Spinner from '@cloudscape-design/components/spinner';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../i18n/languages';
import { companyLanguageKey, companyLanguageQuery, patchCompanyLanguage } from '../api/companyLanguage';
import { ns } from '../i18n';
import { notifySaveFailure, notifySaved } from './notices';
import { useCompanyName } from '../../../ui/wording';

const options = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }));

/**
 * A company administrator sets the company's default language; the company named as Home names it (its Chinese name
 * for a Chinese reader when it has one).
 */
export function CompanyLanguageForm({ company }: { company: { name: string; nameZh?: string } }) {
  const { t, i18n } = useTranslation(ns);
  const name = useCompanyName({ en: company.name, zh: company.nameZh }, i18n.language);
  const current = useQuery(companyLanguageQuery());
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? current.data?.languageMasterId ?? null;

  const save = useMutation({
    mutationFn: () => patchCompanyLanguage(current.data!.companyId, language!),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyLanguageKey(), saved);
      setChosen(null);
      notifySaved();
    },
    onError: (error) => notifySaveFailure(error, () => undefined, {}),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (current.data && language) save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('companyTitle')}>
      <Form
        actions={
          <Button
            variant="primary"
            formAction="submit"
            disabled={!current.data}
            loading={save.isPending}
            loadingText={t('saving')}
          >
            {t('save')}
          </Button>
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description={
                <span translate="no" lang={name.lang}>
                  {name.text}
                </span>
              }
            >
              {t('companyTitle')}
            </Header>
          }
        >
          {current.isPending ? (
            <Spinner />
          ) : (
            <FormField label={t('companyLanguage')} controlId="settings-company-language">
              <Select
                controlId="settings-company-language"
                selectedOption={options.find((o) => o.value === language) ?? null}
                options={options}
                disabled={!current.data}
                onChange={({ detail }) => setChosen(detail.selectedOption.value as Language)}
              />
            </FormField>
          )}
        </Container>
      </Form>
    </form>
  );
}
