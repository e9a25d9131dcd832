import type { z } from 'zod';
import { ulid } from 'ulid';
import * as keys from '../../infra/db/itemKeys';
import { write, type Change } from '../../infra/db/write';
import { spendMail, withMailBudget } from '../mailBudget';
import { createInvitedIdentity } from '../../infra/auth/cognito';
import { appLink, sendMail } from '../../infra/email/send';
import { activation as activationMail } from '../../infra/email/templates';
import type { Invitation, UserRecord } from '../records';
import { languageOf, type LangKey } from '../../schemas/common';
import type { UserCreate } from '../../schemas/users';
import type { Membership } from '../membership';
import { KEY_VALID_MS, newOneTimeKey } from '../oneTimeKeys';
import { newUserChanges, userView, type NewUser } from '../users';
import { assignableRole } from './users';
import { companyNameIn } from '../companyName';
import { greetingName, personName } from '../../lib/personName';

/**
 * POST /api/userInfo: an administrator invites a user into their own company. The user starts
 * deactivated; the mail's link carries the activation key and a password key, because an
 * invitee has no password yet (docs/decisions/0010-users-and-access.md).
 */
export async function createUser(m: Membership, input: z.output<typeof UserCreate>) {
  const { id: _none, ...person } = input;
  await assignableRole(m, person.roleId);
  const user = await inviteUser(m, person, {}, userInvitationMail(m));
  return userView(user);
}

type Invitee = Omit<NewUser, 'activated'>;
/** The mail that carries an invitation's link, to the user as stored. */
export type InvitationMail = (user: Omit<UserRecord, 'version'>, link: string) => Promise<unknown>;

/** A company user's invitation: who invited them and to which company, as the invitee reads it. */
export const userInvitationMail =
  (m: Membership): InvitationMail =>
  (u, link) =>
    sendMail(u.email, languageOf(u.langKey), activationMail, {
      name: greetingName(u),
      link,
      // Who invited them and to which company, as the invitee reads it (its Chinese name in a Chinese mail).
      invitedBy: personName(m.user),
      ...(m.tenant && { company: companyNameIn(m.tenant, languageOf(u.langKey)) }),
    });

/**
 * An invitation's two one-time keys — activation and password, both valid 24 hours — what the user record keeps of
 * them (`activationKey`, `invitation`: when it was sent and expires, ADR 0010 amended), and the link that carries them.
 */
export function invitationKeys(tenantId: string, userId: string, now = Date.now()) {
  const activation = newOneTimeKey('activation', { tenantId, userId }, now);
  const password = newOneTimeKey('reset', { tenantId, userId }, now);
  const invitation: Invitation = {
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + KEY_VALID_MS).toISOString(),
    resetKey: password.change.key,
  };
  const link = (langKey: LangKey) =>
    appLink(`/activate?key=${activation.raw}&reset=${password.raw}`, languageOf(langKey));
  return { changes: [activation.change, password.change], activationKey: activation.change.key, invitation, link };
}

/**
 * A deactivated user with an activation key and a password key, and the invitation mail that carries both
 * (a company user; an auditor, ADR 0115, with `extra` their grant). The write claims login and e-mail first.
 */
export async function inviteUser(m: Membership, person: Invitee, extra: Partial<UserRecord>, mail: InvitationMail) {
  const tenantId = m.actor.tenantId;
  const userId = ulid();
  const keyed = invitationKeys(tenantId, userId);
  const made = newUserChanges(tenantId, { ...person, activated: false }, m.actor.login, userId);
  const user = { ...made.user, ...extra, invitation: keyed.invitation };
  const withKey: Change[] = made.changes.map((c) =>
    c.op === 'create' && c.item === made.user ? { ...c, item: { ...user, activationKey: keyed.activationKey } } : c,
  );
  // The transaction claims login and e-mail first, so a duplicate never reaches Cognito.
  await withMailBudget(async () =>
    write({
      tenantId,
      action: extra.auditor ? 'auditor.invite' : 'user.create',
      changes: [...withKey, ...keyed.changes, await spendMail(tenantId)],
      entity: keys.user(tenantId, userId),
      after: { ...userView({ ...user, version: 1 }), ...(extra.auditor ? { auditor: extra.auditor } : {}) },
    }),
  );
  try {
    await createInvitedIdentity(user.login, user.email);
  } catch (err) {
    // Without an identity the user could never sign in: give the login and e-mail back.
    const undo = [...withKey, ...keyed.changes].map((c): Change => ({ op: 'delete', key: c.key }));
    await write({ tenantId, action: 'user.createUndone', changes: undo });
    throw err;
  }
  await mail(user, keyed.link(user.langKey));
  return { ...user, version: 1 };
}
