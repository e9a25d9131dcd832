/**
 * Privilege keys: the single permission source. Roles hold a subset; the route contract
 * names the one a route needs; the page catalogue names the one a page needs;
 * docs/permissions.md and the role-matrix test derive from here.
 */
export const PRIVILEGES = [
  'company:read',
  'company:write',
  'users:manage',
  'roles:manage',
  'logs:read',
  'pages:review',
  'platform:admin',
  // An invited assurance provider's (ADR 0115): only the auditor's synthesized role holds it, no company role.
  'assurance:audit',
] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export const isPrivilege = (key: string): key is Privilege => (PRIVILEGES as readonly string[]).includes(key);

/** Role levels run 0–9; level 1 or lower is kept out of administration (the spec's screens and docs/permissions.md). */
export const MAX_LEVEL = 9;
export const LIMITED_LEVEL = 1;

/**
 * The invited auditor's role (ADR 0115): never stored, never editable, held by no company role. Reads the
 * company's data (not its whole audit log, which spans every year: each value's trail comes with the trace),
 * draws and marks samples; the request chain keeps it to its years and to reads.
 */
export const AUDITOR_ROLE = {
  id: 'auditor',
  name: 'Auditor',
  level: 0,
  privileges: ['company:read', 'assurance:audit'] as Privilege[],
} as const;

/** Display names of the built-in keys (the spec's privilege entity: nameen, namezht, namezhs), seeded into the catalogue. */
export const PRIVILEGE_NAMES: Record<Privilege, { en: string; hk: string; cn: string }> = {
  'company:read': { en: 'Read company data', hk: '查閱公司資料', cn: '查阅公司资料' },
  'company:write': { en: 'Enter company data', hk: '輸入公司資料', cn: '输入公司资料' },
  'users:manage': { en: 'Manage users', hk: '管理用戶', cn: '管理用户' },
  'roles:manage': { en: 'Manage roles and page authorization', hk: '管理角色及頁面授權', cn: '管理角色及页面授权' },
  'logs:read': { en: 'Read audit and file logs', hk: '查閱審計及檔案記錄', cn: '查阅审计及文件记录' },
  'pages:review': { en: 'Review and approve pages', hk: '審閱及批核頁面', cn: '审阅及批核页面' },
  'platform:admin': { en: 'Platform administration', hk: '平台管理', cn: '平台管理' },
  'assurance:audit': { en: 'Audit as an assurance provider', hk: '以鑒證機構身份審核', cn: '以鉴证机构身份审核' },
};

/**
 * Whether a caller may reach something guarded by `access`: `privileges` undefined means no token
 * (a board member's link). The same rule the HTTP middleware applies to the contract's `access`.
 */
/** Who may call a route: anyone, any signed-in user, or holders of one privilege. */
export type Access = 'public' | 'authenticated' | Privilege;

export function allows(access: Access, privileges?: readonly Privilege[]): boolean {
  if (access === 'public') return true;
  if (!privileges) return false;
  return access === 'authenticated' || privileges.includes(access);
}

/**
 * Whether the invited auditor's role may make a call of this method and access at all (ADR 0115): reads, and its
 * own sample work (`assurance:audit`); every other write is refused, whatever privilege the route names. The request
 * chain applies this with more (signing out, the auditor's years, items whose year it can read:
 * `core/src/domain/access/auditor.ts`); the web offers a control only when it holds.
 */
export const auditorMayMake = (call: { method: string; access: Access }) =>
  call.method === 'GET' || call.method === 'HEAD' || call.access === 'assurance:audit';

/**
 * Whether a signed-in role may make a call: its privilege (`allows`) and, for the auditor's role, the rule above.
 * What a screen asks before it offers a control, so a role is never shown an action the API refuses.
 */
export const roleMayCall = (
  role: { id?: string; privileges: readonly Privilege[] },
  call: { method: string; access: Access },
) => allows(call.access, role.privileges) && (role.id !== AUDITOR_ROLE.id || auditorMayMake(call));
