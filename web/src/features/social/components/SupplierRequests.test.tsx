import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { supplierRoutes } from '@esg/core/contract/suppliers';
import type { SupplierRequestView } from '@esg/core/schemas/suppliers';
import { formatDateTime } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { sessionStore } from '../../../session/store';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { signInWith } from '../../../test/session';
import '../i18n';
import { SupplierRequests } from './SupplierRequests';

/** A supplier is reminded at most once a day (ADR 0119 amended): the list says when, the action waits, a refusal says until when. */
const YEAR = '2025-12-31';
const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
const request = (id: string, supplierName: string, over: Partial<SupplierRequestView>): SupplierRequestView => ({
  id,
  supplierName,
  contactName: 'Wing Chan',
  email: 'wing@example.com',
  language: 'en',
  dueDate: '2026-01-31',
  status: 'sent',
  sentAt: ago(72),
  openedAt: null,
  submittedAt: null,
  withdrawnAt: null,
  reminders: 0,
  remindedAt: null,
  nextReminderAt: null,
  answer: null,
  version: 1,
  ...over,
});
const remindedAt = ago(1);
const nextReminderAt = new Date(Date.parse(remindedAt) + 24 * HOUR).toISOString();
const RECENT = request('01J00000000000000000000001', 'Lantau Foods Ltd', { reminders: 1, remindedAt, nextReminderAt });
const DUE = request('01J00000000000000000000002', 'Tai Po Metals Ltd', {});

beforeEach(() => {
  signInWith(['company:read', 'company:write']);
  fakeApi.on(supplierRoutes.supplierRequests, () => ({
    yearEnd: YEAR,
    locked: false,
    requests: [RECENT, DUE],
    tCO2e: '0',
  }));
});
afterEach(() => {
  act(() => {
    sessionStore.clear();
    notifications.clear();
  });
});

describe('reminding a supplier (ADR 0119 amended)', () => {
  it.each([
    [
      'en',
      'Send reminder',
      `Reminded once, ${formatDateTime(remindedAt)}`,
      `Next reminder from ${formatDateTime(nextReminderAt)}`,
    ],
    [
      'hk',
      '發送提示',
      `已於 ${formatDateTime(remindedAt)} 提示`,
      `下次提示可於 ${formatDateTime(nextReminderAt)} 起發送`,
    ],
    [
      'cn',
      '发送提醒',
      `已于 ${formatDateTime(remindedAt)} 提醒`,
      `下次提醒可于 ${formatDateTime(nextReminderAt)} 起发送`,
    ],
  ] as const)(
    'says when it was reminded and disables the reminder until a day after (%s)',
    async (language, remind, reminded, next) => {
      renderWidget(<SupplierRequests year={YEAR} />, { language });
      const recent = await screen.findByRole('button', { name: `${remind}: Lantau Foods Ltd` });
      expect(recent.hasAttribute('disabled') || recent.getAttribute('aria-disabled') === 'true').toBe(true);
      expect(screen.getAllByText((_, el) => el?.textContent === reminded).length).toBeGreaterThan(0);
      // The date in it kept whole (DatesKeptWhole): the sentence reads whole across its parts.
      expect(screen.getAllByText((_, el) => el?.textContent === next).length).toBeGreaterThan(0);
      // A request mailed three days ago can be reminded.
      const due = screen.getByRole('button', { name: `${remind}: Tai Po Metals Ltd` });
      expect(due.hasAttribute('disabled') || due.getAttribute('aria-disabled') === 'true').toBe(false);
    },
  );

  it.each([
    ['en', `The next reminder can be sent from ${formatDateTime(nextReminderAt)} (Hong Kong time).`],
    ['hk', `下次提示可於 ${formatDateTime(nextReminderAt)}（香港時間）起發送。`],
  ] as const)(
    'says, when the API refuses a reminder as too soon, from when the next can go (%s)',
    async (language, text) => {
      fakeApi.on(supplierRoutes.remindSupplierRequest, () => {
        const message = 'This supplier was sent the request or a reminder less than 24 hours ago.';
        throw apiError(429, message, undefined, 'supplierReminderTooSoon', { nextReminderAt });
      });
      const { user } = renderWidget(<SupplierRequests year={YEAR} />, { language });
      const remind = language === 'en' ? 'Send reminder' : '發送提示';
      await user.click(await screen.findByRole('button', { name: `${remind}: Tai Po Metals Ltd` }));
      await waitFor(() => expect(notifications.list().map((n) => n.text)).toHaveLength(1));
      const [notice] = notifications.list();
      expect(notice).toMatchObject({ type: 'error' });
      expect(notice!.text).toContain(text);
      expect(notice!.text).not.toMatch(/\{\{|nextReminderAt|\d{4}-\d{2}-\d{2}T/);
    },
  );
});

describe('the supplier requests at 1366 px beside the tutorial panel', () => {
  it('shows six columns, each beside the sticky actions: the due date under the status, the mail’s language under the contact, the reminders under the actions', async () => {
    const { page } = renderWidget(<SupplierRequests year={YEAR} />, { language: 'cn' });
    await screen.findByText('Lantau Foods Ltd');
    const table = page.findTable()!;
    const headers = table.findColumnHeaders().map((h) => h.getElement().textContent);
    expect(headers).toEqual(['供应商', '状态', '联系人', '归属于贵公司（吨二氧化碳当量）', '操作']);
    expect(table.findBodyCell(1, 2)!.getElement().textContent).toBe('已发送回复期限 31-01-2026');
    const contact = table.findBodyCell(1, 3)!.getElement();
    expect(contact.textContent).toBe('Wing Chanwing@example.com电邮语言：English');
    // The language's name on one line: never 繁體 / 中文.
    expect(within(contact).getByText('English').style.whiteSpace).toBe('nowrap');
    const email = screen.getAllByText('wing@example.com')[0]!;
    expect(email.style.overflowWrap).toBe('anywhere');
    expect(table.findBodyCell(1, 5)!.getElement().textContent).toContain(`已于 ${formatDateTime(remindedAt)} 提醒`);
  });

  it('counts the reminders sent (en)', async () => {
    fakeApi.on(supplierRoutes.supplierRequests, () => ({
      yearEnd: YEAR,
      locked: false,
      requests: [{ ...RECENT, reminders: 3 }],
      tCO2e: '0',
    }));
    renderWidget(<SupplierRequests year={YEAR} />, { language: 'en' });
    const reminded = `Reminded 3 times, last ${formatDateTime(remindedAt)}`;
    expect((await screen.findAllByText((_, el) => el?.textContent === reminded)).length).toBeGreaterThan(0);
  });
});
