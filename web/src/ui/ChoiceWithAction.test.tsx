import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Button from '@cloudscape-design/components/button';
import { renderWidget } from '../test/render';
import { ChoiceWithAction, type Choice } from './ChoiceWithAction';

type Edition = '' | 'true' | 'false';
const OPTIONS: Choice<Edition>[] = [
  { value: '', label: 'If the company’s language is Simplified Chinese' },
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

function Form() {
  const [value, setValue] = useState<Edition>('');
  const [sent, setSent] = useState<string>();
  return (
    <>
      <ChoiceWithAction
        label="Simplified Chinese edition"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        action={<Button onClick={() => setSent(value || 'company')}>Print publication pack</Button>}
      />
      <output data-testid="sent">{sent}</output>
    </>
  );
}

describe('ChoiceWithAction: a choice and the action that uses it', () => {
  it('labels the choice, shows the first option until one is picked, and the action sends what was picked', async () => {
    const { page, user } = renderWidget(<Form />);
    const field = page.findFormField()!;
    expect(field.findLabel()!.getElement().textContent).toBe('Simplified Chinese edition');
    const select = field.findControl()!.findSelect()!;
    expect(select.findTrigger().getElement().textContent).toContain('If the company’s language is Simplified Chinese');

    await user.click(screen.getByRole('button', { name: 'Print publication pack' }));
    expect(screen.getByTestId('sent').textContent).toBe('company');

    await user.click(select.findTrigger().getElement());
    await user.click(screen.getByText('No'));
    expect(select.findTrigger().getElement().textContent).toContain('No');
    await user.click(screen.getByRole('button', { name: 'Print publication pack' }));
    expect(screen.getByTestId('sent').textContent).toBe('false');
  });

  it('puts the action in the field’s secondary control, which stacks under the choice on a narrow screen', () => {
    const { page } = renderWidget(<Form />);
    const secondary = page.findFormField()!.findSecondaryControl()!;
    expect(secondary.getElement().textContent).toBe('Print publication pack');
  });
});
