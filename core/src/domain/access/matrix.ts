import { GROUPS, type RouteDef } from '../../contract/route';
import { allows, DEFAULT_ROLES, PRIVILEGE_NAMES, PRIVILEGES, type Privilege } from '../privileges';
import { PAGES } from './pages';
import { pageAllowed, pageReadOnly } from './visibility';

/** The callers of the permission matrix (issue 5): three default roles and a board member's link. */
export const CALLERS = [
  { id: 'platformAdmin', title: 'Platform admin', login: 'platform.admin', role: DEFAULT_ROLES.platformAdmin },
  { id: 'companyAdmin', title: 'Company admin', login: 'acme.admin', role: DEFAULT_ROLES.companyAdmin },
  { id: 'companyUser', title: 'Level-1 user', login: 'acme.user', role: DEFAULT_ROLES.companyUser },
  { id: 'boardMember', title: 'Board member link (no token)', login: undefined, role: undefined },
] as const;
export type Caller = (typeof CALLERS)[number];

/** The cell the middleware decides: the route's `access` against the caller's default role. */
export const routeAllowed = (r: Pick<RouteDef, 'access'>, c: Caller) => allows(r.access, c.role?.privileges);

const yes = (b: boolean) => (b ? '✅' : '—');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

const RULES = `## Rules the matrix cannot show

- **Tenant from the token only.** Every route works on the caller's own company (the tenant of the membership
  resolved from the verified token). Another company's ids are not found (404), whether guessed in a path or named
  in a body (a role id of another company is \`400\` "The role does not exist in this company.").
- **The one exception:** \`GET /api/userInfos/all?tenantId=<id>\` lists another company's users, and only for callers
  holding \`platform:admin\` (others get 403; an unknown company 404). No other route reads a tenant id from a request.
- **Levels.** Role levels run 0–9. A caller manages only roles, and users holding roles, at or below their own level
  (403 otherwise), and cannot raise a role or assign one above it.
- **Grants.** A role can be granted only privileges the caller holds, that the application knows and that are ACTIVE in
  the catalogue; \`platform:admin\` only inside the platform. Nobody lowers their own role's level or removes its
  privileges, changes their own role or deactivates themselves.
- **Privilege catalogue.** Global, owned by platform administrators (\`POST/PUT /api/privilege\`); company
  administrators read it (\`GET /api/privilege\`) to edit roles. Keys the application does not check yet may be
  registered ahead of a release; they cannot be granted until it does (\`known: false\`).
- **Pages.** A role sees a page when its privileges allow it and its company has not hidden it
  (\`PUT /api/pages/{id}\`); hiding never widens a grant. Level ≤ 1 sees no administration page except
  company_subscription, read-only (spec §2). The pages are navigation only: every route checks its own privilege.
- **Deactivation** disables the Cognito identity and ends the user's sessions: their next call answers 401.`;

/** docs/permissions.md, generated; core/test/permissions.test.ts fails when the file differs. */
export function permissionsDoc(contract: Record<string, RouteDef>): string {
  const callers = CALLERS.map((c) => c.title);
  const roles = CALLERS.filter((c) => c.role).map((c) => [
    c.title,
    c.role!.name,
    String(c.role!.level),
    c.role!.privileges.map((p) => `\`${p}\``).join(', '),
  ]);
  const privileges = PRIVILEGES.map((p: Privilege) => [
    `\`${p}\``,
    PRIVILEGE_NAMES[p].en,
    ...CALLERS.map((c) => yes(allows(p, c.role?.privileges))),
  ]);
  const routes = Object.entries(contract)
    .sort(([, a], [, b]) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group) || a.path.localeCompare(b.path))
    .map(([id, r]) => [
      `\`${r.method} ${r.path}\``,
      `${r.group}.${id}`,
      `\`${r.access}\``,
      ...CALLERS.map((c) => yes(routeAllowed(r, c))),
    ]);
  const pages = PAGES.map((p) => [
    `\`${p.path}\``,
    p.privilege ? `\`${p.privilege}\`` : 'signed in',
    ...CALLERS.map((c) =>
      c.role && pageAllowed(p, c.role) ? (pageReadOnly(p, c.role) ? 'read-only' : yes(true)) : yes(false),
    ),
  ]);
  return `# Permissions

Generated from each route's \`access\` in \`core/src/contract/\`, \`DEFAULT_ROLES\` in \`core/src/domain/privileges.ts\` and
the page catalogue in \`core/src/domain/access/pages.ts\`. Do not edit: \`core/test/permissions.test.ts\` fails when this
file is out of date; \`UPDATE_DOCS=1 npx vitest run --project unit core/test/permissions.test.ts\` rewrites it.
The same cells drive \`test/api/role-matrix.*.test.ts\` (one file per contract group).

## Default roles

${table(['Caller', 'Role', 'Level', 'Privileges'], roles)}

## Privileges

${table(['Key', 'Name', ...callers], privileges)}

${RULES}

## Routes

${table(['Route', 'Id', 'Access', ...callers], routes)}

## Pages (default visibility)

${table(['Page', 'Needs', ...callers], pages)}
`;
}
