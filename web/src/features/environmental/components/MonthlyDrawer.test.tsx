import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import { filesRoutes } from '@esg/core/contract/files';
import type { FileView } from '@esg/core/schemas/files';
import { apiError, conflictError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { notifications } from '../../../notifications/store';
import { MonthlyDrawer } from './MonthlyDrawer';
import { CONFLICT, YEAR, electricityRow as row, rowList as list } from './rowFixtures';

const bill = (id: string, name: string, month: number): FileView => ({
  id,
  name,
  type: 'application/pdf',
  size: 4096,
  module: 'evidence',
  yearEnd: YEAR,
  uploadedBy: 'acme.admin',
  uploadedAt: '2025-04-02T09:00:00.000Z',
  target: { kind: 'row', resource: 'electricity', row: row.id, month },
});

function openDrawer(readOnly?: 'printed' | 'submitted' | 'approved' | 'role', evidence: FileView[] = []) {
  fakeApi.on(filesRoutes.listEvidence, () => evidence);
  const onClose = vi.fn();
  const view = renderWidget(
    <MonthlyDrawer
      type="electricity"
      year={YEAR}
      row={row}
      rowName="CLP Power"
      locationName="Head office"
      readOnly={readOnly}
      onClose={onClose}
    />,
  );
  return { ...view, onClose, unsaved: () => screen.queryByRole('alertdialog') };
}

describe('monthly drawer: unsaved changes', () => {
  it('asks before closing with typed months; Cancel keeps them, Close without saving drops them', async () => {
    const { user, onClose, unsaved } = openDrawer();
    // Nothing entered yet is not a total of 0 (ADR 0069).
    expect(screen.getByTestId('drawer-total').textContent).toBe('Not entered');
    await user.type(screen.getByLabelText('Jan 2025'), '1234.5');
    expect(screen.getByTestId('drawer-total').textContent).toBe('1,234.5 kWh');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(unsaved()?.textContent).toContain(
      'You have unsaved changes. Are you sure you want to close the monthly drawer without saving them?',
    );
    // The safe choice has the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(unsaved()).toBeNull();
    expect((screen.getByLabelText('Jan 2025') as HTMLInputElement).value).toBe('1234.5');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Close without saving' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once when nothing was changed', async () => {
    const { user, onClose, unsaved } = openDrawer();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(unsaved()).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a printed year is read-only and closes without asking', async () => {
    const { user, onClose, page } = openDrawer('printed');
    const drawer = page.findModal()!;
    expect(drawer.findHeader().getElement().textContent).toBe('Monthly figures of CLP Power');
    expect(drawer.findContent().findAlert()!.getElement().textContent).toBe('Read-only: this year is printed.');
    expect((screen.getByLabelText('Jan 2025') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a location submitted for review is read-only and says how to change it (ADR 0102)', async () => {
    const { page } = openDrawer('submitted');
    expect(page.findModal()!.findContent().findAlert()!.getElement().textContent).toBe(
      'Read-only: this location is submitted for review. To change its figures, withdraw the submission or ask a reviewer to return it.',
    );
    expect((screen.getByLabelText('Jan 2025') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('monthly drawer: saving', () => {
  it('a stale save gets the concurrency message; Reload bases the next save on the latest version, keeping what was typed', async () => {
    const { user, onClose } = openDrawer();
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(409, CONFLICT);
    });
    fakeApi.on(environmentalRoutes.listResourceRows, () =>
      list([{ ...row, version: 4, months: ['7', ...row.months.slice(1)] }]),
    );
    await user.type(screen.getByLabelText('Feb 2025'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain(CONFLICT);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByText('The latest version was loaded.', { exact: false });
    expect((screen.getByLabelText('Feb 2025') as HTMLInputElement).value).toBe('10');

    fakeApi.on(environmentalRoutes.saveResourceRows, ({ body }) => list([{ ...row, ...body.rows[0]!, id: row.id }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const sent = fakeApi.calls(environmentalRoutes.saveResourceRows).at(-1)!.body.rows[0]!;
    expect(sent.version).toBe(4);
    // The month typed here on top of the latest version: the other user's January is kept, not blanked again.
    expect(sent.months.slice(0, 2)).toEqual(['7', '10']);
  });

  it('a 409 carries the rows as stored now: Reload takes the row’s version from it, with no read of the list', async () => {
    const { user, onClose, queryClient } = openDrawer();
    const theirs = list([{ ...row, version: 9, months: ['7', ...row.months.slice(1)] }]);
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw conflictError(theirs);
    });
    await user.type(screen.getByLabelText('Feb 2025'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain(CONFLICT);

    // Save is at the drawer's foot: the refusal takes the focus and is announced.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByText('The latest version was loaded.', { exact: false });
    expect((screen.getByLabelText('Feb 2025') as HTMLInputElement).value).toBe('10');
    // The month not typed here shows what the other user stored.
    expect((screen.getByLabelText('Jan 2025') as HTMLInputElement).value).toBe('7');
    expect(fakeApi.calls(environmentalRoutes.listResourceRows)).toHaveLength(0);
    // The table behind the drawer shows the rows as stored now too.
    expect(queryClient.getQueryData(['environmental', 'year', YEAR, 'rows', 'electricity'])).toEqual(theirs);

    fakeApi.on(environmentalRoutes.saveResourceRows, ({ body }) => list([{ ...row, ...body.rows[0]!, id: row.id }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(environmentalRoutes.saveResourceRows).at(-1)!.body.rows[0]!.version).toBe(9);
  });

  it('a figure typed with spaces around it is one the save takes: not outlined, sent trimmed', async () => {
    const { user, onClose } = openDrawer();
    const feb = screen.getByLabelText('Feb 2025');
    await user.type(feb, ' 12 ');
    expect(feb.getAttribute('aria-invalid')).not.toBe('true');
    // What the drawer refuses is outlined and says why, tied to the field.
    const jan = screen.getByLabelText('Jan 2025');
    await user.type(jan, '1,000');
    expect(jan.getAttribute('aria-invalid')).toBe('true');
    const described = jan.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'Please enter digits and at most one decimal point.',
    );
    await user.clear(jan);
    fakeApi.on(environmentalRoutes.saveResourceRows, ({ body }) => list([{ ...row, ...body.rows[0]!, id: row.id }]));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(environmentalRoutes.saveResourceRows).at(-1)!.body.rows[0]!.months[1]).toBe('12');
  });

  it('a year printed meanwhile is said as such, not as a save to retry', async () => {
    const { user } = openDrawer();
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(423, 'This reporting year has been printed and is locked.', undefined, 'locked');
    });
    await user.type(screen.getByLabelText('Feb 2025'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(notifications.list().map((n) => n.text)).toContain(
        'This reporting year has been printed and locked in the meantime, so your changes cannot be saved. The page now shows the year read-only.',
      ),
    );
  });

  it('a location approved meanwhile is said as such: read-only until a reviewer reopens it (ADR 0102)', async () => {
    const { user } = openDrawer();
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(423, 'This page has been approved.', undefined, 'pageApproved');
    });
    await user.type(screen.getByLabelText('Feb 2025'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(notifications.list().map((n) => n.text)).toContain(
        'This page has been approved and is read-only until a reviewer reopens it.',
      ),
    );
  });

  it('a location submitted meanwhile is said as such, with how to change it (ADR 0102)', async () => {
    const { user } = openDrawer();
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(423, 'This page is submitted for review.', undefined, 'pageSubmitted');
    });
    await user.type(screen.getByLabelText('Feb 2025'), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(notifications.list().map((n) => n.text)).toContain(
        'This page is submitted for review and is read-only: ask a reviewer to return it, or withdraw the submission, to change it.',
      ),
    );
  });

  it('months keep what is typed; what is not a number is marked, never rewritten (ADR 0068)', async () => {
    const { user, page } = openDrawer();
    const marked = () =>
      page
        .findModal()!
        .findContent()
        .findAllFormFields()
        .flatMap((f) => (f.findError() ? [f.findLabel()!.getElement().textContent] : []));
    await user.type(screen.getByLabelText('Mar 2025'), '-12,5 kWh');
    await user.type(screen.getByLabelText('Apr 2025'), '1.2.3e4');
    expect((screen.getByLabelText('Mar 2025') as HTMLInputElement).value).toBe('-12,5 kWh');
    expect((screen.getByLabelText('Apr 2025') as HTMLInputElement).value).toBe('1.2.3e4');
    expect(marked()).toEqual(['Mar 2025', 'Apr 2025']);
    // The year total says it leaves them out, rather than quietly adding up the others.
    expect(screen.getByTestId('drawer-total-partial').textContent).toBe('The months to correct are not counted yet.');
    await user.clear(screen.getByLabelText('Mar 2025'));
    await user.clear(screen.getByLabelText('Apr 2025'));
    expect(marked()).toEqual([]);
    expect(screen.queryByTestId('drawer-total-partial')).toBeNull();
    // Too long for the API is still marked with the spec's message, before anything is sent.
    await user.type(screen.getByLabelText('May 2025'), '1'.repeat(31));
    expect(marked()).toEqual(['May 2025']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fakeApi.calls(environmentalRoutes.saveResourceRows)).toHaveLength(0);
  });
});

describe('monthly drawer: evidence per month (ADR 0029)', () => {
  const MARCH = bill('01JD0000000000000000000011', 'clp-march.pdf', 3);
  const OTHER_ROW = { ...bill('01JD0000000000000000000012', 'other.pdf', 3), target: { ...MARCH.target!, row: 'x' } };

  it('shows a paper clip per month with the files of that row month, and opens them', async () => {
    const { user } = openDrawer(undefined, [
      MARCH,
      bill('01JD0000000000000000000013', 'clp-march-2.pdf', 3),
      OTHER_ROW,
    ]);
    await waitFor(() => expect(screen.getByTestId('evidence-month-3').textContent).toBe('2'));
    expect(screen.getByTestId('evidence-month-1').textContent).toBe('0');
    expect(fakeApi.calls(filesRoutes.listEvidence)[0]).toMatchObject({ query: { resource: 'electricity' } });
    await user.click(screen.getByRole('button', { name: 'Evidence for CLP Power – Mar 2025: 2' }));
    const panel = screen.getByTestId('month-evidence');
    expect(within(panel).getByText('clp-march.pdf')).toBeTruthy();
    expect(within(panel).queryByText('other.pdf')).toBeNull();
    expect(within(panel).getByText('Files to upload')).toBeTruthy();
  });

  it('a printed year shows only the months that have evidence, download only', async () => {
    const { user } = openDrawer('printed', [MARCH]);
    await waitFor(() => expect(screen.getByTestId('evidence-month-3').textContent).toBe('1'));
    expect(screen.queryByTestId('evidence-month-1')).toBeNull();
    await user.click(screen.getByTestId('evidence-month-3'));
    expect(within(screen.getByTestId('month-evidence')).queryByText('Files to upload')).toBeNull();
  });
});
