import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { NumberInput } from '../../../ui/NumberInput';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ns } from '../i18n';
import type { FactorForm, FieldErrors } from '../form';

type TextField = Exclude<keyof FactorForm, 'scope' | 'confidence'>;

interface Props {
  values: FactorForm;
  errors: FieldErrors;
  /** A revision keeps the factor's identity: id, category, scope and what it applies to. */
  revision: boolean;
  onChange: (patch: Partial<FactorForm>) => void;
}

/** A factor's fields (ADR 0018): id, category, scope, value, unit, valid years, source and confidence. */
export function FactorFields({ values, errors, revision, onChange }: Props) {
  const { t } = useTranslation(ns);
  const text = (name: TextField, options: { optional?: boolean; numeric?: boolean; readOnly?: boolean } = {}) => (
    <FormField
      label={t(name)}
      controlId={`factor-${name}`}
      errorText={errors[name]}
      constraintText={options.optional ? t('optional') : undefined}
    >
      {options.numeric ? (
        <NumberInput
          controlId={`factor-${name}`}
          value={values[name]}
          readOnly={options.readOnly}
          whole={name !== 'value'}
          onChange={(text) => onChange({ [name]: text })}
        />
      ) : (
        <Input
          controlId={`factor-${name}`}
          value={values[name]}
          readOnly={options.readOnly}
          onChange={({ detail }) => onChange({ [name]: detail.value })}
        />
      )}
    </FormField>
  );
  const scopes = [
    { value: '', label: t('noScope') },
    ...['1', '2', '3'].map((s) => ({ value: s, label: t('scopeN', { scope: s }) })),
  ];
  const confidences = (['high', 'medium', 'low'] as const).map((c) => ({ value: c, label: t(`confidence_${c}`) }));
  return (
    <SpaceBetween size="m">
      <ColumnLayout columns={2}>
        {text('id', { readOnly: revision })}
        {text('category', { readOnly: revision })}
        <FormField label={t('scope')} controlId="factor-scope">
          <Select
            controlId="factor-scope"
            disabled={revision}
            options={scopes}
            selectedOption={scopes.find((s) => s.value === values.scope) ?? null}
            onChange={({ detail }) => onChange({ scope: detail.selectedOption.value as FactorForm['scope'] })}
          />
        </FormField>
        {text('appliesTo', { readOnly: revision })}
        {text('value', { numeric: true })}
        {text('unit')}
        {text('validFrom', { optional: true, numeric: true })}
        {text('validTo', { optional: true, numeric: true })}
        {text('basis', { optional: true })}
        {text('source')}
        <FormField label={t('confidence')} controlId="factor-confidence">
          <Select
            controlId="factor-confidence"
            options={confidences}
            selectedOption={confidences.find((c) => c.value === values.confidence) ?? null}
            onChange={({ detail }) => onChange({ confidence: detail.selectedOption.value as FactorForm['confidence'] })}
          />
        </FormField>
      </ColumnLayout>
      {text('note', { optional: true })}
    </SpaceBetween>
  );
}
