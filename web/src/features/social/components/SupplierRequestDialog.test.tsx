import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { supplierRoutes } from '@esg/core/contract/suppliers';
import { fakeApi, fieldRefusal } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { SupplierRequestDialog } from './SupplierRequestDialog';

const YEAR = '2025-12-31';

/** The API's refusal of a due day out of range, as it sends it. */
const dueRefused = () => fieldRefusal('supplierDueDate', 'body.dueDate');

async function fillIn(language: 'en' | 'hk', due: string) {
  const onClose = vi.fn();
  const { user } = renderWidget(<SupplierRequestDialog year={YEAR} onClose={onClose} />, { language });
  const [supplier, contact, email, day] = screen.getAllByRole('textbox');
  await user.type(supplier!, 'Lantau Foods Ltd');
  await user.type(contact!, 'Wing Chan');
  await user.type(email!, 'wing@example.com');
  await user.type(day!, due);
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Send request' : '發送請求' }));
  return { onClose, day: day! };
}

describe('the new supplier request dialog', () => {
  it('takes the due day as every screen shows it (DD-MM-YYYY) and sends it as stored', async () => {
    fakeApi.on(supplierRoutes.sendSupplierRequest, ({ body }) => ({
      ...body,
      id: '01J00000000000000000000000',
      status: 'sent' as const,
      sentAt: '2026-11-30T10:00:00Z',
      openedAt: null,
      submittedAt: null,
      withdrawnAt: null,
      reminders: 0,
      remindedAt: null,
      nextReminderAt: '2026-12-01T10:00:00Z',
      answer: null,
      version: 1,
    }));
    const { onClose } = await fillIn('en', '31-01-2027');
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fakeApi.calls(supplierRoutes.sendSupplierRequest)[0]!.body).toMatchObject({ dueDate: '2027-01-31' });
  });

  it('says the API’s refusal of the due day at its field in the reader’s language, and stays open (hk)', async () => {
    fakeApi.on(supplierRoutes.sendSupplierRequest, () => {
      throw dueRefused();
    });
    const { onClose, day } = await fillIn('hk', '01-01-2020');
    expect(await screen.findByText('回覆限期必須為今天或之後，且不超過兩年。')).toBeTruthy();
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a day not written DD-MM-YYYY before anything is sent', async () => {
    fakeApi.on(supplierRoutes.sendSupplierRequest, () => {
      throw new Error('not to be sent');
    });
    await fillIn('en', '2027/01/31');
    expect(await screen.findByText('Enter the day the answer is due (DD-MM-YYYY).')).toBeTruthy();
    expect(fakeApi.calls(supplierRoutes.sendSupplierRequest)).toEqual([]);
  });
});
