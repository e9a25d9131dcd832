import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { appLink, sendMail } from '../../infra/email/send';
import { firstYearRequest } from '../../infra/email/templates';
import { formatDate } from '../../lib/dates';
import { languageOf } from '../../schemas/common';
import type { UserRecord } from '../records';
import { tenantFacts } from '../tenantFacts';
import { greetingName } from '../../lib/personName';

/** Every active platform administrator is told of a first year awaiting approval (ADR 0046), in their language. */
export async function notifyFirstYearRequest(company: string, years: { start: string; end: string }) {
  const facts = await tenantFacts(PLATFORM_TENANT);
  const admins = (await queryAll<UserRecord>(keys.userPrefix(PLATFORM_TENANT))).filter(
    (u) => u.activated && facts.roles.get(u.roleId)?.privileges.includes('platform:admin'),
  );
  const link = appLink('/administration/company_subscription');
  for (const u of admins)
    await sendMail(u.email, languageOf(u.langKey), firstYearRequest, {
      name: greetingName(u),
      company,
      start: formatDate(years.start),
      end: formatDate(years.end),
      link,
    });
}
