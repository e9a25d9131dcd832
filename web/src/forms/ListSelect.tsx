import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import type { SelectField } from '@esg/core/catalogue/types';
import { useTranslation } from 'react-i18next';
import { usePageForm } from './context';
import { formsNs } from './i18n';

interface Props {
  field: SelectField;
  path: string;
  ariaLabel?: string;
}

/** One or several values of a known list: stable keys stored, labels in the interface language. */
export function ListSelect({ field, path, ariaLabel }: Props) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly, optionsOf } = usePageForm();
  const options = optionsOf(field.list) ?? [];
  const value = valueAt(path);
  if (field.kind === 'multiSelect') {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    return (
      <Multiselect
        selectedOptions={chosen.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v })}
        options={options}
        placeholder={t('chooseMany')}
        ariaLabel={ariaLabel}
        readOnly={readOnly}
        onChange={({ detail }) =>
          change(
            path,
            detail.selectedOptions.map((o) => o.value ?? ''),
          )
        }
      />
    );
  }
  const selected = typeof value === 'string' && value ? (options.find((o) => o.value === value) ?? null) : null;
  return (
    <Select
      selectedOption={selected}
      // A choice can be taken back; where an answer is required the check then says so.
      options={[{ value: '', label: t('none') }, ...options]}
      placeholder={t('choose')}
      ariaLabel={ariaLabel}
      readOnly={readOnly}
      onChange={({ detail }) => change(path, detail.selectedOption.value ?? '')}
    />
  );
}
