import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { ns } from '../i18n';
import type { FieldErrors } from '../validation';

export type AdminValues = { login: string; email: string; firstName: string; lastName: string };
type Field = keyof AdminValues;

interface Props {
  values: AdminValues;
  errors: FieldErrors;
  onChange: (patch: Partial<AdminValues>) => void;
}

/** The new company's first administrator (the user fields); invited by mail (ADR 0009), no password here. */
export function AdminFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation(ns);
  const field = (name: Field, type: 'text' | 'email' = 'text') => (
    <FormField label={t(name)} controlId={`admin-${name}`} errorText={errors[`admin.${name}`]}>
      <Input
        controlId={`admin-${name}`}
        type={type}
        autoComplete="off"
        value={values[name]}
        onChange={({ detail }) => onChange({ [name]: detail.value })}
      />
    </FormField>
  );
  return (
    <ColumnLayout columns={2}>
      {field('login')}
      {field('email', 'email')}
      {field('firstName')}
      {field('lastName')}
    </ColumnLayout>
  );
}
