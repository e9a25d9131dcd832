import type { EnvironmentalKey } from '../i18n';
import { useTranslation } from 'react-i18next';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import { ns } from '../i18n';
import type { AttributeSpec } from '../resourceTypes';
import { useOptionLabel } from './useRowName';

interface Props {
  spec: AttributeSpec;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** One attribute in the add-row and edit-row forms: a select, a yes/no select, a text, or a text with suggestions. */
export function AttributeField({ spec, value, onChange, error }: Props) {
  const { t } = useTranslation(ns);
  const optionLabel = useOptionLabel();
  const label = t(`attr_${spec.key}` as EnvironmentalKey);
  const offered = spec.kind === 'yesNo' ? ['yes', 'no'] : (spec.options ?? []);
  // A value typed through the API or a workbook that the list does not offer stays shown, and kept (ADR 0014).
  const values = value && spec.kind === 'select' && !offered.includes(value) ? [...offered, value] : offered;
  const options = values.map((v) => ({ value: v, label: optionLabel(spec, v) }));
  let control;
  if (spec.kind === 'select' || spec.kind === 'yesNo')
    control = (
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        options={spec.required ? options : [{ value: '', label: '–' }, ...options]}
        placeholder={t('choose')}
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
      />
    );
  else if (spec.kind === 'suggest')
    control = (
      <Autosuggest
        value={value}
        options={options}
        enteredTextLabel={(v) => v}
        onChange={({ detail }) => onChange(detail.value)}
      />
    );
  else control = <Input value={value} onChange={({ detail }) => onChange(detail.value)} />;
  return (
    <FormField label={label} errorText={error}>
      {control}
    </FormField>
  );
}
