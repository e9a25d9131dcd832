import { ulid } from 'ulid';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { createJob } from '@esg/core/domain/reports/jobs';
import { runInContext } from '@esg/core/context';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

/**
 * Report jobs and publication packs (ADR 0099); the group's review routes (ADR 0160) are in role-matrix.workflow,
 * with the tasks they act on.
 */
const routes = reportingRoutes;

const Y2 = '2025-12-31';

/** A caller with an open year and, in its company, a report and a pack still queued (nothing printed yet). */
interface Fixture extends CallerFixture {
  reportId: string;
  packId: string;
}

const NOT_PRINTED = { status: 404, why: 'the fixture’s job is still queued: nothing to download yet' };

const requests: Requests<typeof routes, Fixture> = {
  requestReport: async () => ({ path: `/api/report/${Y2}` }),
  reportIndex: async () => ({ path: `/api/report-index/${Y2}` }),
  yearReports: async () => ({ path: `/api/reports/${Y2}` }),
  reportProgress: async (f) => ({ path: `/api/report-progress/${f.reportId}` }),
  downloadReport: async (f) => ({ path: `/api/report/download/${f.reportId}`, instead: NOT_PRINTED }),
  viewReport: async (f) => ({ path: `/api/report/pdf/${f.reportId}`, instead: NOT_PRINTED }),
  requestPack: async () => ({ path: `/api/report-pack/${Y2}` }),
  yearPacks: async () => ({ path: `/api/report-packs/${Y2}` }),
  downloadPack: async (f) => ({ path: `/api/report-pack/download/${f.packId}`, instead: NOT_PRINTED }),
};

roleMatrix({
  group: 'reporting',
  routes,
  requests,
  fixture: async (c) => {
    const caller = await freshCaller(c, [{ yearEnd: Y2 }]);
    const job = (pack?: true) =>
      runInContext({ requestId: ulid() }, () =>
        createJob(caller.tenantId, 'matrix', Y2, () => [], pack ? { pack: { langs: ['en', 'hk'] } } : {}),
      );
    const [report, pack] = await Promise.all([job(), job(true)]);
    return { ...caller, reportId: report.id, packId: pack.id };
  },
});
