import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { ns } from '../i18n';

interface Props {
  label: string;
  controlId: string;
  value: string;
  onChange: (value: string) => void;
  errorText?: string;
}

/** A date typed as the product shows dates (DD-MM-YYYY); the form converts it to YYYY-MM-DD to store. */
export function DateField({ label, controlId, value, onChange, errorText }: Props) {
  const { t } = useTranslation(ns);
  return (
    <FormField label={label} controlId={controlId} constraintText={t('dateHint')} errorText={errorText}>
      <Input
        controlId={controlId}
        value={value}
        placeholder="DD-MM-YYYY"
        inputMode="numeric"
        autoComplete="off"
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}
