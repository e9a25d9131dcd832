import { expect, test } from '@playwright/test';
import { apiAs, inviteUser, unique, uploadTextFile } from './admin';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { sessionOf } from './signedIn';

test.describe('administration: audit log and file log', () => {
  test.beforeEach(async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
  });

  test('the audit log filters by user and action and shows a change before and after', async ({ page }) => {
    const login = await inviteUser(page, 'Company user', 'aud');
    const { items } = await apiAs<{ items: { id: string; login: string; version: number; roleId: string }[] }>(
      page,
      'GET',
      `/api/userInfos/all?search=${login}`,
    );
    const user = items.find((u) => u.login === login)!;
    await apiAs(page, 'PUT', `/api/userInfo/${user.id}`, {
      firstName: 'Evan',
      lastName: 'Tester',
      email: `${login}@example.com`,
      langKey: 'en',
      roleId: user.roleId,
      activated: false,
      version: user.version,
    });

    await page.goto('/administration/audit_log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('From').fill('31-02-2025');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    // A day the calendar lacks is named as such; a wrong form gets the form.
    await expect(filters.getByText('There is no such day: check the day and the month.')).toBeVisible();
    await filters.getByLabel('From').fill('2025/02/01');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(filters.getByText('Enter a date as DD-MM-YYYY.')).toBeVisible();
    await filters.getByLabel('From').fill('');
    await filters.getByLabel('User').fill('acme.admin');
    await filters.getByLabel('Action').fill('user.update');
    await filters.getByRole('button', { name: 'Apply filters' }).click();

    // Actions in words (the key stays in the cell's tooltip).
    const entry = page.getByRole('row').filter({ hasText: 'Updated a user' }).first();
    await expect(entry).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Added a user' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'user.update' })).toHaveCount(0);
    // In words: the user the change was about by name, the actor by name and login, no keys.
    await expect(entry).toContainText('User · Evan Tester');
    await expect(entry).toContainText(/\S+ \S+ \(acme\.admin\)/);
    await expect(page.getByRole('row').filter({ hasText: /T#|USER#/ })).toHaveCount(0);
    await entry.getByRole('radio').check();
    const change = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'firstName' }) });
    await expect(change).toContainText('Eve');
    await expect(change).toContainText('Evan');
    await expect(change).toContainText('Changed');
  });

  test('the file log lists an upload', async ({ page, request }) => {
    const name = `${unique('evidence-')}.txt`;
    await uploadTextFile(page, request, name, '2025-12-31');
    await page.goto('/administration/file_log');
    await expect(page.getByRole('heading', { level: 1, name: 'File log' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Uploaded');
    await expect(row).toContainText('acme.admin');
    await expect(row).toContainText('31-12-2025');
  });

  test('both logs are axe-clean in English and Simplified Chinese', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/administration/audit_log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByRole('row').nth(1).getByRole('radio').check();
    await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'audit log with an entry (en)');
    await page.goto('/administration/file_log');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    // Checked once the table has settled: while it loads, its scroll wrapper holds nothing focusable.
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'file log (en)');

    // Not by signing out: that would end the sign-in every other test shares.
    await sessionOf(page, demoUsers.globexAdmin);
    for (const [path, title] of [
      ['audit_log', '审计日志'],
      ['file_log', '文件日志'],
    ]) {
      await page.goto(`/administration/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/加载中/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `${path} (cn)`);
    }
  });
});
