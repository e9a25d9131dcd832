import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from '../test/render';
import { NumberInput } from './NumberInput';

function Field({ whole, allowNegative, initial = '' }: { whole?: boolean; allowNegative?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <NumberInput
        ariaLabel="Amount"
        value={value}
        onChange={setValue}
        {...(whole ? { whole } : {})}
        {...(allowNegative ? { allowNegative } : {})}
      />
      <output data-testid="held">{value}</output>
    </>
  );
}
const input = () => screen.getByLabelText('Amount') as HTMLInputElement;

describe('NumberInput: the one number field (ADR 0068)', () => {
  it.each(['1.2.3', '-50', 'abc12', 'four'])('keeps "%s" exactly as typed and marks it invalid', async (typed) => {
    const { user } = renderWidget(<Field />);
    await user.type(input(), typed);
    expect(input().value).toBe(typed);
    expect(screen.getByTestId('held').textContent).toBe(typed);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('replacing a saved figure with words holds the words, not a blank', async () => {
    const { user } = renderWidget(<Field initial="120" />);
    await user.clear(input());
    await user.type(input(), 'four');
    expect(screen.getByTestId('held').textContent).toBe('four');
  });

  it('takes a pasted figure as pasted', async () => {
    const { user } = renderWidget(<Field />);
    input().focus();
    await user.paste('12,345.60 HKD');
    expect(input().value).toBe('12,345.60 HKD');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('a whole-number field (a 1–10 score) keeps "7.5" and marks it invalid', async () => {
    const { user } = renderWidget(<Field whole />);
    await user.type(input(), '7.5');
    expect(input().value).toBe('7.5');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().inputMode).toBe('numeric');
  });

  it('a number the field takes is valid; a minus is valid where negatives are', async () => {
    const { user } = renderWidget(<Field allowNegative />);
    await user.type(input(), '-3.5');
    expect(input().value).toBe('-3.5');
    expect(input().getAttribute('aria-invalid')).not.toBe('true');
  });
});
