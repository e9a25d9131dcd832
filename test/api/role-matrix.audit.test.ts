import { ulid } from 'ulid';
import { auditorRoutes } from '@esg/core/contract/auditors';
import { sampleRoutes } from '@esg/core/contract/samples';
import { call } from '../support/api';
import { freshAuditor, inDays } from '../support/auditor';
import { every, saveBoundaries } from '../support/resources';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const Y = '2025-12-31';
const routes = { ...auditorRoutes, ...sampleRoutes };

/**
 * A fresh company's caller whose year has an electricity row and a sample of it, drawn by an auditor of the
 * company (ADR 0116). Platform staff and the board member's link have no company: any ids stand in.
 */
interface SampleFixture extends CallerFixture {
  sampleId: string;
  figureId: string;
  /** An invited auditor of the caller's company, whose grant the edit changes. */
  auditorId: string;
}

const sampleVersion = async (f: SampleFixture) => {
  const list = f.token ? await call('GET', `/api/audit-samples/${Y}`, { token: f.token }) : undefined;
  return (list?.status === 200 && list.body.find((s: { id: string }) => s.id === f.sampleId)?.version) || 1;
};

const requests: Requests<typeof routes, SampleFixture> = {
  auditors: async () => ({ path: '/api/auditors' }),
  inviteAuditor: async () => {
    const email = `m${ulid().toLowerCase().slice(-12)}@example.com`;
    return {
      path: '/api/auditors',
      body: {
        email,
        firstName: 'Olivia',
        lastName: 'Ng',
        firm: 'Harbour',
        langKey: 'en',
        years: [Y],
        until: inDays(9),
      },
    };
  },
  updateAuditor: async (f) => {
    const list = f.token ? await call('GET', '/api/auditors', { token: f.token }) : undefined;
    const version = (list?.status === 200 && list.body.find((a: { id: string }) => a.id === f.auditorId)?.version) || 1;
    return { path: `/api/auditors/${f.auditorId}`, body: { years: [Y], until: inDays(12), version } };
  },
  samples: async () => ({ path: `/api/audit-samples/${Y}` }),
  drawSample: async () => ({ path: `/api/audit-samples/${Y}`, body: { basis: 'tco2e', n: 1, seed: 3 } }),
  figureTrail: async (f) => ({ path: `/api/audit-samples/${Y}/${f.sampleId}/figures/${f.figureId}` }),
  markFigure: async (f) => ({
    path: `/api/audit-samples/${Y}/${f.sampleId}/figures/${f.figureId}`,
    body: { status: 'agreed', note: '', version: await sampleVersion(f) },
  }),
};

roleMatrix({
  group: 'users and assurance (the auditor)',
  routes,
  requests,
  fixture: async (c) => {
    const f = await freshCaller(c, [{ yearEnd: Y }]);
    if (!f.token || c.id === 'platformAdmin')
      return { ...f, sampleId: ulid(), figureId: 'x.ghg.2.-.-', auditorId: ulid() };
    const { hq: locationId } = await saveBoundaries(f.token, [Y]);
    const row = {
      version: 0,
      locationId,
      unit: 'kWh',
      months: every('100'),
      attributes: { supplier: 'clp', account: 'M-1' },
    };
    const saved = await call('PUT', `/api/resource/electricity/${Y}`, { token: f.token, body: { rows: [row] } });
    if (saved.status !== 200) throw new Error(`fixture: ${JSON.stringify(saved.body)}`);
    const auditor = await freshAuditor(f.tenantId, [Y]);
    const drawn = await call('POST', `/api/audit-samples/${Y}`, {
      token: auditor.token,
      body: { basis: 'tco2e', n: 1 },
    });
    if (drawn.status !== 201) throw new Error(`fixture: ${JSON.stringify(drawn.body)}`);
    return { ...f, sampleId: drawn.body.id, figureId: drawn.body.figures[0].id, auditorId: auditor.userId };
  },
});
