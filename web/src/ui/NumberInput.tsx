import Input, { type InputProps } from '@cloudscape-design/components/input';
import { numberTextProblem } from './numberText';

type Props = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  value: string;
  onChange: (text: string) => void;
  /** Whole numbers only (headcounts, number of shops): a decimal point marks the field invalid. */
  whole?: boolean;
  /** A leading minus, where the field allows negatives. */
  allowNegative?: boolean;
  /**
   * The rule of a field whose save tidies the text first (the monthly drawer trims ' 12 ' and sends '.5' as
   * 0.5): what it refuses, and shows a message for, is what marks the field invalid — never a stricter rule
   * that would outline a figure the save takes. By default, the catalogue's (`numberTextProblem`).
   */
  problem?: (text: string) => unknown;
};

/**
 * The one number field of the app (ADR 0068): the text stays exactly as typed or pasted
 * (docs/decisions/0068) and the field is marked invalid while it is not a number the field
 * takes; the form's check names the problem and refuses to save it. The value stays text
 * (docs/decisions/0011), so nothing is rounded by binary floating point.
 */
export function NumberInput({
  value,
  onChange,
  whole = false,
  allowNegative = false,
  problem,
  invalid,
  ...rest
}: Props) {
  const refused = problem ? problem(value) : numberTextProblem(value, allowNegative, whole);
  return (
    <Input
      {...rest}
      value={value}
      invalid={invalid || (refused !== undefined && refused !== null)}
      inputMode={whole ? 'numeric' : 'decimal'}
      onChange={({ detail }) => onChange(detail.value)}
    />
  );
}
