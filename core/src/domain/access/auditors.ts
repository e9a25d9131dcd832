import { formatDate, isDayAhead } from '../../lib/dates';
import { joinList } from '../../lib/format';
import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { sendMail } from '../../infra/email/send';
import { auditorInvitation } from '../../infra/email/templates';
import { InvalidInput, NotFound } from '../../errors';
import { write } from '../../infra/db/write';
import { tenantUser } from './users';
import { languageOf } from '../../schemas/common';
import type { AuditorInvite, AuditorUpdate, AuditorView } from '../../schemas/auditor';
import { AUDITOR_ROLE } from '../../vocabulary/privileges';
import { companyPeriods } from '../periods/view';
import { companyNameIn } from '../companyName';
import { forgetMembership, type CompanyMembership, type Membership } from '../membership';
import type { AuditorGrant, UserRecord } from '../records';
import { auditorLive } from './auditor';
import { inviteUser, type InvitationMail } from './invite';
import * as msg from '../../messages';
import { greetingName } from '../../lib/personName';

/** An auditor signs in with their e-mail address, made a login (letters, digits and `._@-`). */
const loginOf = (email: string) => email.toLowerCase().replace(/[^a-z0-9._@-]/g, '-');

function auditorView(u: UserRecord & { auditor: AuditorGrant }): AuditorView {
  return {
    id: u.id,
    version: u.version,
    login: u.login,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    firm: u.auditor.firm,
    langKey: u.langKey,
    years: u.auditor.years,
    until: u.auditor.until,
    activated: u.activated,
    live: auditorLive(u.auditor),
    invitedBy: u.createdBy,
    invitedAt: u.createdAt,
  };
}

/** GET /api/auditors: the company's invited auditors, newest first, with whether their access is live. */
export async function listAuditors(m: CompanyMembership): Promise<AuditorView[]> {
  const users = await queryAll<UserRecord>(keys.userPrefix(m.actor.tenantId));
  return users
    .flatMap((u) => (u.auditor ? [auditorView({ ...u, auditor: u.auditor })] : []))
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}

/** Years and an end date as an invitation takes them: the company's years, an end from today to two years ahead. */
async function checkedGrant(m: CompanyMembership, input: Pick<AuditorGrant, 'years' | 'until'>) {
  const periods = await companyPeriods(m.actor.tenantId);
  const years = [...new Set(input.years)].sort();
  if (!years.every((y) => periods.some((p) => p.yearEnd === y)))
    throw InvalidInput(msg.auditorYearUnknown, 'body.years');
  // An engagement, not a standing account: access ends from today to two years ahead.
  if (!isDayAhead(input.until)) throw InvalidInput(msg.auditorUntilPast, 'body.until');
  return { years, until: input.until };
}

/**
 * PUT /api/auditors/{id} (ADR 0115 amended): an invited auditor's years and end date, checked as the invitation's,
 * audited (`auditor.update`, before and after). The auditor's next call acts with the new grant; an ended grant
 * given a new end date is live again, and so is its invitation's link while it has not expired.
 */
export async function updateAuditor(m: CompanyMembership, userId: string, input: z.output<typeof AuditorUpdate>) {
  const tenantId = m.actor.tenantId;
  const user = await tenantUser(m, userId, true);
  if (!user.auditor) throw NotFound();
  const auditor: AuditorGrant = { ...user.auditor, ...(await checkedGrant(m, input)) };
  const set = { auditor, modifiedBy: m.actor.login, modifiedAt: new Date().toISOString() };
  await write({
    tenantId,
    action: 'auditor.update',
    changes: [{ op: 'update', key: keys.user(tenantId, userId), expectedVersion: input.version, set }],
    entity: keys.user(tenantId, userId),
    before: { login: user.login, auditor: user.auditor },
    after: { login: user.login, auditor },
  });
  forgetMembership(user.login);
  return auditorView({ ...user, ...set, version: input.version + 1 });
}

/** An auditor's invitation, in the invitee's language: the company, the years and the end of access. */
export const auditorInvitationMail =
  (m: Membership, grant: AuditorGrant): InvitationMail =>
  (u, link) =>
    sendMail(u.email, languageOf(u.langKey), auditorInvitation, {
      name: greetingName(u),
      // The company as the invitee reads it: its Chinese name in a Chinese mail when it has one.
      company: companyNameIn(m.tenant, languageOf(u.langKey)),
      years: joinList(
        grant.years.map((y) => formatDate(y)),
        languageOf(u.langKey),
      ),
      until: formatDate(grant.until),
      link,
    });

/**
 * POST /api/auditors (ADR 0115): the assurance provider's user, read-only, for some of the company's years until
 * an end date (today at the earliest, two years ahead at most). The invitation mail is in the invitee's language.
 */
export async function inviteAuditor(m: CompanyMembership, input: z.output<typeof AuditorInvite>) {
  const auditor: AuditorGrant = { ...(await checkedGrant(m, input)), firm: input.firm };
  const person = {
    login: loginOf(input.email),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    langKey: input.langKey,
    roleId: AUDITOR_ROLE.id,
  };
  const user = await inviteUser(m, person, { auditor }, auditorInvitationMail(m, auditor));
  return auditorView({ ...user, auditor });
}
