import { PRIVILEGES, type Privilege } from './privileges';

/**
 * Default roles seeded for every tenant (company roles) and for platform staff. A module of its own: the table is built
 * when it loads, and only the groups that create a company or show the roles read it (docs/bench.md, "Handler bundles
 * without what no route runs").
 */
export const DEFAULT_ROLES = {
  platformAdmin: {
    name: 'Platform administrator',
    level: 9,
    privileges: [...PRIVILEGES] as Privilege[],
  },
  companyAdmin: {
    name: 'Company administrator',
    level: 5,
    // Every company privilege, the reviewer's (ADR 0102) among them; the auditor's is an invited outsider's (ADR 0115).
    privileges: PRIVILEGES.filter((p) => p !== 'platform:admin' && p !== 'assurance:audit') as Privilege[],
  },
  companyUser: {
    name: 'Company user',
    level: 1,
    privileges: ['company:read', 'company:write'] as Privilege[],
  },
} as const;
export type DefaultRoleKey = keyof typeof DEFAULT_ROLES;

/** The built-in roles' names in each language (a role a company renamed keeps the name it gave it). */
export const ROLE_NAMES: Record<DefaultRoleKey | 'auditor', { en: string; hk: string; cn: string }> = {
  platformAdmin: { en: 'Platform administrator', hk: '平台管理員', cn: '平台管理员' },
  companyAdmin: { en: 'Company administrator', hk: '公司管理員', cn: '公司管理员' },
  companyUser: { en: 'Company user', hk: '公司用戶', cn: '公司用户' },
  auditor: { en: 'Auditor', hk: '審計師', cn: '审计师' },
};
