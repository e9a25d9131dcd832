import * as z from 'zod';
import { route } from './route';
import { AuditPage, AuditQuery } from '../schemas/auditLog';
import {
  FactorCreate,
  FactorEdit,
  FactorForYear,
  FactorParams,
  FactorQuery,
  FactorRetire,
  FactorRevisionParams,
  FactorRevisionView,
  FactorView,
  FactorYearParams,
  KpiEdit,
  KpiList,
  KpiParams,
  KpiQuery,
  KpiView,
  LanguageView,
  SysConfigCreate,
  SysConfigEdit,
  SysConfigParams,
  SysConfigView,
} from '../schemas/admin';
import {
  ConversionView,
  ConversionsPut,
  ConvertQuery,
  ConvertReply,
  UnitSystemView,
  UnitTypeView,
  UnitTypesPut,
  UnitView,
  UnitsPut,
} from '../schemas/units';

const group = 'admin' as const;

/**
 * Administration catalogues and logs (docs/spec-coverage.md "Admin", "Units"). The global catalogues
 * (units, HKEX KPIs, emission factors) are read by every signed-in user and edited by platform
 * administrators only; the audit log is the caller's own company's.
 */
export const adminRoutes = {
  auditLog: route({
    method: 'GET',
    path: '/api/audit/audit-log-masters',
    group,
    access: 'logs:read',
    query: AuditQuery,
    response: AuditPage,
    spec: 'GET /audit/audit-log-masters',
  }),
  listSysConfigs: route({
    method: 'GET',
    path: '/api/system-configurations',
    group,
    access: 'company:read',
    response: z.array(SysConfigView),
    spec: 'GET /system-configurations',
  }),
  createSysConfig: route({
    method: 'POST',
    path: '/api/system-configurations',
    group,
    access: 'platform:admin',
    tenantFrom: 'body.companyId',
    body: SysConfigCreate,
    response: SysConfigView,
    status: 201,
    spec: 'POST /system-configurations',
  }),
  getSysConfig: route({
    method: 'GET',
    path: '/api/system-configurations/{id}',
    group,
    access: 'company:read',
    tenantFrom: 'params.id',
    params: SysConfigParams,
    response: SysConfigView,
    spec: 'GET /system-configurations/{id}',
  }),
  editSysConfig: route({
    method: 'PUT',
    path: '/api/system-configurations/{id}',
    group,
    access: 'platform:admin',
    tenantFrom: 'params.id',
    params: SysConfigParams,
    body: SysConfigEdit,
    response: SysConfigView,
    spec: 'PUT /system-configurations/{id}',
  }),
  languages: route({
    method: 'GET',
    path: '/api/language',
    group,
    access: 'public',
    response: z.array(LanguageView),
    spec: 'GET /language',
  }),
  ...unitRoutes(),
  ...kpiRoutes(),
  ...factorRoutes(),
};

/** Units of measure (docs/spec-coverage.md "Units"): exact rational conversions within a unit type. */
function unitRoutes() {
  const read = { group, access: 'authenticated' } as const;
  const edit = { group, access: 'platform:admin' } as const;
  return {
    listUnits: route({
      method: 'GET',
      path: '/api/uom/all',
      ...read,
      response: z.array(UnitView),
      spec: 'GET /uom/all',
    }),
    listUnitTypes: route({
      method: 'GET',
      path: '/api/uom/types',
      ...read,
      response: z.array(UnitTypeView),
      spec: 'GET /uom/types',
    }),
    listUnitSystems: route({
      method: 'GET',
      path: '/api/uom/systems',
      ...read,
      response: z.array(UnitSystemView),
      spec: 'GET /uom/systems',
    }),
    listConversions: route({ method: 'GET', path: '/api/uom/conversions', ...read, response: z.array(ConversionView) }),
    convertUnits: route({
      method: 'GET',
      path: '/api/uom/convert',
      ...read,
      query: ConvertQuery,
      response: ConvertReply,
    }),
    putUnits: route({
      method: 'PUT',
      path: '/api/uom/all',
      ...edit,
      body: UnitsPut,
      response: z.array(UnitView),
      spec: 'PUT /uom/all',
    }),
    putUnitTypes: route({
      method: 'PUT',
      path: '/api/uom/types',
      ...edit,
      body: UnitTypesPut,
      response: z.array(UnitTypeView),
      spec: 'PUT /uom/types',
    }),
    putConversions: route({
      method: 'PUT',
      path: '/api/uom/conversions',
      ...edit,
      body: ConversionsPut,
      response: z.array(ConversionView),
      spec: 'PUT /uom/conversions',
    }),
  };
}

/** The HKEX provision catalogue (aspect_KPI screen), one copy per rule set. */
function kpiRoutes() {
  return {
    listKpis: route({
      method: 'GET',
      path: '/api/kpis',
      group,
      access: 'authenticated',
      query: KpiQuery,
      response: KpiList,
    }),
    editKpi: route({
      method: 'PUT',
      path: '/api/kpis/{ruleSet}/{code}',
      group,
      access: 'platform:admin',
      params: KpiParams,
      body: KpiEdit,
      response: KpiView,
    }),
  };
}

/** Emission factors: immutable revisions; lookups by reporting year or by recorded revision. */
function factorRoutes() {
  const read = { group, access: 'authenticated' } as const;
  return {
    listFactors: route({
      method: 'GET',
      path: '/api/emission-factors',
      ...read,
      query: FactorQuery,
      response: z.array(FactorView),
    }),
    getFactor: route({
      method: 'GET',
      path: '/api/emission-factors/{factorId}',
      ...read,
      params: FactorParams,
      response: FactorView,
    }),
    factorForYear: route({
      method: 'GET',
      path: '/api/emission-factors/{factorId}/years/{year}',
      ...read,
      params: FactorYearParams,
      response: FactorForYear,
    }),
    factorRevision: route({
      method: 'GET',
      path: '/api/emission-factors/{factorId}/revisions/{revision}',
      ...read,
      params: FactorRevisionParams,
      response: FactorRevisionView,
    }),
    createFactor: route({
      method: 'POST',
      path: '/api/emission-factors',
      group,
      access: 'platform:admin',
      body: FactorCreate,
      response: FactorView,
      status: 201,
    }),
    editFactor: route({
      method: 'PUT',
      path: '/api/emission-factors/{factorId}',
      group,
      access: 'platform:admin',
      params: FactorParams,
      body: FactorEdit,
      response: FactorView,
    }),
    /** Soft delete: audited; new calculations leave it out, recorded lineage keeps it. */
    retireFactor: route({
      method: 'POST',
      path: '/api/emission-factors/{factorId}/retire',
      group,
      access: 'platform:admin',
      params: FactorParams,
      body: FactorRetire,
      response: FactorView,
    }),
  };
}
