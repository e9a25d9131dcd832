import type { z } from 'zod';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { Conflict, Forbidden, ValidationError, type FieldIssue } from '../../errors';
import * as msg from '../../messages';
import type { RolePagesUpdate } from '../../schemas/users';
import type { Membership } from '../membership';
import type { RoleRecord } from '../records';
import { AUTHORIZATION_PAGE, PAGES } from '../../pages/navigation';
import { pageAllowed, pageView, sidebar, visiblePages } from './visibility';
import { tenantRole } from './roles';
import { outranks } from './roleRules';

/**
 * A role's page authorization: the allowed pages its company hid. Storing the hidden ones
 * (not the shown ones) lets pages a role newly qualifies for appear without another edit.
 */
interface RolePagesRecord {
  roleId: string;
  hidden: string[];
  version: number;
}

const stored = (tenantId: string, roleId: string, consistent = false) =>
  getItem<RolePagesRecord>(keys.rolePages(tenantId, roleId), consistent);

function rolePagesView(role: RoleRecord, rec: Pick<RolePagesRecord, 'hidden' | 'version'> | undefined) {
  const hidden = rec?.hidden ?? [];
  return {
    roleId: role.id,
    version: rec?.version ?? 0,
    pages: PAGES.map((p) => {
      const allowed = pageAllowed(p, role);
      return { ...pageView(p, role), allowed, visible: allowed && !hidden.includes(p.path) };
    }),
  };
}

const COMPANY_DATA: ReadonlySet<string> = new Set(PAGES.filter((p) => p.companyData).map((p) => p.path));

/** GET /api/pages: what the caller's navigation shows (platform staff: no company's data pages, which would 404). */
export async function myPages(m: Membership) {
  const pages = visiblePages(m.role, (await stored(m.actor.tenantId, m.role.id))?.hidden ?? []);
  return m.actor.tenantId === PLATFORM_TENANT ? pages.filter((p) => !COMPANY_DATA.has(p.path)) : pages;
}

/** GET /api/pages/sidebar/{id}: a role's sidebar, as its members will see it. */
export async function roleSidebar(m: Membership, roleId: string) {
  const role = await tenantRole(m, roleId);
  return sidebar(role, (await stored(m.actor.tenantId, role.id))?.hidden ?? []);
}

/** GET /api/pages/{id}: every page with whether the role may and does see it (the authorization screen). */
export async function rolePages(m: Membership, roleId: string) {
  const role = await tenantRole(m, roleId);
  return rolePagesView(role, await stored(m.actor.tenantId, role.id));
}

/** PUT /api/pages/{id}: which allowed pages the role's members see; it can never widen the grant. */
export async function setRolePages(m: Membership, roleId: string, input: z.output<typeof RolePagesUpdate>) {
  const role = await tenantRole(m, roleId, true);
  if (!outranks(m.actor, role.level)) throw Forbidden();
  const allowed = PAGES.filter((p) => pageAllowed(p, role)).map((p) => p.path);
  const issues: FieldIssue[] = input.visible
    .filter((path) => !allowed.includes(path))
    .map((path) => ({ path: 'body.visible', message: `${msg.pageNotAllowed.text} (${path})` }));
  // Without this a company administrator could hide the screen that would undo it.
  if (role.id === m.actor.roleId && allowed.includes(AUTHORIZATION_PAGE) && !input.visible.includes(AUTHORIZATION_PAGE))
    issues.push({ path: 'body.visible', message: msg.ownAuthorizationPage.text });
  if (issues.length > 0) throw ValidationError(issues);
  const hidden = allowed.filter((path) => !input.visible.includes(path));
  const key = keys.rolePages(m.actor.tenantId, role.id);
  const change: Change =
    input.version === 0
      ? { op: 'create', key, item: { roleId: role.id, hidden }, onExists: () => Conflict() }
      : // A version of a list never saved is as stale as any other: 409, as page data and settings answer.
        { op: 'update', key, expectedVersion: input.version, set: { hidden }, onMissing: () => Conflict() };
  await write({ tenantId: m.actor.tenantId, action: 'role.pages', changes: [change], after: { hidden } });
  return rolePagesView(role, { hidden, version: input.version + 1 });
}
