import type { NumberField } from '@esg/core/catalogue/types';
import { NumberInput as NumberText } from '../ui/NumberInput';
import { useTranslation } from 'react-i18next';
import { usePageForm } from './context';
import { formsNs } from './i18n';

interface Props {
  field: NumberField;
  path: string;
  ariaLabel?: string;
}

/** A catalogue number field (docs/decisions/0011) through the app's one number input; whole-number fields take no point. */
export function NumberInput({ field, path, ariaLabel }: Props) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly } = usePageForm();
  const value = valueAt(path);
  // A derived figure the server left out because its inputs are missing reads "Not entered", never 0 (docs/decisions/0069).
  const notEntered = field.formula && typeof value !== 'string' ? { placeholder: t('notEntered') } : {};
  return (
    <NumberText
      value={typeof value === 'string' ? value : ''}
      whole={field.validation?.integer ?? false}
      allowNegative={field.validation?.allowNegative ?? false}
      ariaLabel={ariaLabel}
      {...notEntered}
      // A derived value is the server's result of the formula: shown, never typed.
      readOnly={readOnly || Boolean(field.formula)}
      onChange={(text) => change(path, text)}
    />
  );
}
