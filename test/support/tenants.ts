import { getItem, queryPage } from '@esg/core/infra/db/repo';
import * as keys from '@esg/core/infra/db/itemKeys';
import { ulid } from 'ulid';
import { write } from '@esg/core/infra/db/write';
import { createIdentity } from '@esg/core/infra/auth/cognito';
import { runInContext } from '@esg/core/context';
import { newUserChanges } from '@esg/core/domain/users';
import type { UserLookup, UserRecord } from '@esg/core/domain/records';

/** The seeded tenant and user behind a demo login (read straight from the table). */
export async function whoIs(login: string) {
  const lookup = await getItem<UserLookup>(keys.login(login));
  if (!lookup) throw new Error(`no seeded login ${login}`);
  return lookup;
}

/** Audit items of a tenant for the current month, newest last. */
export async function auditItems(tenantId: string) {
  const month = new Date().toISOString().slice(0, 7);
  const page = await queryPage<{ action: string; entity: string; requestId: string }>(
    keys.auditMonth(tenantId, month),
    { limit: 1000 },
  );
  return page.items;
}

/** A fresh, activated user in the same company and role as `like`, so tests never share accounts. */
export async function freshUser(like: string, password = 'Demo-pass-2026!') {
  const { tenantId, userId } = await whoIs(like);
  const model = await getItem<UserRecord>(keys.user(tenantId, userId));
  const login = `t${ulid().toLowerCase()}`;
  const { user, changes } = newUserChanges(
    tenantId,
    {
      login,
      email: `${login}@example.com`,
      firstName: 'Test',
      lastName: 'User',
      langKey: model!.langKey,
      roleId: model!.roleId,
      activated: true,
    },
    'test',
  );
  // An auditor's copy keeps the grant: the fixed auditor role means nothing without it (ADR 0115).
  const granted = model!.auditor
    ? changes.map((c) =>
        c.op === 'create' && c.item === user ? { ...c, item: { ...user, auditor: model!.auditor } } : c,
      )
    : changes;
  await runInContext({ requestId: ulid() }, () => write({ tenantId, action: 'test.user', changes: granted }));
  await createIdentity(login, user.email, password, true);
  return { ...user, tenantId, password };
}
