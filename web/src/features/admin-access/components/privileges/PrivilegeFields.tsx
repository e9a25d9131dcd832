import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ns } from '../../i18n';

export interface PrivilegeValues {
  privilegekey: string;
  nameen: string;
  namezht: string;
  namezhs: string;
  status: 'ACTIVE' | 'INACTIVE';
}

interface Props {
  values: PrivilegeValues;
  /** Fields whose value the schema refused. */
  invalid: string[];
  keyFixed: boolean;
  onChange: (patch: Partial<PrivilegeValues>) => void;
}

/** The spec's privilege fields: key, names in en / zh-HK / zh-CN, status. */
export function PrivilegeFields({ values, invalid, keyFixed, onChange }: Props) {
  const { t } = useTranslation(ns);
  const name = (field: 'nameen' | 'namezht' | 'namezhs', lang: string) => (
    <FormField
      label={t(field)}
      controlId={`privilege-${field}`}
      errorText={invalid.includes(field) ? t('privilegeNameInvalid') : undefined}
    >
      <Input
        controlId={`privilege-${field}`}
        value={values[field]}
        onChange={({ detail }) => onChange({ [field]: detail.value })}
        nativeInputAttributes={{ lang }}
      />
    </FormField>
  );
  return (
    <SpaceBetween size="m">
      <FormField
        label={t('key')}
        controlId="privilege-key"
        constraintText={keyFixed ? undefined : t('keyHint')}
        errorText={invalid.includes('privilegekey') ? t('keyInvalid') : undefined}
      >
        <Input
          controlId="privilege-key"
          value={values.privilegekey}
          readOnly={keyFixed}
          onChange={({ detail }) => onChange({ privilegekey: detail.value })}
        />
      </FormField>
      {name('nameen', 'en')}
      {name('namezht', 'zh-HK')}
      {name('namezhs', 'zh-CN')}
      <FormField label={t('status')}>
        <RadioGroup
          value={values.status}
          onChange={({ detail }) => onChange({ status: detail.value as PrivilegeValues['status'] })}
          items={[
            { value: 'ACTIVE', label: t('ACTIVE') },
            { value: 'INACTIVE', label: t('INACTIVE') },
          ]}
        />
      </FormField>
    </SpaceBetween>
  );
}
