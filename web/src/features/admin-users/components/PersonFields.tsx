import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LangKey } from '@esg/core/schemas/common';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import { ns } from '../i18n';
import type { ShownErrors } from './fieldError';

export type PersonValues = {
  firstName: string;
  lastName: string;
  email: string;
  langKey: LangKey;
};

/** The fields PersonFields shows, by the names their errors have. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'langKey'] as const;

interface Props {
  values: PersonValues;
  errors: ShownErrors;
  onChange: (patch: Partial<PersonValues>) => void;
  idPrefix: string;
}

const languageOptions = LANGUAGES.map((l) => ({ value: LANG_KEY[l], label: LANGUAGE_NAMES[l] }));

/** The spec's user fields an administrator edits: first and last name, e-mail and language. */
export function PersonFields({ values, errors, onChange, idPrefix }: Props) {
  const { t } = useTranslation(ns);
  const text = (name: 'firstName' | 'lastName' | 'email') => (
    <FormField label={t(name)} controlId={`${idPrefix}-${name}`} errorText={errors[name]}>
      <Input
        controlId={`${idPrefix}-${name}`}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete="off"
        value={values[name]}
        onChange={({ detail }) => onChange({ [name]: detail.value })}
      />
    </FormField>
  );
  return (
    <SpaceBetween size="m">
      {text('firstName')}
      {text('lastName')}
      {text('email')}
      <FormField label={t('language')} controlId={`${idPrefix}-language`}>
        <Select
          controlId={`${idPrefix}-language`}
          selectedOption={languageOptions.find((o) => o.value === values.langKey) ?? null}
          options={languageOptions}
          onChange={({ detail }) => onChange({ langKey: (detail.selectedOption.value ?? 'en') as LangKey })}
        />
      </FormField>
    </SpaceBetween>
  );
}
