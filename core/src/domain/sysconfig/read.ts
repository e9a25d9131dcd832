import * as keys from '../../infra/db/itemKeys';
import { getItem, getItems, queryAll, withoutKeys } from '../../infra/db/repo';
import { NotFound } from '../../errors';
import type { Membership } from '../membership';
import { companyIndex, type CompanyIndexRecord } from '../company/records';
import { sysConfigView, type SysConfigRecord } from './records';

const isPlatform = (m: Membership) => m.actor.privileges.includes('platform:admin');

/**
 * GET /api/system-configurations: platform administrators see every company's configuration
 * (the company index, then one BatchGet per 100); anyone else sees only their own company's.
 */
export async function listSysConfigs(m: Membership) {
  if (!isPlatform(m)) {
    const own = await getItem<SysConfigRecord>(keys.sysConfig(m.actor.tenantId));
    return own ? [sysConfigView(own, await companyIndex(m.actor.tenantId))] : [];
  }
  const companies = (await queryAll<CompanyIndexRecord>(keys.companyIndexPrefix())).map(
    (c) => withoutKeys(c) as CompanyIndexRecord,
  );
  const configs: SysConfigRecord[] = [];
  for (let i = 0; i < companies.length; i += 100)
    configs.push(...(await getItems<SysConfigRecord>(companies.slice(i, i + 100).map((c) => keys.sysConfig(c.id)))));
  const byId = new Map(companies.map((c) => [c.id, c]));
  return configs
    .map((c) => sysConfigView(c, byId.get(c.companyId)!))
    .sort((a, b) => a.companyName.localeCompare(b.companyName));
}

/**
 * The configuration with this id (= its company's id). A company user asking for another company's
 * id gets 404, exactly as for an id that does not exist.
 */
export async function loadSysConfig(m: Membership, id: string) {
  if (!isPlatform(m) && id !== m.actor.tenantId) throw NotFound();
  const config = await getItem<SysConfigRecord>(keys.sysConfig(id), true);
  if (!config) throw NotFound();
  return { config: withoutKeys(config) as SysConfigRecord, company: await companyIndex(id) };
}

export async function getSysConfig(m: Membership, id: string) {
  const { config, company } = await loadSysConfig(m, id);
  return sysConfigView(config, company);
}
