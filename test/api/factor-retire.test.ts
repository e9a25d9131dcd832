import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { call, signIn } from '../support/api';
import { versionOf } from '../support/access';
import { freshCompany } from '../support/company';
import { saveBoundaries } from '../support/resources';
import { auditItems } from '../support/tenants';

const PRINTED = '2024-12-31';
const OPEN = '2025-12-31';
const RETIRED = 'This emission factor is retired and can no longer be changed.';

type Emissions = {
  bases: { factors: { id: string; revision: number; value: string }[] }[];
  gaps: { kind: string; factorId?: string }[];
  scopes: { scope1: { value: number } };
};
const emissions = async (token: string, year: string) => {
  const res = await call<Emissions>('GET', `/api/emissions/${year}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const usedFactors = (e: Emissions) => e.bases.flatMap((b) => b.factors.map((f) => `${f.id}@${f.revision}`));

/**
 * An administrator retires a wrong factor. A refrigerant named after a gas of this
 * test alone makes the calculation look up a factor no other test uses (gwp-ar5-<gas>).
 */
describe('POST /api/emission-factors/{id}/retire: the soft delete of a factor', () => {
  const gas = `RT${ulid().slice(-8)}`;
  const factorId = `gwp-ar5-${gas.toLowerCase()}`;
  const facts = {
    category: 'gwp',
    scope: 1,
    appliesTo: `${gas} leakage (test)`,
    value: 1000,
    unit: 'kgCO2e/kg',
    source: 'Retirement test',
    confidence: 'medium',
  };
  let admin: string;
  let company: { token: string; tenantId: string };

  beforeAll(async () => {
    admin = await signIn('platform.admin');
    const created = await call('POST', '/api/emission-factors', { token: admin, body: { id: factorId, ...facts } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    company = await freshCompany([{ yearEnd: PRINTED }, { yearEnd: OPEN }], 'companyAdmin');
    const { hq } = await saveBoundaries(company.token, [PRINTED, OPEN]);
    const months = Array.from({ length: 12 }, (_, m) => (m === 6 ? '2' : ''));
    for (const year of [PRINTED, OPEN]) {
      const row = { version: 0, locationId: hq, unit: 'kg', months, attributes: { gas } };
      const made = await call('PUT', `/api/resource/refrigerant/${year}`, {
        token: company.token,
        body: { rows: [row] },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    // Both years use the factor; then the first is printed, which freezes its figures with their lineage.
    for (const year of [PRINTED, OPEN])
      expect(usedFactors(await emissions(company.token, year))).toContain(`${factorId}@1`);
    const print = await call('PUT', '/api/compPeriod/printed', {
      token: admin,
      body: {
        companyId: company.tenantId,
        yearEnd: PRINTED,
        printed: true,
        version: await versionOf(keys.period(company.tenantId, PRINTED)),
      },
    });
    expect(print.status, JSON.stringify(print.body)).toBe(200);
  });

  it('retires: audited, shown as retired, never used again, still in the lineage of figures that used it', async () => {
    const before = (await call('GET', `/api/emission-factors/${factorId}`, { token: admin })).body;
    expect(before.retired).toBeUndefined();
    const retired = await call('POST', `/api/emission-factors/${factorId}/retire`, {
      token: admin,
      body: { version: before.version },
    });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(retired.body).toMatchObject({
      id: factorId,
      version: before.version + 1,
      retired: { by: 'platform.admin', at: expect.any(String) },
    });
    const audit = (await auditItems(PLATFORM_TENANT)).filter((a) => a.action === 'factor.retire');
    expect(audit.some((a) => a.entity.includes(factorId))).toBe(true);

    // Every signed-in user still sees it, marked retired, with its revisions.
    const user = company.token;
    const listed = (await call('GET', '/api/emission-factors?category=gwp', { token: user })).body;
    expect(listed.find((f: { id: string }) => f.id === factorId)).toMatchObject({ retired: { by: 'platform.admin' } });
    expect((await call('GET', `/api/emission-factors/${factorId}/revisions/1`, { token: user })).body).toMatchObject({
      value: 1000,
    });

    // The open year is recalculated without it: its figure is a missing factor now.
    const open = await emissions(user, OPEN);
    expect(usedFactors(open)).not.toContain(`${factorId}@1`);
    expect(open.gaps).toContainEqual(expect.objectContaining({ kind: 'missing-factor', factorId }));
    // The printed year's frozen figures keep the factor and revision they were calculated with.
    const printed = await emissions(user, PRINTED);
    expect(usedFactors(printed)).toContain(`${factorId}@1`);
    expect(printed.scopes.scope1.value).toBeCloseTo(2, 6); // 2 kg × 1,000 kgCO2e/kg = 2 t
  });

  it('stays in the calculation of a year printed with it: restated after the retirement, its figures are unchanged', async () => {
    const user = company.token;
    const restated = await call('POST', `/api/restatements/${PRINTED}`, {
      token: user,
      body: { reason: 'A bill was entered twice.', version: await versionOf(keys.period(company.tenantId, PRINTED)) },
    });
    expect(restated.status, JSON.stringify(restated.body)).toBe(201);
    // Reopened and recalculated from its rows: the factor it was printed with still prices them.
    const reopened = await emissions(user, PRINTED);
    expect(usedFactors(reopened)).toContain(`${factorId}@1`);
    expect(reopened.gaps).not.toContainEqual(expect.objectContaining({ kind: 'missing-factor', factorId }));
    expect(reopened.scopes.scope1.value).toBeCloseTo(2, 6);
    // A year never printed with it still goes without it.
    expect(usedFactors(await emissions(user, OPEN))).not.toContain(`${factorId}@1`);
  });

  it('a retired factor cannot be edited or retired again (409); stale, unknown and badly named ids are refused', async () => {
    const version = await versionOf(keys.factorHead(factorId));
    const edit = await call('PUT', `/api/emission-factors/${factorId}`, {
      token: admin,
      body: { ...facts, value: 5, version },
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ success: false, code: 'CONFLICT', message: RETIRED });
    const again = await call('POST', `/api/emission-factors/${factorId}/retire`, { token: admin, body: { version } });
    expect(again.body).toMatchObject({ status: 409, message: RETIRED });
    expect((await call('GET', `/api/emission-factors/${factorId}`, { token: admin })).body.revisions).toHaveLength(1);

    const other = `test-retire-${ulid().slice(-8).toLowerCase()}`;
    const created = await call('POST', '/api/emission-factors', { token: admin, body: { id: other, ...facts } });
    const stale = await call('POST', `/api/emission-factors/${other}/retire`, {
      token: admin,
      body: { version: created.body.version + 1 },
    });
    expect(stale.status).toBe(409);
    expect((await call('GET', `/api/emission-factors/${other}`, { token: admin })).body.retired).toBeUndefined();
    const unknown = await call('POST', '/api/emission-factors/test-retire-none/retire', {
      token: admin,
      body: { version: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call('POST', '/api/emission-factors/Bad_Id/retire', { token: admin, body: { version: 1 } })).status,
    ).toBe(400);
    // The one id pattern holds for new factors too: lowercase words joined by hyphens.
    const upper = await call('POST', '/api/emission-factors', { token: admin, body: { id: 'Test.Grid_2', ...facts } });
    expect(upper.status).toBe(400);
    expect(upper.body.data.issues[0]).toMatchObject({ path: 'body.id', message: expect.stringContaining('lowercase') });
  });
});
