import { NotFound } from '../../errors';
import type { ReportIndexView } from '../../schemas/reports';
import type { Membership } from '../membership';
import { reportGaps } from './contentIndex';
import { pageOf, yearIndexOf } from './readiness';

/**
 * GET /api/report-index/{year}: the year's HKEX content index as the report would print it (each
 * provision disclosed, explained, not applicable, or a gap) and the gaps, so the generate page can
 * list them, each linked to the page that answers it, before anyone prints a report that silently omits a
 * provision (a final edition with gaps is refused: readiness.ts).
 */
export async function reportIndex(m: Membership, yearEnd: string): Promise<ReportIndexView> {
  if (!m.periods.some((p) => p.yearEnd === yearEnd)) throw NotFound();
  const index = await yearIndexOf(m.actor.tenantId, yearEnd);
  return {
    yearEnd,
    entries: index.map((e) => ({
      code: e.code,
      aspect: e.aspect,
      title: e.title,
      obligation: e.obligation,
      state: e.state,
      ...('reason' in e ? { reason: e.reason } : {}),
      ...(e.state === 'gap' && pageOf(e.code) ? { page: pageOf(e.code) } : {}),
    })),
    gaps: reportGaps(index).map((e) => e.code),
  };
}
