import { NotFound } from '../../errors';
import type { ReportIndexView } from '../../schemas/reports';
import type { Membership } from '../membership';
import { buildReport } from './build';
import { reportGaps } from './contentIndex';
import { loadReportInputs } from './data';

/**
 * GET /api/report-index/{year}: the year's HKEX content index as the report would print it (each
 * provision disclosed, explained, not applicable, or a gap) and the gaps, so the generate page can
 * list them before anyone prints a report that silently omits a provision.
 */
export async function reportIndex(m: Membership, yearEnd: string): Promise<ReportIndexView> {
  if (!m.periods.some((p) => p.yearEnd === yearEnd)) throw NotFound();
  const { index } = buildReport(await loadReportInputs(m.actor.tenantId, yearEnd, 'en'));
  return {
    yearEnd,
    entries: index.map((e) => ({
      code: e.code,
      aspect: e.aspect,
      title: e.title,
      obligation: e.obligation,
      state: e.state,
      ...('reason' in e ? { reason: e.reason } : {}),
    })),
    gaps: reportGaps(index).map((e) => e.code),
  };
}
