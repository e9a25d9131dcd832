import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useNavOrientationRepair } from './ariaRepair';

function Layout({ late }: { late: boolean }) {
  useNavOrientationRepair();
  return (
    <div>
      <nav aria-label="Menu" aria-orientation="horizontal" data-testid="first" />
      {late && <nav aria-label="Again" aria-orientation="horizontal" data-testid="late" />}
      <div role="toolbar" aria-label="Drawers" aria-orientation="horizontal" data-testid="toolbar" />
    </div>
  );
}

describe('the shell’s repair of the phone toolbar (ADR 0159)', () => {
  it('takes aria-orientation off a nav on mount and off one drawn later, and leaves a toolbar’s', async () => {
    const view = render(<Layout late={false} />);
    await waitFor(() => expect(view.getByTestId('first').hasAttribute('aria-orientation')).toBe(false));
    view.rerender(<Layout late />);
    await waitFor(() => expect(view.getByTestId('late').hasAttribute('aria-orientation')).toBe(false));
    expect(view.getByTestId('toolbar').getAttribute('aria-orientation')).toBe('horizontal');
  });
});
