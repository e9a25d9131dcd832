import type { NumberField } from '@esg/core/catalogue/types';
import { NumberInput as NumberText } from '../ui/NumberInput';
import { usePageForm } from './context';

interface Props {
  field: NumberField;
  path: string;
  ariaLabel?: string;
}

/** A catalogue number field (docs/decisions/0011) through the app's one number input; whole-number fields take no point. */
export function NumberInput({ field, path, ariaLabel }: Props) {
  const { valueAt, change, readOnly } = usePageForm();
  const value = valueAt(path);
  return (
    <NumberText
      value={typeof value === 'string' ? value : ''}
      whole={field.validation?.integer ?? false}
      allowNegative={field.validation?.allowNegative ?? false}
      ariaLabel={ariaLabel}
      // A derived value is the server's result of the formula: shown, never typed.
      readOnly={readOnly || Boolean(field.formula)}
      onChange={(text) => change(path, text)}
    />
  );
}
