import type { Actor } from '../../context';
import type { FieldIssue } from '../../errors';
import * as msg from '../../messages';
import type { Privilege } from '../../vocabulary/privileges';
import type { RoleRecord } from '../records';
import { PLATFORM_TENANT } from '../../infra/db/keys';

export interface RoleChange {
  level: number;
  privileges: readonly Privilege[];
}

/**
 * The rules that stop privilege escalation when a role is edited (docs/permissions.md):
 * a caller grants only what they hold, never above their own level, never platform:admin
 * outside the platform, nothing inactive; and cannot weaken their own role (lock-out).
 * Whether the caller may touch the role at all is `outranks` below.
 */
export function roleChangeIssues(
  actor: Pick<Actor, 'tenantId' | 'roleId' | 'level' | 'privileges'>,
  before: Pick<RoleRecord, 'id' | 'level' | 'privileges'>,
  after: RoleChange,
  inactive: ReadonlySet<string>,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (after.level > actor.level) issues.push({ path: 'body.level', message: msg.aboveOwnLevel.text });
  const added = after.privileges.filter((p) => !before.privileges.includes(p));
  for (const p of added) {
    const message =
      p === 'platform:admin' && actor.tenantId !== PLATFORM_TENANT
        ? msg.privilegePlatformOnly.text
        : !actor.privileges.includes(p)
          ? msg.privilegeNotHeld.text
          : inactive.has(p)
            ? msg.privilegeInactive.text
            : undefined;
    if (message) issues.push({ path: 'body.privileges', message: `${message} (${p})` });
  }
  if (before.id === actor.roleId) {
    const removed = before.privileges.some((p) => !after.privileges.includes(p));
    if (removed || after.level < before.level) issues.push({ path: 'body', message: msg.cannotLowerOwnRole.text });
  }
  return issues;
}

/** A caller manages only roles (and users holding roles) at or below their own level. */
export const outranks = (actor: Pick<Actor, 'level'>, level: number) => level <= actor.level;
