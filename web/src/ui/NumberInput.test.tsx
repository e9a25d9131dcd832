import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../test/render';
import { NumberInput } from './NumberInput';

function Field({ whole, allowNegative }: { whole?: boolean; allowNegative?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <NumberInput
      ariaLabel="Amount"
      value={value}
      onChange={setValue}
      {...(whole ? { whole } : {})}
      {...(allowNegative ? { allowNegative } : {})}
    />
  );
}
const input = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('NumberInput: the one number field (spec §5, issue 13)', () => {
  it('takes digits and one decimal point; letters, signs and separators are refused as typed', async () => {
    const { user } = renderWidget(<Field />);
    await user.type(input(), '-1,250.7.5e3 kWh');
    expect(input().value).toBe('1250.753');
    expect(input().inputMode).toBe('decimal');
  });

  it('takes a pasted figure without its thousands separators and unit', async () => {
    const { user } = renderWidget(<Field />);
    input().focus();
    await user.paste('12,345.60 HKD');
    expect(input().value).toBe('12345.60');
  });

  it('a whole-number field (headcount, number of shops) refuses the decimal point too', async () => {
    const { user } = renderWidget(<Field whole />);
    await user.type(input(), '12.5 staff');
    expect(input().value).toBe('125');
    expect(input().inputMode).toBe('numeric');
  });

  it('keeps a leading minus only where the field allows negatives', async () => {
    const { user } = renderWidget(<Field allowNegative />);
    await user.type(input(), '-3.5');
    expect(input().value).toBe('-3.5');
  });
});
