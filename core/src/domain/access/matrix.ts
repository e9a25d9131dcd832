import { allows, DEFAULT_ROLES, type Access } from '../../vocabulary/privileges';

/** The callers of the permission matrix: three default roles and a board member's link. */
export const CALLERS = [
  { id: 'platformAdmin', title: 'Platform admin', login: 'platform.admin', role: DEFAULT_ROLES.platformAdmin },
  { id: 'companyAdmin', title: 'Company admin', login: 'acme.admin', role: DEFAULT_ROLES.companyAdmin },
  { id: 'companyUser', title: 'Level-1 user', login: 'acme.user', role: DEFAULT_ROLES.companyUser },
  { id: 'boardMember', title: 'Board member link (no token)', login: undefined, role: undefined },
] as const;
export type Caller = (typeof CALLERS)[number];

/** The cell the middleware decides: the route's `access` against the caller's default role. */
export const routeAllowed = (r: { access: Access }, c: Caller) => allows(r.access, c.role?.privileges);
