import Input from '@cloudscape-design/components/input';
import type { NumberField } from '@esg/core/catalogue/types';
import { usePageForm } from './context';
import { filterNumberText } from './numberText';

interface Props {
  field: NumberField;
  path: string;
  ariaLabel?: string;
}

/** Decimal text as typed (docs/decisions/0011): only digits and one decimal point get in. */
export function NumberInput({ field, path, ariaLabel }: Props) {
  const { valueAt, change, readOnly } = usePageForm();
  const value = valueAt(path);
  const allowNegative = field.validation?.allowNegative ?? false;
  return (
    <Input
      value={typeof value === 'string' ? value : ''}
      inputMode="decimal"
      ariaLabel={ariaLabel}
      // A derived value is the server's result of the formula: shown, never typed.
      readOnly={readOnly || Boolean(field.formula)}
      onChange={({ detail }) => change(path, filterNumberText(detail.value, allowNegative))}
    />
  );
}
