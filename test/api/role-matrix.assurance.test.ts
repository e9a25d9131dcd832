import { assuranceRoutes } from '@esg/core/contract/assurance';
import { call } from '../support/api';
import { saveBoundaries } from '../support/resources';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const Y = '2025-12-31';

/**
 * A fresh company's caller whose year has one water row with a zero month (to confirm) and a month 1,000× the
 * others (an anomaly to explain). Platform staff and the board member's link have no company: any id stands in.
 */
interface AssuranceFixture extends CallerFixture {
  rowId: string;
  periodVersion: number;
  /** Platform staff have no company (the contract's 404 answers them first). */
  inCompany: boolean;
}

/** The fixture's year is open: there is nothing to restate, which an administrator is told (ADR 0118). */
const NOT_PRINTED = { status: 409, why: 'the fixture’s year is open: only a printed year can be restated' };
const NO_PACK = { status: 404, why: 'no assurance pack of that id in the caller’s company' };

const requests: Requests<typeof assuranceRoutes, AssuranceFixture> = {
  completeness: async () => ({ path: `/api/completeness/${Y}` }),
  confirmZeros: async (f) => ({
    path: `/api/completeness/${Y}/zero`,
    body: { type: 'water', rowId: f.rowId, months: [0], confirmed: true },
  }),
  anomalies: async () => ({ path: `/api/anomalies/${Y}` }),
  explainAnomaly: async (f) => ({
    path: `/api/anomalies/${Y}/row.water.${f.rowId}.m3/explanation`,
    body: { comment: 'A leak, repaired in April.' },
  }),
  evidenceIntegrity: async () => ({ path: `/api/evidence-integrity/${Y}` }),
  anomalyThresholds: async () => ({ path: '/api/anomaly-thresholds' }),
  saveAnomalyThresholds: async () => ({
    path: '/api/anomaly-thresholds',
    body: { yoyPercent: 25, madLimit: 4, version: 0 },
  }),
  requestAssurancePack: async () => ({ path: `/api/assurance-pack/${Y}` }),
  assurancePacks: async () => ({ path: `/api/assurance-packs/${Y}` }),
  downloadAssurancePack: async () => ({ path: `/api/assurance-pack/download/${NO_ROW}`, instead: NO_PACK }),
  restatements: async () => ({ path: `/api/restatements/${Y}` }),
  restate: async (f) => ({
    path: `/api/restatements/${Y}`,
    body: { reason: 'A bill entered twice.', version: f.periodVersion },
    ...(f.inCompany ? { instead: NOT_PRINTED } : {}),
  }),
};
const NO_ROW = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

roleMatrix({
  group: 'assurance',
  routes: assuranceRoutes,
  requests,
  fixture: async (c) => {
    const f = await freshCaller(c, [{ yearEnd: Y }]);
    if (!f.token || c.id === 'platformAdmin') return { ...f, rowId: NO_ROW, periodVersion: 1, inCompany: false };
    const { hq: locationId } = await saveBoundaries(f.token, [Y]);
    // One month 1,000× the others: an anomaly to explain; month 0 a zero to confirm.
    const months = ['0', '10', '10', '10000', '10', '10', '10', '10', '10', '10', '10', '10'];
    const saved = await call('POST', '/api/resource/water/newBatch', {
      token: f.token,
      body: { year: Y, rows: [{ locationId, unit: 'm3', months, attributes: { source: 'municipal' } }] },
    });
    if (saved.status !== 201) throw new Error(`fixture: ${JSON.stringify(saved.body)}`);
    const periods: { yearEnd: string; version: number }[] = (await call('GET', '/api/compPeriod', { token: f.token }))
      .body;
    const periodVersion = periods.find((p) => p.yearEnd === Y)?.version ?? 1;
    return { ...f, rowId: saved.body.rows[0].id, periodVersion, inCompany: true };
  },
});
