import { DEFAULT_ROLES } from '../../vocabulary/defaultRoles';
import { allows, AUDITOR_ROLE, type Access } from '../../vocabulary/privileges';
import { auditorMayCall, type RouteFacts } from './auditor';

/**
 * The callers of the permission matrix: three default roles, a board member's link, and an invited auditor
 * (ADR 0115: the fixed auditor role, within its years).
 */
export const CALLERS = [
  { id: 'platformAdmin', title: 'Platform admin', login: 'platform.admin', role: DEFAULT_ROLES.platformAdmin },
  { id: 'companyAdmin', title: 'Company admin', login: 'acme.admin', role: DEFAULT_ROLES.companyAdmin },
  { id: 'companyUser', title: 'Level-1 user', login: 'acme.user', role: DEFAULT_ROLES.companyUser },
  { id: 'boardMember', title: 'Board member link (no token)', login: undefined, role: undefined },
  { id: 'auditor', title: 'Invited auditor (its years)', login: 'acme.auditor', role: AUDITOR_ROLE },
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The cell the request chain decides: the route's `access` against the caller's role; for the auditor also
 * reads only and a year it can establish (`routeId` names the route for the auditor's rule).
 */
export const routeAllowed = (r: RouteFacts & { access: Access }, c: Caller, routeId = '') =>
  c.id === 'auditor' ? auditorMayCall(routeId, r) : allows(r.access, c.role?.privileges);
