import { BadRequest } from '../../errors';
import type { CompanyMembership, Membership } from '../membership';
import { firstYearOf, startFirstYear } from './firstYear';
import { companyIndex } from './records';
import { requirePlatformAdmin } from './platform';
import * as msg from '../../messages';

/** GET /api/comp/subscribe/own: the caller's company's first year awaiting approval (ADR 0046), if any. */
export async function ownFirstYearRequest(m: CompanyMembership) {
  const pending = (await companyIndex(m.actor.tenantId)).pendingFirstYear;
  return pending
    ? { request: { pending: true as const, start: pending.start, end: pending.end, requestedAt: pending.requestedAt } }
    : {};
}

/**
 * POST /api/comp/{companyId}/approveFirstYear: a platform administrator approves the first year a
 * company asked for; it is written as the self-service start writes it, and the request cleared.
 */
export async function approveFirstYear(m: Membership, companyId: string) {
  requirePlatformAdmin(m);
  const pending = (await companyIndex(companyId)).pendingFirstYear;
  if (!pending) throw BadRequest(msg.noFirstYearRequest);
  const first = await firstYearOf(companyId, pending);
  return startFirstYear(companyId, first, m.actor.login, 'period.approveFirst', { pendingFirstYear: null });
}
