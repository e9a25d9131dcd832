import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@esg/core/contract/index';
import type { RouteDef } from '@esg/core/contract/route';
import { call, signIn } from '../support/api';
import { freshUser } from '../support/tenants';

/**
 * Company-scoped routes (`scope: 'company'` in the contract) act on the caller's own company, and
 * platform staff have none: the middleware refuses them once, for every such route, with the spec's
 * error object, whatever the request (it never reaches the input parsing or the implementation).
 */
const companyRoutes = Object.entries(contract).filter(([, r]) => r.scope === 'company');
const pathOf = (r: RouteDef) =>
  r.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'type' ? 'electricity' : name === 'year' ? '2025-12-31' : '01J00000000000000000000000',
  );

let platform: string;
beforeAll(async () => {
  platform = await signIn((await freshUser('platform.admin')).login);
});

describe('company-scoped routes refuse platform staff', () => {
  it('covers the routes on company data of every group that has them', () => {
    const groups = new Set(companyRoutes.map(([, r]) => r.group));
    expect([...groups].sort()).toEqual([
      'assurance',
      'background',
      'climate',
      'company',
      'dashboard',
      'environmental',
      'excel',
      'files',
      'misc',
      'questionnaire',
      'reporting',
      'social',
      'users', // the company's auditors (ADR 0115)
      'workflow',
    ]);
  });

  it.each(companyRoutes)('%s: 404 "Not found" to a platform administrator', async (_id, r) => {
    const res = await call(r.method, pathOf(r), { token: platform, body: r.body ? {} : undefined });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', status: 404, message: 'Not found' });
  });

  it('still lets platform staff call routes that are not company-scoped', async () => {
    expect((await call('GET', '/api/fuel-master', { token: platform })).status).toBe(200);
    expect((await call('GET', '/api/compPeriod', { token: platform })).status).toBe(200);
  });
});
