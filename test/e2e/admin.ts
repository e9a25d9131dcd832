import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoUsers } from './demo';
import { sessionOf } from './signedIn';

/** Unique enough for logins and e-mails within one run against one data directory. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The local SES stand-in's JSON store sits at PORT+12 (packages/local/src/config.ts). */
const inboxUrl = () => {
  const base = new URL(process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? '3200'}`);
  return `http://${base.hostname}:${Number(base.port) + 12}/store`;
};

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The newest mail sent to `to`, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      const store = (await (await request.get(inboxUrl())).json()) as { emails: StoredMail[] };
      found = store.emails.filter((m) => m.destination.to.includes(to)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The `/activate?key=…&reset=…` link of an invitation mail. */
export function activationLink(mail: StoredMail): { path: string; key: string; reset: string } {
  const text = mail.body.text ?? mail.body.html ?? '';
  const match = /\/activate\?key=([\w-]+)&(?:amp;)?reset=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no activation link in: ${text}`);
  return { path: `/activate?key=${match[1]}&reset=${match[2]}`, key: match[1]!, reset: match[2]! };
}

/** The invitee's side: the mailed link's page, choosing a password (the spec's account activation). */
export async function activateInBrowser(page: Page, path: string, password: string) {
  await page.goto(path);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password confirmation').fill(password);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Your user account has been activated.')).toBeVisible();
}

/** Calls the API as the signed-in user of `page`, the way the app's own client does. */
export async function apiAs<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('token')}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Invites a user of the signed-in administrator's company with the named role; returns its login. */
export async function inviteUser(page: Page, roleName: string, prefix = 'e2e'): Promise<string> {
  const roles = await apiAs<{ id: string; name: string }[]>(page, 'GET', '/api/roles');
  const roleId = roles.find((r) => r.name === roleName)!.id;
  const login = unique(prefix);
  await apiAs(page, 'POST', '/api/userInfo', {
    login,
    firstName: 'Eve',
    lastName: 'Tester',
    email: `${login}@example.com`,
    roleId,
  });
  return login;
}

/**
 * Runs `body` with this browser's interface in a Chinese language: the stored choice (`lang`)
 * and a reload, as the app boots with it. The user's profile is left alone, so tests running
 * side by side as the same user keep their own language.
 */
export async function inChinese(page: Page, language: 'hk' | 'cn', body: () => Promise<void>) {
  await page.evaluate((l) => localStorage.setItem('lang', l), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'hk' ? 'zh-HK' : 'zh-CN');
  try {
    await body();
  } finally {
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  }
}

/** A company signed up through the public registration (it has no system configuration yet); its administrator. */
export async function registerCompany(request: APIRequestContext, companyName: string) {
  const login = unique('reg');
  const account = { login, email: `${login}@example.com`, password: 'Register-2026!' };
  const res = await request.post('/api/auth/register', {
    data: { ...account, firstName: 'Reg', lastName: 'Istrant', companyName },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return account;
}

/** Uploads a small text file as the signed-in user of `page`, the way the app does: ticket, PUT, confirm. */
export async function uploadTextFile(page: Page, request: APIRequestContext, name: string, yearEnd: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const bytes = Buffer.from(`Uploaded by the end-to-end test as ${name}.\n`);
  const res = await request.post(`/api/files/attachment/${yearEnd}`, {
    headers,
    data: { files: [{ name, type: 'text/plain', size: bytes.length }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const ticket = (await res.json()).files[0] as { id: string; url: string; headers: Record<string, string> };
  expect((await request.put(ticket.url, { headers: ticket.headers, data: bytes })).status()).toBe(200);
  expect((await request.post(`/api/file/${ticket.id}/confirm`, { headers })).status()).toBe(200);
}

/**
 * A freshly invited and activated Acme company user (level 1) with the given profile language,
 * for tests that change a profile: changing a shared demo user's profile would leak into tests
 * running beside them as that user. Signs in with the demo password.
 */
export async function freshCompanyUser(
  browser: Browser,
  request: APIRequestContext,
  langKey: 'en' | 'zh-hk' | 'zh-cn',
): Promise<{ login: string; firstName: string; fullName: string }> {
  const page = await browser.newPage();
  try {
    await sessionOf(page, demoUsers.acmeAdmin);
    const roles = await apiAs<{ id: string; name: string }[]>(page, 'GET', '/api/roles');
    const login = unique('lang');
    await apiAs(page, 'POST', '/api/userInfo', {
      login,
      firstName: 'Ben',
      lastName: 'Wong',
      email: `${login}@example.com`,
      roleId: roles.find((r) => r.name === 'Company user')!.id,
      langKey,
    });
    const link = activationLink(await latestMail(request, `${login}@example.com`));
    await page.evaluate(() => localStorage.clear());
    await activateInBrowser(page, link.path, DEMO_PASSWORD);
    return { login, firstName: 'Ben', fullName: 'Ben Wong' };
  } finally {
    await page.close();
  }
}
