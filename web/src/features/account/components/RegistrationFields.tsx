import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@esg/core/schemas/validationMessages';
import { ns } from '../i18n';
import type { FieldErrors, RegistrationValues } from '../validation';
import { TextField } from './TextField';

type Field = keyof RegistrationValues;

const FIELDS: { name: Field; autoComplete: string; type?: 'email' | 'password' }[] = [
  { name: 'login', autoComplete: 'username' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'password', autoComplete: 'new-password', type: 'password' },
  { name: 'confirmPassword', autoComplete: 'new-password', type: 'password' },
];

/** The fields of the register schema (core Registration) plus the password confirmation. */
export function RegistrationFields(props: {
  values: RegistrationValues;
  errors: FieldErrors;
  onChange: (values: RegistrationValues) => void;
}) {
  const { t } = useTranslation(ns);
  const { values, errors, onChange } = props;
  return (
    <>
      {FIELDS.map(({ name, autoComplete, type }) => (
        <TextField
          key={name}
          name={name}
          label={t(name === 'confirmPassword' ? 'passwordConfirmation' : name)}
          type={type}
          autoComplete={autoComplete}
          hint={name === 'password' ? t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX }) : undefined}
          value={values[name]}
          errors={errors}
          onChange={(value) => onChange({ ...values, [name]: value })}
        />
      ))}
    </>
  );
}
