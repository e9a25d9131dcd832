import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LangKey } from '@esg/core/schemas/common';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import { ns } from '../i18n';
import type { FieldErrors } from '../validation';

export type CompanyValues = { name: string; nameZh: string; langKey: LangKey };

interface Props {
  values: CompanyValues;
  errors: FieldErrors;
  /** Where the fields sit in the request body (`company.` when onboarding). */
  prefix?: string;
  onChange: (patch: Partial<CompanyValues>) => void;
}

export const languageOptions = LANGUAGES.map((l) => ({ value: LANG_KEY[l], label: LANGUAGE_NAMES[l] }));

/** A company's names (English and Chinese) and the language its mails use. */
export function CompanyFields({ values, errors, prefix = '', onChange }: Props) {
  const { t } = useTranslation(ns);
  const text = (field: 'name' | 'nameZh', lang: string) => (
    <FormField label={t(field)} controlId={`company-${field}`} errorText={errors[`${prefix}${field}`]}>
      <Input
        controlId={`company-${field}`}
        value={values[field]}
        nativeInputAttributes={{ lang }}
        onChange={({ detail }) => onChange({ [field]: detail.value })}
      />
    </FormField>
  );
  return (
    <SpaceBetween size="m">
      {text('name', 'en')}
      {text('nameZh', 'zh-HK')}
      <FormField label={t('language')} controlId="company-language">
        <Select
          controlId="company-language"
          options={languageOptions}
          selectedOption={languageOptions.find((o) => o.value === values.langKey) ?? null}
          onChange={({ detail }) => onChange({ langKey: detail.selectedOption.value as LangKey })}
        />
      </FormField>
    </SpaceBetween>
  );
}
