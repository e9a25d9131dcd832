import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { changeOwnPassword, setPassword } from '../../infra/auth/cognito';
import { appLink, sendMail } from '../../infra/email/send';
import { passwordReset } from '../../infra/email/templates';
import { AppError, BadRequest } from '../../errors';
import * as msg from '../../messages';
import { languageOf } from '../../schemas/common';
import type { PasswordChange, PasswordResetFinish } from '../../schemas/account';
import { forgetMembership, type Membership } from '../membership';
import type { UserLookup, UserRecord } from '../records';
import { findUsableKey, issuedBefore, newOneTimeKey } from '../oneTimeKeys';
import { takeToken } from '../../infra/db/write';
import { tokenStep, type Limit } from '../../lib/linkBuckets';
import { greetingName } from '../../lib/personName';
import { endAllSessions } from '../access/deactivation';

/**
 * Cognito checks the current password against the caller's own access token. The user's other sessions end (a
 * password changed because it leaked must lock out whoever holds it); the one that changed it goes on (ADR 0125).
 */
export async function changePassword(m: Membership, accessToken: string, input: z.output<typeof PasswordChange>) {
  try {
    await changeOwnPassword(accessToken, input.currentPassword, input.newPassword);
  } catch {
    throw BadRequest(msg.passwordChangeFailed);
  }
  await write({
    tenantId: m.actor.tenantId,
    action: 'user.changePassword',
    entity: keys.user(m.actor.tenantId, m.actor.userId),
    // The reset links mailed before the change end with it (ADR 0063 amended).
    changes: [{ op: 'touch', key: keys.user(m.actor.tenantId, m.actor.userId), set: { passwordSetAt: Date.now() } }],
  });
  const user = await getItem<UserRecord>(keys.user(m.actor.tenantId, m.actor.userId), true);
  if (user) await endAllSessions(user, m.actor.sessionId);
  forgetMembership(m.actor.login);
  return { message: msg.passwordChanged.text };
}

/**
 * Reset mails per address (docs/decisions/0023-abuse-limits.md, amended): three at once, then one every 15 minutes.
 * A bucket of the user's own (core/src/lib/linkBuckets.ts), not the company's hourly mail budget: anyone may call the
 * route, and spending the company's budget from it stopped the company's invitations, questionnaires and sign-off
 * mails for the hour. Each mailed link is good for a day, so the owner is never left without one.
 */
export const RESET_MAIL_LIMIT: Limit = { ratePerMinute: 1 / 15, burst: 3 };

/**
 * PUT /api/user/forget-password/{email}: answers the same whether or not the address is known, and whether or not
 * the address's reset mails are spent for now (nothing is mailed then), so the call cannot be used to discover
 * accounts.
 */
export async function requestPasswordReset(email: string) {
  const lookup = await getItem<UserLookup>(keys.email(email));
  const user = lookup && (await getItem<UserRecord>(keys.user(lookup.tenantId, lookup.userId)));
  if (!lookup || !user) return { message: msg.resetRequested.text };
  const bucket = keys.linkBucket(keys.user(lookup.tenantId, lookup.userId), 'reset');
  if ((await takeToken(bucket, tokenStep(Date.now(), RESET_MAIL_LIMIT))) > 0)
    return { message: msg.resetRequested.text };
  const { raw, change } = newOneTimeKey('reset', lookup);
  await write({ tenantId: lookup.tenantId, action: 'user.requestPasswordReset', changes: [change] });
  await sendMail(user.email, languageOf(user.langKey), passwordReset, {
    name: greetingName(user),
    link: appLink(`/reset/finish?key=${raw}`, languageOf(user.langKey)),
  });
  return { message: msg.resetRequested.text };
}

/** PUT /api/user/reset-password/{key}: expired, unknown and reused keys all get the spec's message. */
export async function finishPasswordReset(raw: string, input: z.output<typeof PasswordResetFinish>) {
  const usable = await findUsableKey('reset', raw);
  if (!usable) throw BadRequest(msg.resetFailed);
  const user = await getItem<UserRecord>(keys.user(usable.record.tenantId, usable.record.userId), true);
  // A link mailed before the password was last set (a later reset, a change) ends with it (ADR 0063 amended).
  if (!user || issuedBefore(usable.record, user.passwordSetAt)) throw BadRequest(msg.resetFailed);
  try {
    // Spend the key first: of two concurrent uses, exactly one passes this condition.
    await write({ tenantId: usable.record.tenantId, action: 'user.resetPassword', changes: [usable.spend] });
  } catch (err) {
    if (err instanceof AppError) throw BadRequest(msg.resetFailed);
    throw err;
  }
  await setPassword(user.login, input.newPassword);
  // Account recovery: every sign-in before the reset ends, recorded or not (ADR 0125).
  await write({
    tenantId: user.tenantId,
    action: 'user.resetPassword',
    entity: keys.user(user.tenantId, user.id),
    changes: [
      {
        op: 'touch',
        key: keys.user(user.tenantId, user.id),
        set: { signInsFrom: Math.floor(Date.now() / 1000), passwordSetAt: Date.now() },
      },
    ],
    audited: false,
  });
  await endAllSessions(user);
  forgetMembership(user.login);
  return { message: msg.resetDone.text };
}
