import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { createIdentity, setEnabled } from '../../infra/auth/cognito';
import { appLink, sendMail } from '../../infra/email/send';
import { activation as activationMail } from '../../infra/email/templates';
import { AppError, BadRequest, Unauthorized } from '../../errors';
import { auditorLive } from '../access/auditor';
import * as msg from '../../messages';
import { languageOf } from '../../schemas/common';
import type { Registration } from '../../schemas/account';
import type { UserRecord } from '../records';
import type { ManagedUser } from '../access/users';
import { newTenant } from '../tenants';
import { newUserChanges } from '../users';
import { findSpentKey, findUsableKey, newOneTimeKey } from '../oneTimeKeys';
import type { Key } from '../../infra/db/keys';
import { greetingName } from '../../lib/personName';

const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;

/**
 * POST /api/auth/register: a new customer signs up their company and becomes its company
 * administrator, inactive until the e-mailed key is used (docs/decisions/0001-registration.md).
 */
export async function register(input: z.output<typeof Registration>) {
  const { password, companyName, ...person } = input;
  const tenant = newTenant({ name: companyName, langKey: person.langKey });
  const { user, changes } = newUserChanges(
    tenant.tenantId,
    { ...person, roleId: tenant.roleIds.companyAdmin, activated: false },
    person.login,
  );
  const activation = newOneTimeKey('activation', { tenantId: tenant.tenantId, userId: user.id });
  // The DynamoDB write claims login and e-mail first, so a duplicate never reaches Cognito.
  await write({
    tenantId: tenant.tenantId,
    action: 'user.register',
    changes: [...tenant.changes, ...changes, activation.change],
    entity: keys.user(tenant.tenantId, user.id),
    after: { login: user.login, email: user.email, company: companyName },
  });
  try {
    await createIdentity(user.login, user.email, password, false);
  } catch {
    throw BadRequest(msg.loginInUse);
  }
  await sendMail(user.email, languageOf(user.langKey), activationMail, {
    name: greetingName(user),
    link: appLink(`/activate?key=${activation.raw}`, languageOf(user.langKey)),
  });
  return { message: msg.registered.text };
}

/** PUT /api/auth/activate/{key}: enables the account for sign-in; a key works once, for 24 hours. */
export async function activate(raw: string) {
  const usable = await findUsableKey('activation', raw);
  if (!usable) {
    // The activation link opened again by the account it activated: say so, not "register again".
    const spent = await findSpentKey('activation', raw);
    const owner = spent && (await getItem<UserRecord>(keys.user(spent.tenantId, spent.userId), true));
    if (owner && owner.activated) return { message: msg.alreadyActive.text };
    // An invitation's link its administrator revoked or sent again: say which, not "register" (ADR 0010 amended).
    if (owner?.invitation)
      throw BadRequest(owner.invitation.revokedAt ? msg.invitationWithdrawn : msg.invitationReplaced);
    throw BadRequest(msg.activationFailed);
  }
  const { tenantId, userId } = usable.record;
  const user = await getItem<ManagedUser>(keys.user(tenantId, userId), true);
  if (!user) throw BadRequest(msg.activationFailed);
  // A revoke or a new link that landed after the key was read: voiding a key rewrites it at the version it was read
  // at, so the spend alone would not see it; the user, read after, does (ADR 0010 amended).
  if (user.invitation?.revokedAt) throw BadRequest(msg.invitationWithdrawn);
  if (user.activationKey && !sameKey(user.activationKey, usable.spend.key)) throw BadRequest(msg.invitationReplaced);
  // An auditor's invitation past its end date answers as any expired session does (ADR 0115).
  if (user.auditor && !auditorLive(user.auditor)) throw Unauthorized();
  try {
    await write({
      tenantId,
      action: 'user.activate',
      changes: [
        usable.spend,
        // Accepted: the invitation is over (ADR 0010 amended). On the version read, so a revoke at the same moment
        // and this acceptance cannot both succeed.
        {
          op: 'update',
          key: keys.user(tenantId, userId),
          expectedVersion: user.version,
          set: { activated: true },
          remove: ['invitation'],
        },
      ],
      before: { activated: user.activated },
      after: { activated: true },
    });
  } catch (err) {
    if (err instanceof AppError) throw BadRequest(msg.activationFailed);
    throw err;
  }
  await setEnabled(user.login, true);
  return { message: msg.activated.text };
}
