import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import { apiError, conflictError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { EditRowModal } from './EditRowModal';
import { CONFLICT, YEAR, answerCatalogues, electricityRow as row, rowList } from './rowFixtures';

const ACCOUNT = 'Meter or account number';

async function openEdit() {
  answerCatalogues();
  const onClose = vi.fn();
  const view = renderWidget(
    <EditRowModal type="electricity" year={YEAR} row={row} locationName="Head office" onClose={onClose} />,
  );
  const account = (await screen.findByLabelText(ACCOUNT)) as HTMLInputElement;
  return { ...view, onClose, account };
}

describe('edit row dialog (ADR 0014)', () => {
  it('shows the row as stored: supplier, account and unit', async () => {
    const { page, account } = await openEdit();
    const dialog = page.findModal()!;
    expect(dialog.findHeader().getElement().textContent).toBe('Edit a row of Head office');
    expect(account.value).toBe('E-100');
    const [supplier, unit] = dialog.findContent().findAllSelects();
    expect(supplier!.findTrigger().getElement().textContent).toBe('CLP Power');
    expect(unit!.findTrigger().getElement().textContent).toBe('kWh');
  });

  it('a water row names its supply by the list, in the reader’s language; one typed through the API as typed', async () => {
    answerCatalogues();
    const water = { ...row, type: 'water' as const, unit: 'kWh', attributes: { source: 'municipal', account: 'W-1' } };
    const supply = (page: ReturnType<typeof renderWidget>['page']) =>
      page.findModal()!.findContent().findAllSelects()[0]!.findTrigger().getElement().textContent;
    const hk = renderWidget(
      <EditRowModal type="water" year={YEAR} row={water} locationName="總辦事處" onClose={vi.fn()} />,
      {
        language: 'hk',
      },
    );
    await screen.findByDisplayValue('W-1');
    expect(supply(hk.page)).toBe('市政供水');
    hk.unmount();
    const typed = { ...water, attributes: { source: 'Harbour intake', account: 'W-1' } };
    const en = renderWidget(
      <EditRowModal type="water" year={YEAR} row={typed} locationName="Head office" onClose={vi.fn()} />,
    );
    await screen.findByDisplayValue('W-1');
    expect(supply(en.page)).toBe('Harbour intake');
    await en.user.click(en.page.findModal()!.findContent().findAllSelects()[0]!.findTrigger().getElement());
    expect(screen.getByText('Municipal supply')).toBeTruthy();
    expect(screen.getByText('Harvested rainwater')).toBeTruthy();
  });

  it('the API’s field issues show on the field they concern; nothing closes', async () => {
    const { user, account, onClose } = await openEdit();
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(400, 'Bad Request', [
        { path: 'body.rows.0.attributes.account', message: 'Too long: at most 64 characters.' },
      ]);
    });
    await user.clear(account);
    await user.paste('X'.repeat(65));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long: at most 64 characters.')).toBeTruthy();
    expect(screen.getByLabelText(ACCOUNT).getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel with changes asks first; keeping them goes back to the form as it was', async () => {
    const { user, account, onClose } = await openEdit();
    await user.type(account, '-2');
    // The footer's Cancel: the dialog's close button is named Cancel too.
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    const unsaved = screen.getByRole('alertdialog');
    expect(unsaved.textContent).toContain(
      'You have unsaved changes. Are you sure you want to stop editing this row without saving them?',
    );
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(account.value).toBe('E-100-2');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a stale edit gets the concurrency message, shows the row as it is now and saves on its version', async () => {
    const { user, account, onClose } = await openEdit();
    const theirs = {
      ...row,
      version: 4,
      months: ['5', ...row.months.slice(1)],
      attributes: { ...row.attributes, account: 'THEIRS' },
    };
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw apiError(409, CONFLICT);
    });
    fakeApi.on(environmentalRoutes.listResourceRows, () => rowList([theirs]));
    await user.clear(account);
    await user.type(account, 'MINE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain(CONFLICT);
    await vi.waitFor(() => expect(account.value).toBe('THEIRS'));

    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([theirs]));
    await user.clear(account);
    await user.type(account, 'MINE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const sent = fakeApi.calls(environmentalRoutes.saveResourceRows).at(-1)!.body.rows[0]!;
    // The other user's month goes back as it is now: not overwritten.
    expect({ version: sent.version, jan: sent.months[0], account: sent.attributes.account }).toEqual({
      version: 4,
      jan: '5',
      account: 'MINE',
    });
  });

  it('a 409 carries the rows as stored now: the form shows the row from it, with no read of the list', async () => {
    const { user, account, onClose } = await openEdit();
    const theirs = { ...row, version: 6, attributes: { ...row.attributes, account: 'THEIRS' } };
    fakeApi.on(environmentalRoutes.saveResourceRows, () => {
      throw conflictError(rowList([theirs]));
    });
    await user.clear(account);
    await user.type(account, 'MINE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('conflict')).textContent).toContain(CONFLICT);
    await vi.waitFor(() => expect(account.value).toBe('THEIRS'));
    expect(fakeApi.calls(environmentalRoutes.listResourceRows)).toHaveLength(0);

    fakeApi.on(environmentalRoutes.saveResourceRows, () => rowList([theirs]));
    await user.clear(account);
    await user.type(account, 'MINE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fakeApi.calls(environmentalRoutes.saveResourceRows).at(-1)!.body.rows[0]!.version).toBe(6);
  });
});
