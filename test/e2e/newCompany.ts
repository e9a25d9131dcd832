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
const yearOf = (start: string, end: string) => ({
  startDate: start,
  endDate: end,
  financialYearStartDate: start,
  financialYearEndDate: end,
});

/** Registers a company of its own and activates its administrator from the mail; returns the login. */
async function registeredCompany(
  page: Page,
  prefix: string,
  { langKey = 'en', companyName }: { langKey?: 'en' | 'zh-hk' | 'zh-cn'; companyName?: string },
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
  return login;
}

/**
 * A company of its own, registered, activated and signed in through the login page (it has no year
 * yet): for journeys whose subject is that sign-in. `langKey` is its administrator's language.
 * Returns the administrator's login.
 */
export async function newCompanySignedIn(
  page: Page,
  prefix: string,
  options: { langKey?: 'en' | 'zh-hk' | 'zh-cn'; companyName?: string } = {},
) {
  const login = await registeredCompany(page, prefix, options);
  const signIn = new LoginPage(page);
  await signIn.goto();
  await signIn.signIn(login, NEW_COMPANY_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`));
  return login;
}

/** GET /api/session, the parts the web stores (web/src/session/store.ts). */
interface SessionReply {
  user: { id: string; firstName: string };
  role: unknown;
  company: { id: string; name: string };
  yearEnds: Record<string, string>;
}

interface CognitoTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/** The sign-in the web makes (USER_PASSWORD_AUTH against the Cognito endpoint /config.json names), over HTTP. */
async function cognitoSignIn(page: Page, login: string, password: string) {
  const { cognito } = (await (await page.request.get('/config.json')).json()) as {
    cognito: { userPoolClientId: string; userPoolEndpoint: string };
  };
  const res = await page.request.post(cognito.userPoolEndpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.userPoolClientId,
      AuthParameters: { USERNAME: login, PASSWORD: password },
    }),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { AuthenticationResult } = (await res.json()) as { AuthenticationResult: CognitoTokens };
  return { clientId: cognito.userPoolClientId, tokens: AuthenticationResult };
}

/**
 * A company of its own with its years, its administrator signed in as the login page leaves them — Cognito's tokens
 * where Amplify keeps them, the session the web stores, `current` as the chosen year, the tutorial's first visit
 * behind them — without loading the app: the page stays on `/config.json`, and the next `page.goto` opens the app
 * signed in (as `sessionOf`). The first year is the company's own subscription, the later ones the platform's.
 * For journeys that must see only what they enter, not what other journeys type into the demo companies, and for a
 * first year's empty pages. Returns the administrator's login.
 */
export async function newCompanyWithYears(
  page: Page,
  prefix: string,
  years: { start: string; end: string }[],
  current: string,
  options: { companyName?: string } = {},
) {
  const login = await registeredCompany(page, prefix, options);
  const { clientId, tokens } = await cognitoSignIn(page, login, NEW_COMPANY_PASSWORD);
  const session = () => withToken<SessionReply>(page, tokens.AccessToken, 'GET', '/api/session');
  const [first, ...later] = years;
  await withToken(page, tokens.AccessToken, 'POST', `/api/comp/subscribe/${first!.start}/${first!.end}/own`);
  const { company } = await session();
  for (const y of later)
    await asPlatform(page, 'POST', '/api/compPeriod/new', { companyId: company.id, ...yearOf(y.start, y.end) });
  const { user, role, yearEnds } = await session();
  const amplify = `CognitoIdentityServiceProvider.${clientId}`;
  const storage: Record<string, string> = {
    [`${amplify}.LastAuthUser`]: login,
    [`${amplify}.${login}.accessToken`]: tokens.AccessToken,
    [`${amplify}.${login}.idToken`]: tokens.IdToken,
    [`${amplify}.${login}.refreshToken`]: tokens.RefreshToken,
    [`${amplify}.${login}.clockDrift`]: '0',
    [`${amplify}.${login}.signInDetails`]: JSON.stringify({ loginId: login, authFlowType: 'USER_PASSWORD_AUTH' }),
    token: tokens.AccessToken,
    user: JSON.stringify({ user, role, company }),
    compPeriod: JSON.stringify(yearEnds),
    name: user.firstName,
    companyName: company.name,
    year: current,
    [`esg:tutorial:${user.id}`]: JSON.stringify({ completed: false }),
  };
  await page.goto('/config.json');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
  }, storage);
  return login;
}

/** A platform administrator's call, with the token the setup project saved (no second browser page). */
export async function asPlatform<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const state = JSON.parse(readFileSync(stateFile(demoUsers.platformAdmin), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'token')!.value;
  return withToken<T>(page, token, method, path, data);
}

/** An API call with this access token, outside any browser page; a refusal fails the test with the reply. */
async function withToken<T = unknown>(
  page: Page,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<T>;
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
