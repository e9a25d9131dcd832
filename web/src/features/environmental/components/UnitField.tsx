import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { ns } from '../i18n';

interface Props {
  /** Unit ids to choose from with their symbols; null: a free label (intensity denominators). */
  units: { id: string; symbol: string }[] | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The row's unit: one of the catalogue units its type may use, or a short label. */
export function UnitField({ units, value, onChange, error }: Props) {
  const { t } = useTranslation(ns);
  if (!units)
    return (
      <FormField label={t('unit')} description={t('unitLabelHint')} errorText={error}>
        <Input value={value} onChange={({ detail }) => onChange(detail.value)} />
      </FormField>
    );
  const options = units.map((u) => ({ value: u.id, label: u.symbol }));
  return (
    <FormField label={t('unit')} errorText={error}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={options}
        placeholder={t('chooseUnit')}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    </FormField>
  );
}
