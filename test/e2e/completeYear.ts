import { expect, type APIRequestContext } from '@playwright/test';
import type { TaskView } from '@esg/core/schemas/workflow';
import { demoPages, SITE_ORDER, type Site } from '@esg/local/demoYear/pages';
import { rowsFor } from '@esg/local/demoYear/resources';
import { unique } from './admin';
import { linkInMail } from './mail';

/**
 * A company's year made complete and approved over the API, the way its own people would do it with two sign-ins
 * (docs/decisions/0131-a-complete-year-over-the-api.md): the administrator saves every page of the demo year
 * (packages/local/src/demoYear), invites an owner and assigns them the whole year; the owner submits every page and
 * location; the administrator, a second person, approves each. The browser journeys keep the screens for what they
 * are about; no test writes the database.
 */
export interface Caller {
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
}

/** API calls with a user's access token, through Playwright's request context (no browser page). */
export function caller(request: APIRequestContext, token: string): Caller {
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await request.fetch(path, { method, data: body, headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
      return (await res.json()) as T;
    },
  };
}

/** Signs in as the web does locally (USER_PASSWORD_AUTH at the runtime's Cognito endpoint): the access token. */
export async function accessTokenOf(request: APIRequestContext, login: string, password: string): Promise<string> {
  const config = (await (await request.get('/config.json')).json()) as {
    cognito: { userPoolClientId: string; userPoolEndpoint: string };
  };
  const res = await request.post(config.cognito.userPoolEndpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.cognito.userPoolClientId,
      AuthParameters: { USERNAME: login, PASSWORD: password },
    }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken;
}

/** The three sites of the demo year's boundary: their names are what the pages' location lists name. */
const SITES: Record<Site, { id: string; name: string; address: string; district: string; type: string }> = {
  hq: {
    id: '01JX0000000000000000000011',
    name: 'Head office',
    address: '979 King’s Road, Quarry Bay',
    district: 'eastern',
    type: 'office',
  },
  shop: {
    id: '01JX0000000000000000000012',
    name: 'Causeway Bay shop',
    address: '500 Hennessy Road, Causeway Bay',
    district: 'wan-chai',
    type: 'retail',
  },
  warehouse: {
    id: '01JX0000000000000000000013',
    name: 'Kwun Tong warehouse',
    address: '10 Hoi Bun Road, Kwun Tong',
    district: 'kwun-tong',
    type: 'warehouse',
  },
};

/** A director on the board committee page: the sign-off is mailed to each. */
export interface Director {
  name: string;
  email: string;
}

/**
 * Every page of the demo year saved by the administrator, the boundary first (the other pages name its sites), under
 * the company's own name (never the demo company's); the board committee's members are the given directors.
 */
export async function saveCompleteYear(admin: Caller, year: string, company: string, directors: Director[]) {
  const names = Object.fromEntries(SITE_ORDER.map((s) => [s, SITES[s].name])) as Record<Site, string>;
  const { reporting_boundaries: boundary, ...pages } = demoPages(names);
  const locations = SITE_ORDER.map((s) => ({
    locationId: SITES[s].id,
    name: SITES[s].name,
    address: SITES[s].address,
    city: 'Hong Kong',
    country: 'HK',
    district: SITES[s].district,
    locationType: SITES[s].type,
    numberOfShops: s === 'shop' ? '1' : '',
    inBoundary: 'yes',
  }));
  await admin.call('PUT', `/api/page-data/reporting_boundaries/${year}`, {
    values: { ...boundary, locations, boundaryNarrative: 'All offices, shops and warehouses in Hong Kong.' },
    version: 0,
  });
  const members = directors.map((d, i) => ({ ...d, positionTitle: i === 0 ? 'Chair' : 'Director' }));
  pages.board_committee = { ...pages.board_committee, members };
  const { nameZh: _, ...info } = pages.company_information!;
  pages.company_information = { ...info, nameEn: company, feedbackContact: `Sustainability Department, ${company}.` };
  for (const [pageKey, values] of Object.entries(pages))
    await admin.call('PUT', `/api/page-data/${pageKey}/${year}`, { values, version: 0 });
  // The year's figures: each resource type's rows in one batch, at the sites' ids. Not the van (the factor library
  // has no NOx, SOx or PM factor for a Euro VI diesel private van), and the fluorescent tubes recycled (none for
  // chemically treated hazardous waste): rows that cannot be calculated keep their location from being submitted.
  const rows = new Map<string, unknown[]>();
  for (const [type, site, unit, months, given] of rowsFor(1)) {
    if (type === 'vehicle') continue;
    const attributes = given.handling === 'chemical-treatment' ? { ...given, handling: 'recycled' } : given;
    rows.set(type, [...(rows.get(type) ?? []), { locationId: SITES[site].id, unit, months, attributes }]);
  }
  for (const [type, batch] of rows) await admin.call('POST', `/api/resource/${type}/newBatch`, { year, rows: batch });
}

/** A company user invited by the administrator and activated from the invitation mail: their access token. */
export async function invitedOwner(request: APIRequestContext, admin: Caller) {
  const roles = await admin.call<{ id: string; name: string }[]>('GET', '/api/roles');
  const login = unique('owner');
  const email = `${login}@example.com`;
  const password = 'Owner-pass-2026!';
  const user = await admin.call<{ id: string }>('POST', '/api/userInfo', {
    login,
    firstName: 'Olive',
    lastName: 'Owner',
    email,
    roleId: roles.find((r) => r.name === 'Company user')!.id,
  });
  const link = new URL(await linkInMail(email, '/activate?'), 'http://x').searchParams;
  expect((await request.put(`/api/auth/activate/${link.get('key')}`)).status()).toBe(200);
  const reset = await request.put(`/api/user/reset-password/${link.get('reset')}`, {
    data: { newPassword: password, confirmPassword: password },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return { id: user.id, login, token: await accessTokenOf(request, login, password) };
}

const taskBody = (t: TaskView) => ({ ...(t.location ? { location: t.location.id } : {}), version: t.version });
const taskPath = (year: string, t: TaskView, action: string) => `/api/workflow/${year}/tasks/${t.pageKey}/${action}`;

/** Runs `each` over the items, `width` at a time: what a person's few open tabs would do, without waiting in line. */
async function inBatches<T>(items: readonly T[], width: number, each: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(each));
}

/** Every task of the year assigned to the owner, submitted by them and approved by the administrator. */
export async function approveYear(admin: Caller, owner: Caller & { id: string }, year: string) {
  const { tasks } = await admin.call<{ tasks: TaskView[] }>('GET', `/api/workflow/${year}`);
  const assigned = await admin.call<{ tasks: TaskView[] }>('PUT', `/api/workflow/${year}/assign`, {
    tasks: tasks.map((t) => ({ pageKey: t.pageKey, ...(t.location ? { location: t.location.id } : {}) })),
    owners: [owner.id],
  });
  await inBatches(assigned.tasks, 4, async (task) => {
    const submitted = await owner.call<TaskView>('POST', taskPath(year, task, 'submit'), taskBody(task));
    await admin.call('POST', taskPath(year, submitted, 'approve'), taskBody(submitted));
  });
  return assigned.tasks.length;
}

/** A reviewer reopens an approved page with a reason (ADR 0102); then its owner submits it and the reviewer approves it. */
export async function reopenAndApproveAgain(admin: Caller, owner: Caller, year: string, pageKey: string) {
  const { tasks } = await admin.call<{ tasks: TaskView[] }>('GET', `/api/workflow/${year}`);
  const task = tasks.find((t) => t.pageKey === pageKey)!;
  const reopened = await admin.call<TaskView>('POST', taskPath(year, task, 'reopen'), {
    ...taskBody(task),
    reason: 'A second award came to light.',
  });
  return async () => {
    const submitted = await owner.call<TaskView>('POST', taskPath(year, reopened, 'submit'), taskBody(reopened));
    await admin.call('POST', taskPath(year, submitted, 'approve'), taskBody(submitted));
  };
}
