import { expect } from 'vitest';
import { ulid } from 'ulid';
import { adminRoutes } from '@esg/core/contract/admin';
import { runInContext } from '@esg/core/context';
import { newSysConfigChange } from '@esg/core/domain/sysconfig/records';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import type { KpiView } from '@esg/core/schemas/admin';
import { call, signIn } from '../support/api';
import { versionOf } from '../support/access';
import { freshTenant } from '../support/company';
import { freshCaller, roleMatrix, type CallerFixture, type Requests } from '../support/matrix';

const YEARS = {
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
  newFinancialYearStartDate: '2026-01-01',
  newFinancialYearEndDate: '2026-12-31',
};
const names = (en: string) => ({ en, hk: en, cn: en });
const FACTOR = {
  category: 'electricity',
  scope: 2,
  appliesTo: 'Role matrix test',
  value: 0.5,
  unit: 'kgCO2e/kWh',
  source: 'Role matrix test',
  confidence: 'medium',
  validFrom: 2023,
};
/** A seeded provision no other test reads closely; its edit writes back what is stored, so only its version moves. */
const KPI = { ruleSet: '2020', code: 'B6.4' } as const;

/** What the platform cells act on, made once: companies with and without a configuration, catalogue entries. */
interface Shared {
  unconfigured: string;
  configured: string;
  unitType: string;
  base: string;
  other: string;
  factorId: string;
}
/** The caller's own company (a fresh one, configured) and the configuration it reads. */
interface Fixture extends CallerFixture, Shared {
  config: string;
}

const configure = (companyId: string) =>
  runInContext({ requestId: ulid() }, () =>
    write({ tenantId: companyId, action: 'test.sysconfig', changes: [newSysConfigChange(companyId, YEARS, 'test')] }),
  );

async function makeShared(): Promise<Shared> {
  const token = await signIn('platform.admin');
  const put = async (path: string, body: object) =>
    expect((await call('PUT', path, { token, body })).status, path).toBe(200);
  const [unconfigured, configured] = await Promise.all([freshTenant(), freshTenant()]);
  await configure(configured.tenantId);
  const unitType = `mx${ulid().slice(-10).toLowerCase()}`;
  const [base, other] = [`${unitType}-b`, `${unitType}-o`];
  await put('/api/uom/types', { types: [{ id: unitType, names: names('Matrix type'), baseUnitId: base }] });
  const unit = (id: string) => ({ id, symbol: id.slice(-4), names: names(id), typeId: unitType, systemId: 'si' });
  await put('/api/uom/all', { units: [unit(base), unit(other)] });
  const factorId = `test-matrix-${ulid().slice(-10).toLowerCase()}`;
  const created = await call('POST', '/api/emission-factors', { token, body: { id: factorId, ...FACTOR } });
  expect(created.status).toBe(201);
  return { unconfigured: unconfigured.tenantId, configured: configured.tenantId, unitType, base, other, factorId };
}

const requests: Requests<typeof adminRoutes, Fixture> = {
  auditLog: async () => ({ path: '/api/audit/audit-log-masters?size=5' }),
  listSysConfigs: async () => ({ path: '/api/system-configurations' }),
  createSysConfig: async (f) => ({
    path: '/api/system-configurations',
    body: { companyId: f.unconfigured, financialYearStartDate: '2025-01-01', financialYearEndDate: '2025-12-31' },
  }),
  getSysConfig: async (f) => ({ path: `/api/system-configurations/${f.config}` }),
  editSysConfig: async (f) => ({
    path: `/api/system-configurations/${f.configured}`,
    body: { ...YEARS, version: await versionOf(keys.sysConfig(f.configured)) },
  }),
  languages: async () => ({ path: '/api/language' }),
  listUnits: async () => ({ path: '/api/uom/all' }),
  listUnitTypes: async () => ({ path: '/api/uom/types' }),
  listUnitSystems: async () => ({ path: '/api/uom/systems' }),
  listConversions: async () => ({ path: '/api/uom/conversions' }),
  convertUnits: async () => ({ path: '/api/uom/convert?from=MWh&to=kWh&value=1.5' }),
  putUnits: async (f) => ({
    path: '/api/uom/all',
    body: {
      units: [
        {
          id: f.base,
          symbol: 'mxb',
          names: names('Matrix base'),
          typeId: f.unitType,
          systemId: 'si',
          version: await versionOf(keys.unit(f.base)),
        },
      ],
    },
  }),
  putUnitTypes: async (f) => ({
    path: '/api/uom/types',
    body: {
      types: [
        {
          id: f.unitType,
          names: names('Matrix type'),
          baseUnitId: f.base,
          version: await versionOf(keys.unitType(f.unitType)),
        },
      ],
    },
  }),
  putConversions: async (f) => {
    // New the first time, an edit of that version after.
    const version = (await versionOf(keys.unitConversion(f.other, f.base))) || undefined;
    const conversion = { from: f.other, to: f.base, numerator: '1000', denominator: '1', source: 'Role matrix' };
    return { path: '/api/uom/conversions', body: { conversions: [{ ...conversion, version }] } };
  },
  listKpis: async () => ({ path: '/api/kpis?ruleSet=2025' }),
  editKpi: async () => {
    const k = (await getItem<KpiView>(keys.kpi(KPI.ruleSet, KPI.code), true))!;
    const { title, aspect, unitType, kind, obligation, obligationNote, version } = k;
    return {
      path: `/api/kpis/${KPI.ruleSet}/${KPI.code}`,
      body: { title, aspect, unitType, kind, obligation, obligationNote, version },
    };
  },
  listFactors: async () => ({ path: '/api/emission-factors?category=electricity' }),
  getFactor: async () => ({ path: '/api/emission-factors/elec-clp' }),
  factorForYear: async () => ({ path: '/api/emission-factors/elec-clp/years/2023' }),
  factorRevision: async () => ({ path: '/api/emission-factors/elec-clp/revisions/1' }),
  createFactor: async () => ({
    path: '/api/emission-factors',
    body: { id: `test-matrix-${ulid().slice(-10).toLowerCase()}`, ...FACTOR },
  }),
  editFactor: async (f) => ({
    path: `/api/emission-factors/${f.factorId}`,
    body: { ...FACTOR, value: 0.45, validFrom: 2024, version: await versionOf(keys.factorHead(f.factorId)) },
  }),
  // A factor of its own per cell: a retired factor cannot be retired again.
  retireFactor: async () => {
    const id = `test-matrix-${ulid().slice(-10).toLowerCase()}`;
    const token = await signIn('platform.admin');
    const created = await call('POST', '/api/emission-factors', { token, body: { id, ...FACTOR } });
    expect(created.status).toBe(201);
    return { path: `/api/emission-factors/${id}/retire`, body: { version: created.body.version } };
  },
};

let shared: Promise<Shared> | undefined;

roleMatrix({
  group: 'admin',
  routes: adminRoutes,
  requests,
  fixture: async (c) => {
    const [caller, s] = await Promise.all([freshCaller(c, [{ yearEnd: '2025-12-31' }]), (shared ??= makeShared())]);
    if (c.id === 'companyAdmin' || c.id === 'companyUser') await configure(caller.tenantId);
    return { ...caller, ...s, config: c.id === 'platformAdmin' ? s.configured : caller.tenantId };
  },
});
