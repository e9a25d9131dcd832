import { ulid } from 'ulid';
import * as keys from '../infra/db/itemKeys';
import type { Change } from '../infra/db/write';
import { DEFAULT_ROLES, type DefaultRoleKey } from '../vocabulary/defaultRoles';
import type { RoleRecord, TenantRecord } from './records';
import type { LangKey } from '../schemas/common';

/**
 * The changes that create a company (tenant) with its default roles and its entry in the platform's
 * company index (domain/company/records.ts); the caller adds users.
 */
export function newTenant(input: { name: string; nameZh?: string; langKey: LangKey }, tenantId = ulid()) {
  const tenant: Omit<TenantRecord, 'version'> = { id: tenantId, ...input };
  const roleIds: Record<Exclude<DefaultRoleKey, 'platformAdmin'>, string> = {
    companyAdmin: ulid(),
    companyUser: ulid(),
  };
  const changes: Change[] = [
    { op: 'create', key: keys.tenant(tenantId), item: tenant },
    { op: 'create', key: keys.companyIndex(tenantId), item: { ...tenant, createdAt: new Date().toISOString() } },
    ...Object.entries(roleIds).map(([roleKey, id]): Change => {
      const role: Omit<RoleRecord, 'version'> = {
        id,
        ...DEFAULT_ROLES[roleKey as keyof typeof roleIds],
        privileges: [...DEFAULT_ROLES[roleKey as keyof typeof roleIds].privileges],
      };
      return { op: 'create', key: keys.role(tenantId, id), item: role };
    }),
  ];
  return { tenantId, roleIds, changes };
}
