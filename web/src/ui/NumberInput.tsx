import Input, { type InputProps } from '@cloudscape-design/components/input';
import { filterNumberText } from './numberText';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  value: string;
  onChange: (text: string) => void;
  /** Whole numbers only (headcounts, number of shops): no decimal point gets in. */
  whole?: boolean;
  /** A leading minus, where the field allows negatives. */
  allowNegative?: boolean;
};

/**
 * The one number field of the app (spec §5, issue 13): digits and one decimal point only, letters,
 * signs and separators dropped as they are typed or pasted, not refused on save. The value stays
 * text (docs/decisions/0011), so nothing is rounded by binary floating point.
 */
export function NumberInput({ value, onChange, whole = false, allowNegative = false, ...rest }: Props) {
  return (
    <Input
      {...rest}
      value={value}
      inputMode={whole ? 'numeric' : 'decimal'}
      onChange={({ detail }) => {
        const text = filterNumberText(detail.value, allowNegative, whole);
        // Nothing that can be kept was typed: the field stays as it was.
        if (text !== value) onChange(text);
      }}
    />
  );
}
