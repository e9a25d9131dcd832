import { ulid } from 'ulid';
import { write } from '@esg/core/infra/db/write';
import { createIdentity } from '@esg/core/infra/auth/cognito';
import { runInContext } from '@esg/core/context';
import { newTenant } from '@esg/core/domain/tenants';
import { newUserChanges } from '@esg/core/domain/users';
import { DEMO_PASSWORD, signIn } from './api';
import { periodChange, type YearSpec } from './period';

const MEMBERS = {
  owner: 'companyUser',
  reader: 'companyUser',
  admin: 'companyAdmin',
  reviewer: 'companyAdmin',
} as const;
type Member = keyof typeof MEMBERS;

/**
 * A company of its own with a team (docs/decisions/0102-the-years-review-workflow.md): two company users (an owner
 * and a second writer) and two administrators, who hold the reviewer privilege by default. Each signed in.
 */
export async function freshTeam(years: YearSpec[]) {
  const name = `Team company ${ulid().slice(-6)}`;
  const t = newTenant({ name, langKey: 'en' });
  const made = (Object.entries(MEMBERS) as [Member, (typeof MEMBERS)[Member]][]).map(([who, role]) => {
    const login = `w${ulid().toLowerCase()}`;
    const { user, changes } = newUserChanges(
      t.tenantId,
      {
        login,
        email: `${login}@example.com`,
        firstName: who[0]!.toUpperCase() + who.slice(1),
        lastName: 'Tester',
        langKey: 'en',
        roleId: t.roleIds[role],
        activated: true,
      },
      'test',
    );
    return { who, login, user, changes };
  });
  await runInContext({ requestId: ulid() }, () =>
    write({
      tenantId: t.tenantId,
      action: 'test.company',
      changes: [...t.changes, ...made.flatMap((u) => u.changes), ...years.map((y) => periodChange(t.tenantId, y))],
    }),
  );
  const members = await Promise.all(
    made.map(async (u) => {
      await createIdentity(u.login, u.user.email, DEMO_PASSWORD, true);
      return [u.who, { id: u.user.id, login: u.login, token: await signIn(u.login) }] as const;
    }),
  );
  return {
    tenantId: t.tenantId,
    name,
    ...(Object.fromEntries(members) as Record<Member, { id: string; login: string; token: string }>),
  };
}
