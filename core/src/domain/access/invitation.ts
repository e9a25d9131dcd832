import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { write, type Change } from '../../infra/db/write';
import { BadRequest, Forbidden } from '../../errors';
import type { InvitationAction } from '../../schemas/users';
import { spendMail, withMailBudget } from '../mailBudget';
import type { Membership } from '../membership';
import type { UserRecord } from '../records';
import { unrecordedInvitee, userView } from '../users';
import { auditorLive } from './auditor';
import { auditorInvitationMail } from './auditors';
import { voidActivationKey } from './deactivation';
import { invitationKeys, userInvitationMail } from './invite';
import { outranks } from './roleRules';
import { levelOf, tenantUser, type ManagedUser } from './users';
import * as msg from '../../messages';

/**
 * The invited user an administrator acts on: of their own company (another's is 404), at or below their level, and
 * not yet active — an accepted invitation is over (deactivate the user instead). `unrecorded`: a user invited before
 * invitations were stored, who never signed in, counts too (Resend only: there is no stored link to revoke).
 */
async function invitee(m: Membership, userId: string, unrecorded = false) {
  const user = await tenantUser(m, userId, true);
  if (!outranks(m.actor, await levelOf(m.actor.tenantId, user.roleId))) throw Forbidden();
  if (user.activated) throw BadRequest(msg.invitationAccepted);
  if (!user.invitation && !(unrecorded && unrecordedInvitee(user))) throw BadRequest(msg.noInvitation);
  return user;
}

/** The mailed keys of an invitation, spent: its link answers as an expired one from now on. */
const voidedKeys = (user: ManagedUser): Change[] => {
  const who = { tenantId: user.tenantId, userId: user.id };
  const reset = user.invitation?.resetKey;
  return [
    ...(user.activationKey ? [voidActivationKey(user.activationKey, who)] : []),
    ...(reset ? [voidActivationKey(reset, who, 'reset')] : []),
  ];
};

/**
 * POST /api/userInfo/{id}/invitation/revoke (ADR 0010 amended): the link ends at once and the user stays, shown as
 * revoked, so the audit trail keeps who was invited and by whom. The write is conditional on the version the
 * administrator saw: against the invitee accepting at the same moment (which writes the user too) one of the two wins.
 */
export async function revokeInvitation(m: Membership, userId: string, input: z.output<typeof InvitationAction>) {
  const user = (await invitee(m, userId)) as ManagedUser & Required<Pick<UserRecord, 'invitation'>>;
  if (user.invitation.revokedAt) throw BadRequest(msg.invitationRevoked);
  const now = new Date().toISOString();
  const set = {
    invitation: { ...user.invitation, revokedAt: now, revokedBy: m.actor.login },
    modifiedBy: m.actor.login,
    modifiedAt: now,
  };
  const after: UserRecord = { ...user, ...set, version: input.version + 1 };
  await write({
    tenantId: m.actor.tenantId,
    action: 'user.invitationRevoke',
    changes: [
      { op: 'update', key: keys.user(m.actor.tenantId, userId), expectedVersion: input.version, set },
      ...voidedKeys(user),
    ],
    before: userView(user),
    after: userView(after),
  });
  return userView(after);
}

/**
 * POST /api/userInfo/{id}/invitation: a new link, valid 24 hours, mailed again in the invitee's language (an auditor's
 * with its grant as it now stands); the old link ends. A revoked invitation is sent afresh this way, and so is one
 * never stored (a user invited before invitations were, ADR 0010 amended), which is stored from then on.
 */
export async function resendInvitation(m: Membership, userId: string, input: z.output<typeof InvitationAction>) {
  const user = await invitee(m, userId, true);
  if (user.auditor && !auditorLive(user.auditor)) throw BadRequest(msg.auditorAccessEnded);
  const tenantId = m.actor.tenantId;
  const keyed = invitationKeys(tenantId, userId);
  const now = keyed.invitation.sentAt;
  const set = {
    invitation: keyed.invitation,
    activationKey: keyed.activationKey,
    modifiedBy: m.actor.login,
    modifiedAt: now,
  };
  const after: UserRecord = { ...user, ...set, version: input.version + 1 };
  await withMailBudget(async () =>
    write({
      tenantId,
      action: 'user.invitationResend',
      changes: [
        { op: 'update', key: keys.user(tenantId, userId), expectedVersion: input.version, set },
        ...voidedKeys(user),
        ...keyed.changes,
        await spendMail(tenantId),
      ],
      before: userView(user),
      after: userView(after),
    }),
  );
  const mail = user.auditor ? auditorInvitationMail(m, user.auditor) : userInvitationMail(m);
  await mail(after, keyed.link(user.langKey));
  return userView(after);
}
