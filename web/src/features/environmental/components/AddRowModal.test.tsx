import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { AddRowModal } from './AddRowModal';
import { YEAR, answerCatalogues, electricityRow, rowList } from './rowFixtures';

async function openAdd() {
  answerCatalogues();
  const onClose = vi.fn();
  const view = renderWidget(
    <AddRowModal type="electricity" year={YEAR} locationId="hq" locationName="Head office" onClose={onClose} />,
  );
  await screen.findByLabelText('Meter or account number');
  return { ...view, onClose, dialog: view.page.findModal()! };
}

describe('add row dialog (issue 7)', () => {
  it('a supplier must be chosen: it is marked missing and nothing is sent', async () => {
    const { user, dialog, onClose } = await openAdd();
    expect(dialog.findHeader().getElement().textContent).toBe('Add a row for Head office');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const supplier = dialog.findContent().findFormField()!;
    expect(supplier.findError()!.getElement().textContent).toBe('Missing input.');
    expect(fakeApi.calls(environmentalRoutes.newResourceBatch)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the row with its supplier, account and the usual unit, months empty, and closes', async () => {
    const { user, dialog, onClose } = await openAdd();
    fakeApi.on(environmentalRoutes.newResourceBatch, () => rowList([electricityRow]));
    const supplier = dialog.findContent().findSelect()!;
    supplier.openDropdown();
    supplier.selectOptionByValue('hke');
    await user.type(screen.getByLabelText('Meter or account number'), 'M-7');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [call] = fakeApi.calls(environmentalRoutes.newResourceBatch);
    expect(call!.params).toEqual({ type: 'electricity' });
    expect(call!.body).toEqual({
      year: YEAR,
      rows: [
        {
          locationId: 'hq',
          unit: 'kWh',
          months: Array<string>(12).fill(''),
          attributes: { supplier: 'hke', account: 'M-7' },
        },
      ],
    });
  });
});
