import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiAs, unique } from './admin';
import { demoUsers } from './demo';
import { linkInMail } from './mail';
import { LoginPage } from './pages/LoginPage';
import { stateFile } from './signedIn';

export const SUBSCRIPTION = '/administration/company_subscription';
export const NEW_COMPANY_PASSWORD = 'Welcome-2026!';

/** A reporting year's dates, as the platform's POST /api/compPeriod/new takes them. */
export const yearOf = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});

/**
 * A company of its own, registered, activated and signed in through the login page (it has no year
 * yet): for journeys that must see only what they enter, not what other journeys type into the demo
 * companies. `langKey` is its administrator's language. Returns the administrator's login.
 */
export async function newCompanySignedIn(
  page: Page,
  prefix: string,
  { langKey = 'en', companyName }: { langKey?: 'en' | 'zh-hk' | 'zh-cn'; companyName?: string } = {},
) {
  const login = unique(prefix);
  const email = `${login}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: {
      login,
      email,
      firstName: 'Sam',
      lastName: 'Start',
      password: NEW_COMPANY_PASSWORD,
      companyName: companyName ?? `Start ${login} Ltd`,
      ...(langKey === 'en' ? {} : { langKey }),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const key = new URL(await linkInMail(email, '/activate?'), 'http://x').searchParams.get('key')!;
  expect((await page.request.put(`/api/auth/activate/${key}`)).status()).toBe(200);
  const signIn = new LoginPage(page);
  await signIn.goto();
  await signIn.signIn(login, NEW_COMPANY_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
  return login;
}

/** A platform administrator's call, with the token the setup project saved (no second browser page). */
export async function asPlatform(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const state = JSON.parse(readFileSync(stateFile(demoUsers.platformAdmin), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token')!.value;
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

/**
 * The signed-in company's first year (its own subscription) and, through the platform, the years after
 * it; the session is refreshed (a sign-in with a session goes Home) and `current` chosen in the top bar.
 */
export async function withYears(page: Page, years: { start: string; end: string }[], current: string) {
  const [first, ...later] = years;
  await apiAs(page, 'POST', `/api/comp/subscribe/${first!.start}/${first!.end}/own`);
  const session = await apiAs<{ company: { id: string } }>(page, 'GET', '/api/session');
  for (const y of later)
    await asPlatform(page, 'POST', '/api/compPeriod/new', { companyId: session.company.id, ...yearOf(y.start, y.end) });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate((y) => localStorage.setItem('year', y), current);
}

/** The location id of the head office `withHeadOffice` puts in a new company's boundary. */
export const HEAD_OFFICE_ID = '01JX0000000000000000000001';

/** A new company's reporting boundary for each year: one head office in Central (its rows name HEAD_OFFICE_ID). */
export async function withHeadOffice(page: Page, years: readonly string[]) {
  const office = {
    locationId: HEAD_OFFICE_ID,
    name: 'Head office',
    address: '1 Queen’s Road Central',
    city: 'Hong Kong',
    country: 'HK',
    district: 'central-western',
    locationType: 'office',
    numberOfShops: '',
    inBoundary: 'yes',
  };
  for (const year of years)
    await apiAs(page, 'PUT', `/api/page-data/reporting_boundaries/${year}`, {
      values: { locations: [office] },
      version: 0,
    });
}
