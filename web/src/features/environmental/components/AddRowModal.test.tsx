import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { environmentalRoutes } from '@esg/core/contract/environmental';
import { catalogueEnglish, fieldIssuesOf } from '@esg/core/catalogue/zodRules';
import { ATTRIBUTES } from '@esg/core/schemas/resources';
import { fakeApi, validationError } from '../../../test/fakeApi';
import { notifications } from '../../../notifications/store';
import { renderWidget } from '../../../test/render';
import { AddRowModal } from './AddRowModal';
import { YEAR, answerCatalogues, electricityRow, rowList } from './rowFixtures';

async function openAdd(language: 'en' | 'hk' | 'cn' = 'en') {
  answerCatalogues();
  const onClose = vi.fn();
  const view = renderWidget(
    <AddRowModal type="electricity" year={YEAR} locationId="hq" locationName="Head office" onClose={onClose} />,
    { language },
  );
  await vi.waitFor(() => expect(view.page.findModal()?.findContent().findInput()).toBeTruthy());
  return { ...view, onClose, dialog: view.page.findModal()! };
}

describe('add row dialog (ADR 0014)', () => {
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

  it.each([
    ['en', 'This field cannot be longer than 64 characters.'],
    ['hk', '此欄位不能超過 64 個字元。'],
    ['cn', '此字段不能超过 64 个字符。'],
  ] as const)(
    'a 65-character meter number refused by the API says the catalogue’s max length on the field (%s), no generic banner',
    async (language, message) => {
      const { user, dialog, onClose } = await openAdd(language);
      // The wire schema of the row's attributes, parsed and placed as the API does, so the issue is the one it sends.
      const account = 'M'.repeat(65);
      const parsed = ATTRIBUTES.electricity.safeParse({ supplier: 'hke', account }, { error: catalogueEnglish });
      expect(parsed.success).toBe(false);
      const issues = parsed.success ? [] : fieldIssuesOf(parsed.error, 'body.rows.0.attributes');
      fakeApi.on(environmentalRoutes.newResourceBatch, () => {
        throw validationError(...issues);
      });
      const supplier = dialog.findContent().findSelect()!;
      supplier.openDropdown();
      supplier.selectOptionByValue('hke');
      const input = dialog.findContent().findInput()!;
      input.setInputValue(account);
      await user.click(dialog.findFooter()!.findAllButtons().at(-1)!.getElement());
      await vi.waitFor(() => expect(fakeApi.calls(environmentalRoutes.newResourceBatch)).toHaveLength(1));
      const field = dialog
        .findContent()
        .findAllFormFields()
        .find((f) => f.findControl()?.findInput());
      await vi.waitFor(() => expect(field!.findError()?.getElement().textContent).toBe(message));
      expect(dialog.findContent().findAllAlerts()).toHaveLength(0);
      expect(notifications.list()).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
    },
  );
});
