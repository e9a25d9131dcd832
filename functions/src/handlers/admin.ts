import { adminRoutes } from '@esg/core/contract/admin';
import { listAudit } from '@esg/core/domain/audit/query';
import * as SysConfigRead from '@esg/core/domain/sysconfig/read';
import * as SysConfigWrite from '@esg/core/domain/sysconfig/write';
import { listLanguages } from '@esg/core/domain/sysconfig/languages';
import * as Units from '@esg/core/domain/units/read';
import * as UnitEdits from '@esg/core/domain/units/write';
import { convertUnits } from '@esg/core/domain/units/convert';
import * as Kpis from '@esg/core/domain/kpi/catalogue';
import * as Factors from '@esg/core/domain/factors/read';
import * as FactorEdits from '@esg/core/domain/factors/write';
import { groupHandler } from '../http/group';

/** Administration: audit log, system configuration, languages and the global catalogues. */
export const handler = groupHandler(adminRoutes, {
  auditLog: async ({ m, query }) => listAudit(m, query),
  listSysConfigs: async ({ m }) => SysConfigRead.listSysConfigs(m),
  createSysConfig: async ({ m, body }) => SysConfigWrite.createSysConfig(m, body),
  getSysConfig: async ({ m, params }) => SysConfigRead.getSysConfig(m, params.id),
  editSysConfig: async ({ m, params, body }) => SysConfigWrite.editSysConfig(m, params.id, body),
  languages: async () => listLanguages(),
  listUnits: async () => Units.listUnits(),
  listUnitTypes: async () => Units.listUnitTypes(),
  listUnitSystems: async () => Units.listUnitSystems(),
  listConversions: async () => Units.listConversions(),
  convertUnits: async ({ query }) => convertUnits(query),
  putUnits: async ({ m, body }) => UnitEdits.putUnits(m, body),
  putUnitTypes: async ({ m, body }) => UnitEdits.putUnitTypes(m, body),
  putConversions: async ({ m, body }) => UnitEdits.putConversions(m, body),
  listKpis: async ({ query }) => Kpis.listKpis(query),
  editKpi: async ({ m, params, body }) => Kpis.editKpi(m, params, body),
  listFactors: async ({ query }) => Factors.listFactors(query),
  getFactor: async ({ params }) => Factors.getFactor(params.factorId),
  factorForYear: async ({ params }) => Factors.factorFor(params.factorId, params.year),
  factorRevision: async ({ params }) => Factors.factorRevision(params.factorId, params.revision),
  createFactor: async ({ m, body }) => FactorEdits.createFactor(m, body),
  editFactor: async ({ m, params, body }) => FactorEdits.editFactor(m, params.factorId, body),
  retireFactor: async ({ m, params, body }) => FactorEdits.retireFactor(m, params.factorId, body),
});
