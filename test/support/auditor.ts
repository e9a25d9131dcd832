import { ulid } from 'ulid';
import { write } from '@esg/core/infra/db/write';
import * as keys from '@esg/core/infra/db/itemKeys';
import { createIdentity } from '@esg/core/infra/auth/cognito';
import { runInContext } from '@esg/core/context';
import { newUserChanges } from '@esg/core/domain/users';
import type { AuditorGrant } from '@esg/core/domain/records';
import { AUDITOR_ROLE } from '@esg/core/vocabulary/privileges';
import { DEMO_PASSWORD, call, signIn } from './api';
import { userRecord } from './access';
import { dayIn } from './days';

const inDays = dayIn;

/** An activated auditor of `tenantId` for `years`, access through `until` (default: a month ahead), signed in. */
export async function freshAuditor(tenantId: string, years: string[], until = inDays(30)) {
  const login = `a${ulid().toLowerCase()}`;
  const { user, changes } = newUserChanges(
    tenantId,
    {
      login,
      email: `${login}@example.com`,
      firstName: 'Olivia',
      lastName: 'Auditor',
      langKey: 'en',
      roleId: AUDITOR_ROLE.id,
      activated: true,
    },
    'test',
  );
  const auditor: AuditorGrant = { years, until, firm: 'Test Assurance' };
  const granted = changes.map((c) => (c.op === 'create' && c.item === user ? { ...c, item: { ...user, auditor } } : c));
  await runInContext({ requestId: ulid() }, () => write({ tenantId, action: 'test.auditor', changes: granted }));
  await createIdentity(login, user.email, DEMO_PASSWORD, true);
  return { login, userId: user.id, tenantId, token: await signIn(login) };
}

/** Moves an auditor's end of access (to the past: their grant has run out). */
export async function setAuditorUntil(tenantId: string, userId: string, until: string) {
  const u = await userRecord(tenantId, userId);
  await runInContext({ requestId: ulid() }, () =>
    write({
      tenantId,
      action: 'test.auditorUntil',
      changes: [
        {
          op: 'update',
          key: keys.user(tenantId, userId),
          expectedVersion: u.version,
          set: { auditor: { ...u.auditor!, until } },
        },
      ],
    }),
  );
}

/** The same fixture seen by an auditor of its company, for every year the company has (the role matrix's auditor). */
export async function asAuditorOf<F extends { token?: string }>(f: F): Promise<F> {
  const session = await call('GET', '/api/session', { token: f.token });
  if (session.status !== 200 || !session.body.company) throw new Error(`fixture: ${JSON.stringify(session.body)}`);
  const years = [...new Set(Object.values(session.body.yearEnds as Record<string, string>))];
  const auditor = await freshAuditor(session.body.company.id as string, years);
  return { ...f, token: auditor.token };
}

export { inDays };
