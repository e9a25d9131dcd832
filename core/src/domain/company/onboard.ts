import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { write, type Change } from '../../infra/db/write';
import { createIdentity } from '../../infra/auth/cognito';
import { appLink, sendMail } from '../../infra/email/send';
import { activation as activationMail } from '../../infra/email/templates';
import { BadRequest } from '../../errors';
import * as msg from '../../messages';
import { languageOf } from '../../schemas/common';
import type { Onboarding } from '../../schemas/company';
import type { Membership } from '../membership';
import { newTenant } from '../tenants';
import { newUserChanges } from '../users';
import { newOneTimeKey } from '../oneTimeKeys';
import { newPeriodChanges } from '../periods/create';
import { firstYearPeriod, followingYear } from '../periods/rules';
import { newSysConfigChange } from '../sysconfig/records';
import { companyView } from './records';
import { refuse, requirePlatformAdmin } from './platform';
import { greetingName } from '../../lib/personName';

/**
 * POST /api/comp/subscribe/{start}/{end}: onboards a customer (docs/decisions/0009): the company,
 * its default roles, its first reporting period (the financial year start..end), its system
 * configuration and its first company administrator, in one transaction. The administrator is
 * invited by mail: the link activates the account and lets them choose a password (a reset key
 * travels with the activation key, because nobody else ever knows the account's password).
 */
export async function onboardCompany(
  m: Membership,
  years: { start: string; end: string },
  input: z.output<typeof Onboarding>,
) {
  requirePlatformAdmin(m);
  const { dates, issues } = firstYearPeriod(years);
  refuse(issues);
  const tenant = newTenant(input.company);
  const { user, changes: userChanges } = newUserChanges(
    tenant.tenantId,
    { ...input.admin, roleId: tenant.roleIds.companyAdmin, activated: false },
    m.actor.login,
  );
  // A fresh index item has version 1; the period's bump of it belongs to the same transaction,
  // which DynamoDB refuses (one item, two operations), so the first period is created plainly.
  const first = newPeriodChanges(tenant.tenantId, dates, 1);
  const following = followingYear(years.end);
  const config = newSysConfigChange(
    tenant.tenantId,
    {
      financialYearStartDate: years.start,
      financialYearEndDate: years.end,
      newFinancialYearStartDate: following.start,
      newFinancialYearEndDate: following.end,
    },
    m.actor.login,
  );
  const who = { tenantId: tenant.tenantId, userId: user.id };
  const activation = newOneTimeKey('activation', who);
  const password = newOneTimeKey('reset', who);
  const changes = [...tenant.changes, first.changes[0]!, config, ...userChanges, activation.change, password.change];
  await write({
    tenantId: tenant.tenantId,
    action: 'company.onboard',
    changes,
    entity: keys.tenant(tenant.tenantId),
    after: { company: input.company, admin: { login: user.login, email: user.email }, firstYear: years },
  });
  try {
    await createIdentity(user.login, user.email, `${randomBytes(24).toString('base64url')}-Aa1`, false);
  } catch {
    // Without an identity the administrator could never sign in: take the company back whole,
    // which also frees the login and e-mail for a second attempt.
    const undo = changes.map((c): Change => ({ op: 'delete', key: c.key }));
    await write({ tenantId: tenant.tenantId, action: 'company.onboardUndone', changes: undo });
    throw BadRequest(msg.loginInUse);
  }
  await sendMail(user.email, languageOf(user.langKey), activationMail, {
    name: greetingName(user),
    link: appLink(`/activate?key=${activation.raw}&reset=${password.raw}`, languageOf(user.langKey)),
  });
  return {
    company: companyView({ ...input.company, id: tenant.tenantId, createdAt: new Date().toISOString(), version: 1 }, [
      first.period,
    ]),
    admin: { id: user.id, login: user.login, email: user.email, activated: false },
    message: msg.companyOnboarded.text,
  };
}
