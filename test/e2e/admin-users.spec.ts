import { expect, test } from '@playwright/test';
import { activateInBrowser, activationLink, inviteUser, latestMail, unique } from './admin';
import { DIALOG, expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { AdminUsersPage } from './pages/AdminUsersPage';
import { LoginPage } from './pages/LoginPage';
import { dropSharedSession, sessionOf } from './signedIn';

const CONFLICT = 'Another user modified this data at the same time as you. Your changes were rejected.';
const PASSWORD = 'Invited-pass-2026!';

test.describe('administration: users', () => {
  test('an invited user gets the activation mail, activates and signs in', async ({ page, request }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const users = new AdminUsersPage(page);
    await users.goto();

    // The form checks the spec's rules before anything is sent.
    await users.action('Create user').click();
    await users.dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(users.dialog.getByText('Your username is required.')).toBeVisible();
    await expect(users.dialog.getByText('Your first name is required.')).toBeVisible();
    await expect(users.dialog.getByText('Your email is required.')).toBeVisible();
    await expect(users.dialog.getByText('Choose a role.')).toBeVisible();
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();

    const login = unique('inv');
    const email = `${login}@example.com`;
    await users.createUser({ login, firstName: 'Ivy', lastName: 'Invitee', email, role: 'Company user' });
    await expect(page.getByText(`User ${login} created. An activation e-mail was sent to ${email}.`)).toBeVisible();
    await users.find(login);
    await expect(users.row(login)).toContainText('Invited');
    await expect(users.row(login)).toContainText('Link valid until');
    await expect(users.row(login)).toContainText('Company user');

    // The same login again is refused with the spec's message, under the field.
    await users.createUser({ login, firstName: 'Ivy', lastName: 'Again', email: `x${email}`, role: 'Company user' });
    await expect(users.dialog.getByText('Login name already used!')).toBeVisible();
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();

    const mail = await latestMail(request, email);
    expect(mail.subject).toBe('ESG Platform: activate your account');
    const link = activationLink(mail);

    await dropSharedSession(page);
    await activateInBrowser(page, link.path, PASSWORD);
    const signIn = new LoginPage(page);
    await signIn.goto();
    await signIn.signIn(login, PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ivy');
  });

  test('edit, assign a role, deactivate and activate with confirmation', async ({ page, request }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const login = await inviteUser(page, 'Company user');
    const users = new AdminUsersPage(page);
    await users.goto();
    await users.select(login);

    // An invitee's edit keeps the invitation as it is: still invited, its link still works.
    await users.action('Edit').click();
    await users.dialog.getByLabel('First name').fill('Evelyn');
    await users.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`User ${login} saved.`)).toBeVisible();
    await expect(users.row(login)).toContainText('Evelyn');
    await expect(users.row(login)).toContainText('Invited');
    await expect(users.action('Activate')).toHaveCount(0);

    await users.action('Assign role').click();
    await expect(users.dialog.getByText('Current role: Company user')).toBeVisible();
    await users.choose('Role', 'Company administrator');
    await users.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${login} now has the role Company administrator.`)).toBeVisible();
    await expect(users.row(login)).toContainText('Company administrator');

    // The invitee accepts; from then on the user is activated and deactivated as anyone.
    const link = activationLink(await latestMail(request, `${login}@example.com`));
    expect((await request.put(`/api/auth/activate/${link.key}`)).status()).toBe(200);
    await page.reload();
    await users.select(login);
    await expect(users.row(login)).toContainText('Activated');

    await users.action('Deactivate').click();
    await expect(users.dialog).toContainText(`Deactivate ${login}?`);
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(users.row(login)).toContainText('Activated');
    await users.action('Deactivate').click();
    await users.dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`User ${login} deactivated.`)).toBeVisible();
    await expect(users.row(login)).toContainText('Deactivated');

    await users.action('Activate').click();
    await expect(users.dialog.getByText(`Activate ${login}? The user can sign in again.`)).toBeVisible();
    await users.dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(users.row(login)).toContainText('Activated');
  });

  test('an invitation nobody accepted is revoked in one step: its link stops working; a resend invites again', async ({
    page,
    request,
  }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const login = await inviteUser(page, 'Company user');
    const email = `${login}@example.com`;
    const first = activationLink(await latestMail(request, email));
    const users = new AdminUsersPage(page);
    await users.goto();
    await users.select(login);
    await expect(users.row(login)).toContainText('Invited');
    await expect(users.action('Activate')).toHaveCount(0);

    await users.action('Revoke invitation').click();
    await expect(users.dialog).toContainText(`Revoke the invitation of ${login}?`);
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(users.row(login)).toContainText('Invited');
    await users.action('Revoke invitation').click();
    await users.dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByText(`The invitation of ${login} was revoked.`)).toBeVisible();
    await expect(users.row(login)).toContainText('Invitation revoked');
    await expect(users.action('Revoke invitation')).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'users with a revoked invitation');

    // The mailed link now says it was withdrawn and whom to ask, with nothing of the company and no registration.
    await dropSharedSession(page);
    await page.goto(first.path);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New password confirmation').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(
      page.getByText('This invitation was withdrawn. Ask your company administrator to send you a new one.'),
    ).toBeVisible();
    await expect(page.getByText('Acme', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /register/i })).toHaveCount(0);

    // Sent again: a new link, which works.
    await sessionOf(page, demoUsers.acmeAdmin);
    await users.goto();
    await users.select(login);
    await users.action('Resend invitation').click();
    await expect(users.dialog).toContainText(`Send ${login} a new invitation to ${email}?`);
    await users.dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`A new invitation was sent to ${email}.`)).toBeVisible();
    await expect(users.row(login)).toContainText('Invited');
    let second = first;
    await expect.poll(async () => (second = activationLink(await latestMail(request, email))).key).not.toBe(first.key);
    await dropSharedSession(page);
    await activateInBrowser(page, second.path, PASSWORD);
  });

  test('two tabs editing one user: the second save is rejected, reload keeps the input', async ({ context, page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const login = await inviteUser(page, 'Company user');
    const first = new AdminUsersPage(page);
    const second = new AdminUsersPage(await context.newPage());
    for (const tab of [first, second]) {
      await tab.goto();
      await tab.select(login);
      await tab.action('Edit').click();
    }
    await first.dialog.getByLabel('First name').fill('Fiona');
    await first.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(first.page.getByText(`User ${login} saved.`)).toBeVisible();

    await second.dialog.getByLabel('Last name').fill('Second-Tab');
    await second.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(second.dialog.getByText(CONFLICT)).toBeVisible();
    await second.dialog.getByRole('button', { name: 'Reload' }).click();
    await expect(second.dialog.getByText('The latest version was loaded.', { exact: false })).toBeVisible();
    await expect(second.dialog.getByLabel('Last name')).toHaveValue('Second-Tab');
    await second.dialog.getByRole('button', { name: 'Save' }).click();
    await expect(second.page.getByText(`User ${login} saved.`)).toBeVisible();
    await expect(second.row(login)).toContainText('Second-Tab');
  });

  test('search narrows the list and a column sorts it', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const users = new AdminUsersPage(page);
    await users.goto();
    await users.search.fill('acme.user');
    await expect(users.row('acme.user')).toBeVisible();
    await expect(users.row('acme.admin')).toHaveCount(0);
    await users.search.fill('acme.');
    await expect(users.row('acme.admin')).toBeVisible();
    // Sorted by login ascending at first; one click turns it round.
    await page.getByRole('columnheader', { name: 'Login' }).click();
    const logins = page.locator('tbody tr').getByRole('rowheader');
    await expect(logins.first()).toHaveText('acme.user');
  });

  test('a platform administrator chooses a company and reads its users; the choice survives a reload', async ({
    page,
  }) => {
    await sessionOf(page, demoUsers.platformAdmin);
    await page.goto('/administration/users');
    await expect(page.getByRole('heading', { level: 1, name: /^Users/ })).toBeVisible();
    // The platform's own staff first; then Acme's users, read-only: its administrators invite and edit them.
    await expect(page.locator('tbody tr').getByRole('rowheader', { name: 'platform.admin' })).toBeVisible();
    await page.getByLabel('Company', { exact: true }).click();
    await page
      .getByRole('option', { name: /^Acme Holdings/ })
      .first()
      .click();
    await expect(page.locator('tbody tr').getByRole('rowheader', { name: 'acme.admin' })).toBeVisible();
    await expect(
      page.getByText('Read-only: a company’s users are invited and edited by its own administrators.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create user', exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]company=/);
    await page.reload();
    await expect(page.locator('tbody tr').getByRole('rowheader', { name: 'acme.admin' })).toBeVisible();
    await expect(page.locator('tbody tr').getByRole('rowheader', { name: 'platform.admin' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'users of a company, read by platform staff');
  });

  test('the users page and its dialog are axe-clean in English and Simplified Chinese', async ({ page }) => {
    test.setTimeout(120_000);
    for (const [user, title, create] of [
      [demoUsers.acmeAdmin, 'Users', 'Create user'],
      [demoUsers.globexAdmin, '用户', '创建用户'],
    ] as const) {
      await sessionOf(page, user);
      await page.goto('/administration/users');
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousA11yViolations(page, `users (${user.language})`);
      await page.getByRole('button', { name: create, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `create user dialog (${user.language})`, DIALOG);
      await page.keyboard.press('Escape');
    }
  });
});
