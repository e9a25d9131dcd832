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
interface TextOptions {
  optional?: boolean;
  numeric?: boolean;
  /** Part of the factor's identity: fixed once it exists. */
  identity?: boolean;
  /** The language of what is typed (its `lang`), where it is not the interface's. */
  lang?: string;
  /** A hint under the field. */
  hint?: 'chineseHint' | 'simplifiedHint' | 'unitHint';
}

/**
 * The factor's fields as data, in the form's order (ADR 0018): first those beside the scope and confidence selects,
 * then what the Chinese editions print (ADR 0130) — editable in every revision, as a translation never changes a figure.
 */
const BEFORE_SCOPE: [TextField, TextOptions][] = [
  ['id', { identity: true }],
  ['category', { identity: true }],
];
const AFTER_SCOPE: [TextField, TextOptions][] = [
  ['appliesTo', { identity: true, lang: 'en' }],
  ['value', { numeric: true }],
  ['unit', { hint: 'unitHint' }],
  ['validFrom', { optional: true, numeric: true }],
  ['validTo', { optional: true, numeric: true }],
  ['basis', { optional: true }],
  ['source', { lang: 'en' }],
];
const CHINESE: [TextField, TextOptions][] = [
  ['appliesToHk', { optional: true, lang: 'zh-HK', hint: 'chineseHint' }],
  ['sourceHk', { optional: true, lang: 'zh-HK', hint: 'chineseHint' }],
  ['appliesToCn', { optional: true, lang: 'zh-CN', hint: 'simplifiedHint' }],
  ['sourceCn', { optional: true, lang: 'zh-CN', hint: 'simplifiedHint' }],
];

interface Props {
  values: FactorForm;
  errors: FieldErrors;
  /** A revision keeps the factor's identity: id, category, scope and what it applies to (in English). */
  revision: boolean;
  onChange: (patch: Partial<FactorForm>) => void;
}

/** A factor's fields (ADR 0018): id, category, scope, value, unit, valid years, source, confidence, its Chinese. */
export function FactorFields({ values, errors, revision, onChange }: Props) {
  const { t } = useTranslation(ns);
  const text = ([name, options]: [TextField, TextOptions]) => (
    <FormField
      key={name}
      label={t(name)}
      controlId={`factor-${name}`}
      errorText={errors[name]}
      description={options.hint ? t(options.hint) : undefined}
      constraintText={options.optional ? t('optional') : undefined}
    >
      {options.numeric ? (
        <NumberInput
          controlId={`factor-${name}`}
          value={values[name]}
          readOnly={revision && options.identity}
          whole={name !== 'value'}
          onChange={(text) => onChange({ [name]: text })}
        />
      ) : (
        <Input
          controlId={`factor-${name}`}
          value={values[name]}
          readOnly={revision && options.identity}
          nativeInputAttributes={options.lang ? { lang: options.lang } : undefined}
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
        {BEFORE_SCOPE.map(text)}
        <FormField label={t('scope')} controlId="factor-scope">
          <Select
            controlId="factor-scope"
            disabled={revision}
            options={scopes}
            selectedOption={scopes.find((s) => s.value === values.scope) ?? null}
            onChange={({ detail }) => onChange({ scope: detail.selectedOption.value as FactorForm['scope'] })}
          />
        </FormField>
        {AFTER_SCOPE.map(text)}
        <FormField label={t('confidence')} controlId="factor-confidence">
          <Select
            controlId="factor-confidence"
            options={confidences}
            selectedOption={confidences.find((c) => c.value === values.confidence) ?? null}
            onChange={({ detail }) => onChange({ confidence: detail.selectedOption.value as FactorForm['confidence'] })}
          />
        </FormField>
      </ColumnLayout>
      {text(['note', { optional: true }])}
      <ColumnLayout columns={2}>{CHINESE.map(text)}</ColumnLayout>
    </SpaceBetween>
  );
}
