import { NotFound } from '../../errors';
import type { Membership } from '../membership';
import { companyPeriods, periodView } from './view';

/** GET /api/compPeriod: the caller's own company's periods (read-only for every company role). */
/** GET /api/compPeriod: an auditor's list holds their years only (ADR 0115), as their session does. */
export const listPeriods = async (m: Membership) =>
  (await companyPeriods(m.actor.tenantId))
    .filter((p) => !m.auditor || m.auditor.years.includes(p.yearEnd))
    .map(periodView);

/** GET /api/compPeriod/isPrinted/{year}: another company's year is indistinguishable from none (404). */
export async function isPrinted(m: Membership, yearEnd: string) {
  const period = (await companyPeriods(m.actor.tenantId)).find((p) => p.yearEnd === yearEnd);
  if (!period) throw NotFound();
  return { yearEnd, printed: period.printed };
}
