import { ulid } from 'ulid';
import { write } from '@esg/core/infra/db/write';
import { createIdentity } from '@esg/core/infra/auth/cognito';
import { runInContext } from '@esg/core/context';
import { newTenant } from '@esg/core/domain/tenants';
import { newUserChanges } from '@esg/core/domain/users';
import type { LangKey } from '@esg/core/schemas/common';
import { DEMO_PASSWORD, call, signIn } from './api';
import { periodChange, type YearSpec } from './period';

export type { YearSpec };

/**
 * A company of its own (default roles, the given reporting years, one company user signed in), so a
 * test that fills pages or configures fields never meets another test's answers. `langKey`: the
 * company's language (its user reads English either way); `nameZh`: its Chinese name.
 */
export async function freshCompany(
  years: YearSpec[],
  role: 'companyUser' | 'companyAdmin' = 'companyUser',
  langKey: LangKey = 'en',
  nameZh?: string,
) {
  const name = `Test company ${ulid().slice(-6)}`;
  const t = newTenant({ name, langKey, ...(nameZh ? { nameZh } : {}) });
  const login = `c${ulid().toLowerCase()}`;
  const { user, changes } = newUserChanges(
    t.tenantId,
    {
      login,
      email: `${login}@example.com`,
      firstName: 'Page',
      lastName: 'Tester',
      langKey: 'en',
      roleId: t.roleIds[role],
      activated: true,
    },
    'test',
  );
  await runInContext({ requestId: ulid() }, () =>
    write({
      tenantId: t.tenantId,
      action: 'test.company',
      changes: [...t.changes, ...changes, ...years.map((y) => periodChange(t.tenantId, y))],
    }),
  );
  await createIdentity(login, user.email, DEMO_PASSWORD, true);
  return { tenantId: t.tenantId, name, login, token: await signIn(login) };
}

/** A company with nobody in it (default roles and the given reporting years), for platform routes to act on. */
export async function freshTenant(years: YearSpec[] = []) {
  const t = newTenant({ name: `Test company ${ulid().slice(-6)}`, langKey: 'en' });
  await runInContext({ requestId: ulid() }, () =>
    write({
      tenantId: t.tenantId,
      action: 'test.company',
      changes: [...t.changes, ...years.map((y) => periodChange(t.tenantId, y))],
    }),
  );
  return { tenantId: t.tenantId };
}

/** The company period id of each year end, as the spec's Social calls name a year (`GET /comp-location/by-year-end`). */
export async function periodIds(token: string, years: readonly string[]): Promise<Record<string, string>> {
  const ids = await Promise.all(
    years.map(
      async (y) => (await call('GET', `/api/comp-location/by-year-end/${y}`, { token })).body.periodId as string,
    ),
  );
  return Object.fromEntries(years.map((y, i) => [y, ids[i]!]));
}

/** Every company of the platform's list (GET /api/comp/all), page by page: the suites create hundreds. */
export async function everyCompany(
  token: string,
): Promise<{ id: string; name: string; compPeriods: { yearEnd: string; printed: boolean }[] }[]> {
  const out = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `size=50&cursor=${encodeURIComponent(cursor)}` : 'size=50';
    const page = await call('GET', `/api/comp/all?${query}`, { token });
    if (page.status !== 200) throw new Error(`company list: ${JSON.stringify(page.body)}`);
    out.push(...page.body.items);
    cursor = page.body.cursor;
  } while (cursor);
  return out;
}
