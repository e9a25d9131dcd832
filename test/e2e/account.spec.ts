import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { demoUsers } from './demo';
import { linkInMail, mailsTo } from './mail';
import { LoginPage } from './pages/LoginPage';
import { NewPasswordForm, outcome, RegisterPage, type Registration } from './pages/AccountPages';
import { sessionOf } from './signedIn';

const PASSWORD = 'Welcome-2026!';
const ACTIVATION_FAILED = 'Your user could not be activated. Please use the registration form to sign up.';
const RESET_FAILED = "Your password couldn't be reset. Remember a password request is only valid for 24 hours.";

/** A person nobody has registered yet: each run and test uses its own login and e-mail. */
const newPerson = (prefix: string): Registration => {
  const login = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    login,
    email: `${login}@example.com`,
    firstName: 'Nina',
    lastName: 'Ng',
    companyName: `Nova ${login} Ltd`,
    password: PASSWORD,
  };
};

/** Registers and activates through the API, for tests whose subject comes after that. */
async function registeredUser(page: Page, prefix: string): Promise<Registration> {
  const person = newPerson(prefix);
  const { password, ...rest } = person;
  const res = await page.request.post('/api/auth/register', { data: { ...rest, password } });
  expect(res.status()).toBe(201);
  const link = await linkInMail(person.email, '/activate?');
  const key = new URL(link, 'http://x').searchParams.get('key')!;
  expect((await page.request.put(`/api/auth/activate/${key}`)).status()).toBe(200);
  return person;
}

/**
 * Signs in through the page. A self-registered company has no reporting year yet, so its
 * administrator lands on Company subscription to start one (ADR 0037); others land on Home.
 */
async function signInAs(page: Page, login: string, password: string, firstName: string | null) {
  const signIn = new LoginPage(page);
  await signIn.goto();
  await signIn.signIn(login, password);
  if (firstName === null) {
    await expect(page).toHaveURL(/\/administration\/company_subscription$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company subscription');
    return;
  }
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${firstName}`);
}

test.describe('account pages (the spec’s screens and the spec’s error catalogue)', () => {
  test('register → activation mail → activate → sign in; the link opened again says the account is active', async ({
    page,
  }) => {
    const person = newPerson('reg');
    const register = new RegisterPage(page);
    await new LoginPage(page).goto();
    await page.getByRole('link', { name: 'Register a new company' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register');
    await expect(page).toHaveTitle('Register · ESG Reporting');
    await expectNoSeriousA11yViolations(page, '/register');

    await register.fill(person);
    await register.submit.click();
    await expect(outcome(page).success).toHaveText('Registration saved! Please check your e-mail for confirmation.');

    const link = await linkInMail(person.email, '/activate?');
    expect(link).not.toContain('reset=');
    await page.goto(link);
    await expect(outcome(page).success).toHaveText('Your user account has been activated.');
    await expectNoSeriousA11yViolations(page, '/activate');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInAs(page, person.login, PASSWORD, null);

    // Opened again by the active account: sign in, not "register again".
    await page.goto(link);
    await expect(outcome(page).success).toHaveText('Your user account is already active. Please sign in.');
    await expect(page.getByRole('link', { name: 'Register' })).toHaveCount(0);
  });

  test('registration shows the spec’s messages for bad fields and taken logins or e-mails', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.submit.click();
    await expect(page.getByText('Your username is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your email is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your first name is required.', { exact: true })).toBeVisible();
    await expect(page.getByText('Your password is required.', { exact: true })).toBeVisible();

    const person = newPerson('dup');
    await register.fill({ ...person, password: 'short' }, 'other');
    await register.submit.click();
    // exact: Cloudscape's live announcer repeats an error as "Error …" for screen readers.
    await expect(
      page.getByText('Your password is required to be at least 8 characters.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('The password and its confirmation do not match!', { exact: true })).toBeVisible();

    await register.fill({ ...person, login: demoUsers.acmeAdmin.login });
    await register.submit.click();
    await expect(outcome(page).failure).toHaveText('Login name already used!');

    await register.fill({ ...person, email: 'acme.user@example.com' });
    await register.submit.click();
    await expect(outcome(page).failure).toHaveText('Email is already in use! Please choose another one.');
    expect(await mailsTo(person.email)).toEqual([]);
  });

  test('forgot password → mail → new password → sign in; the key works once', async ({ page }) => {
    const person = await registeredUser(page, 'fgt');
    await new LoginPage(page).goto();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset\/request$/);
    await expectNoSeriousA11yViolations(page, '/reset/request');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your email is invalid.', { exact: true })).toBeVisible();
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(outcome(page).success).toHaveText('Check your e-mails for details on how to reset your password.');

    const link = await linkInMail(person.email, '/reset/finish?');
    await page.goto(link);
    await expectNoSeriousA11yViolations(page, '/reset/finish');
    const form = new NewPasswordForm(page, 'Save new password');
    await form.submit('Another-pass-2026', 'Different-pass-2026');
    await expect(page.getByText('The password and its confirmation do not match!', { exact: true })).toBeVisible();
    await form.submit('x'.repeat(51));
    await expect(page.getByText('Your password cannot be longer than 50 characters.', { exact: true })).toBeVisible();
    await form.submit('Another-pass-2026');
    await expect(outcome(page).success).toHaveText('Your password has been reset.');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInAs(page, person.login, 'Another-pass-2026', null);

    // A used (or expired) key: the spec's message, and a way to ask again.
    await page.goto(link);
    await new NewPasswordForm(page, 'Save new password').submit('Third-pass-2026');
    await expect(outcome(page).failure).toHaveText(RESET_FAILED);
    await expect(page.getByRole('link', { name: 'Request a new password reset' })).toBeVisible();

    await page.goto('/reset/finish');
    await expect(outcome(page).failure).toHaveText('The reset key is missing.');
  });

  test('an invited user chooses a password on the activation page, then signs in', async ({ page }) => {
    await sessionOf(page, demoUsers.acmeAdmin);
    const person = newPerson('inv');
    const status = await page.evaluate(async (p) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
      const roles = (await (await fetch('/api/roles', { headers })).json()) as { id: string; level: number }[];
      const roleId = roles.find((r) => r.level === 1)!.id;
      const body = { login: p.login, email: p.email, firstName: 'Ivy', lastName: 'Ip', roleId };
      return (await fetch('/api/userInfo', { method: 'POST', headers, body: JSON.stringify(body) })).status;
    }, person);
    expect(status).toBe(201);
    await page.evaluate(() => localStorage.clear());

    const link = await linkInMail(person.email, '/activate?');
    expect(link).toContain('reset=');
    await page.goto(link);
    await expect(page.getByText('Choose a password to finish activating your account.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/activate (invitation)', { state: 'invitation' });
    const form = new NewPasswordForm(page, 'Activate');
    await form.submit('short');
    await expect(
      page.getByText('Your password is required to be at least 8 characters.', { exact: true }),
    ).toBeVisible();
    await form.submit(PASSWORD);
    await expect(outcome(page).success).toHaveText('Your user account has been activated.');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInAs(page, person.login, PASSWORD, 'Ivy');
  });

  test('an unknown activation key asks to register; the pages read in the chosen language', async ({ page }) => {
    await page.goto('/activate?key=not-a-real-key');
    await expect(outcome(page).failure).toHaveText(ACTIVATION_FAILED);
    await page.goto('/activate');
    await expect(outcome(page).failure).toHaveText(ACTIVATION_FAILED);

    await page.goto('/reset/request');
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: '繁體中文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('重設密碼');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('註冊');
    await expectNoSeriousA11yViolations(page, '/register (hk)');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});

test.describe('company default language', () => {
  test('a company administrator sets it in settings; a company user has no such setting', async ({ page }) => {
    const person = await registeredUser(page, 'cmp');
    await signInAs(page, person.login, PASSWORD, null);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Company settings' });
    await expect(form.getByText(person.companyName)).toBeVisible();
    await form.getByLabel('Default language of the company').click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved!')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/settings (company administrator)');

    await page.reload();
    await expect(form.getByLabel('Default language of the company')).toHaveText('简体中文');
    const stored = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      return (await (await fetch('/api/comp/language', { headers })).json()) as { langKey: string };
    });
    expect(stored.langKey).toBe('zh-cn');
    // The interface language is the user's own choice and stays as it was.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.evaluate(() => localStorage.clear());
    await sessionOf(page, demoUsers.acmeUser);
    await page.goto('/settings');
    await expect(page.getByRole('form', { name: '更改密碼' })).toBeVisible();
    await expect(page.getByRole('form', { name: '公司設定' })).toHaveCount(0);
  });
});
