import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ns } from '../i18n';
import type { FieldErrors } from '../validation';

export type Names = { en: string; hk: string; cn: string };

const FIELDS = [
  ['en', 'nameEn', 'en'],
  ['hk', 'nameHk', 'zh-HK'],
  ['cn', 'nameCn', 'zh-CN'],
] as const;

/** A catalogue entry's name in the three interface languages (en, hk, cn). */
export function NamesFields({
  names,
  errors,
  onChange,
}: {
  names: Names;
  errors: FieldErrors;
  onChange: (n: Names) => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <SpaceBetween size="m">
      {FIELDS.map(([key, label, lang]) => (
        <FormField key={key} label={t(label)} controlId={`names-${key}`} errorText={errors[key]}>
          <Input
            controlId={`names-${key}`}
            value={names[key]}
            nativeInputAttributes={{ lang }}
            onChange={({ detail }) => onChange({ ...names, [key]: detail.value })}
          />
        </FormField>
      ))}
    </SpaceBetween>
  );
}
