import { expect, type APIRequestContext } from '@playwright/test';
import type { TaskView } from '@esg/core/schemas/workflow';
import type { Caller } from '@esg/local/demoYear/overApi';
import { unique } from './admin';
import { linkInMail } from './mail';

export { saveCompleteYear, type Caller, type Director } from '@esg/local/demoYear/overApi';

/**
 * A company's year made complete and approved over the API, the way its own people would do it with two sign-ins
 * (docs/decisions/0131-a-complete-year-over-the-api.md): the administrator saves every page of the demo year
 * (packages/local/src/demoYear), invites an owner and assigns them the whole year; the owner submits every page and
 * location; the administrator, a second person, approves each. The browser journeys keep the screens for what they
 * are about; no test writes the database.
 */
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
