/**
 * Privilege keys: the single permission source. Roles hold a subset; the route contract
 * names the one a route needs; docs/permissions.md and the role-matrix test derive from here.
 */
export const PRIVILEGES = [
  'company:read',
  'company:write',
  'users:manage',
  'roles:manage',
  'logs:read',
  'platform:admin',
] as const;
export type Privilege = (typeof PRIVILEGES)[number];

/** Default roles seeded for every tenant (company roles) and for platform staff. */
export const DEFAULT_ROLES = {
  platformAdmin: {
    name: 'Platform administrator',
    level: 9,
    privileges: [...PRIVILEGES] as Privilege[],
  },
  companyAdmin: {
    name: 'Company administrator',
    level: 5,
    privileges: ['company:read', 'company:write', 'users:manage', 'roles:manage', 'logs:read'] as Privilege[],
  },
  companyUser: {
    name: 'Company user',
    level: 1,
    privileges: ['company:read', 'company:write'] as Privilege[],
  },
} as const;
export type DefaultRoleKey = keyof typeof DEFAULT_ROLES;
