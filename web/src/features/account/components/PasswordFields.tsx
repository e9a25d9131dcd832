import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@esg/core/schemas/validationMessages';
import { ns } from '../i18n';
import type { FieldErrors } from '../validation';
import { TextField } from './TextField';

export interface NewPassword {
  newPassword: string;
  confirmPassword: string;
}
export const NO_PASSWORD: NewPassword = { newPassword: '', confirmPassword: '' };

/** New password and its confirmation (ADR 0002), with the shared 8–50 rule as a hint. */
export function PasswordFields(props: {
  values: NewPassword;
  errors: FieldErrors;
  onChange: (v: NewPassword) => void;
}) {
  const { t } = useTranslation(ns);
  const { values, errors, onChange } = props;
  return (
    <>
      <TextField
        name="newPassword"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        value={values.newPassword}
        errors={errors}
        onChange={(newPassword) => onChange({ ...values, newPassword })}
      />
      <TextField
        name="confirmPassword"
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        errors={errors}
        onChange={(confirmPassword) => onChange({ ...values, confirmPassword })}
      />
    </>
  );
}
