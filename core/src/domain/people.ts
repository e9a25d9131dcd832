import * as keys from '../infra/db/itemKeys';
import { queryAll } from '../infra/db/repo';
import { personNameOr } from '../lib/personName';
import type { UserRecord } from './records';

/**
 * A company's people by the login a record kept of them, named as the screens name people (lib/personName.ts): a
 * login that names no user (one since removed) is shown as kept (docs/decisions/0118-restatement.md).
 */
export async function namesByLogin(tenantId: string): Promise<(login: string) => string> {
  const users = await queryAll<UserRecord>(keys.userPrefix(tenantId));
  const byLogin = new Map(users.map((u) => [u.login, u]));
  return (login) => personNameOr(byLogin.get(login), login);
}
