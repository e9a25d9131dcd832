import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import { isValidationKey, validationNs } from '../../../i18n/validation';
import { ns } from '../i18n';
import type { FieldErrors } from '../validation';

interface Props {
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  type?: InputProps.Type;
  autoComplete?: string;
  hint?: string;
}

/** A labelled input whose error is the translated message of its field. */
export function TextField({ name, label, value, errors, onChange, type = 'text', autoComplete, hint }: Props) {
  const { t } = useTranslation(ns);
  const error = errors[name];
  const message =
    error &&
    ('ns' in error
      ? t(error.key, { ns: error.ns })
      : isValidationKey(error.key)
        ? t(error.key, { ...error.params, ns: validationNs })
        : t(error.key, error.params ?? {}));
  const id = `account-${name}`;
  return (
    <FormField label={label} controlId={id} errorText={message || undefined} constraintText={hint}>
      <Input
        controlId={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}
