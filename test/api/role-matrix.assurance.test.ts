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
}

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
};
const NO_ROW = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

roleMatrix({
  group: 'assurance',
  routes: assuranceRoutes,
  requests,
  fixture: async (c) => {
    const f = await freshCaller(c, [{ yearEnd: Y }]);
    if (!f.token || c.id === 'platformAdmin') return { ...f, rowId: NO_ROW };
    const { hq: locationId } = await saveBoundaries(f.token, [Y]);
    // One month 1,000× the others: an anomaly to explain; month 0 a zero to confirm.
    const months = ['0', '10', '10', '10000', '10', '10', '10', '10', '10', '10', '10', '10'];
    const saved = await call('POST', '/api/resource/water/newBatch', {
      token: f.token,
      body: { year: Y, rows: [{ locationId, unit: 'm3', months, attributes: { source: 'municipal' } }] },
    });
    if (saved.status !== 201) throw new Error(`fixture: ${JSON.stringify(saved.body)}`);
    return { ...f, rowId: saved.body.rows[0].id };
  },
});
