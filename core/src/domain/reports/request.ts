import type { Language } from '../../schemas/common';
import type { ReportJobView } from '../../schemas/reports';
import type { Membership } from '../membership';
import { companyLanguage, enqueue } from './jobs';
import { printable } from './readiness';

/** POST /api/report/{year}: one report, in the chosen language or else the company's; a final one must be printable. */
export async function requestReport(m: Membership, yearEnd: string, chosen?: Language): Promise<ReportJobView> {
  const lang = chosen ?? (await companyLanguage(m.actor.tenantId));
  return enqueue(m, yearEnd, { lang }, printable([lang]));
}
