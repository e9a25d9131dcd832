/**
 * The only builder of DynamoDB keys (DESIGN §4). Tenant partitions start with `T#<tenantId>`;
 * the global lookups (login, one-time keys) are the only items that do not, and they are here too.
 */
export interface Key {
  pk: string;
  sk: string;
}

const safe = (part: string) => {
  // '#' separates key parts: a value containing it could address another entity.
  if (part.includes('#') || part.length === 0) throw new Error(`unsafe key part: ${JSON.stringify(part)}`);
  return part;
};

/** Platform staff belong to this pseudo-tenant; it is not a ULID, so it can never collide. */
export const PLATFORM_TENANT = 'platform';

export const tenantPk = (tenantId: string) => `T#${safe(tenantId)}`;
export const yearPk = (tenantId: string, yearEnd: string) => `T#${safe(tenantId)}#Y#${safe(yearEnd)}`;

export const keys = {
  tenant: (tenantId: string): Key => ({ pk: tenantPk(tenantId), sk: 'TENANT' }),
  user: (tenantId: string, userId: string): Key => ({ pk: tenantPk(tenantId), sk: `USER#${safe(userId)}` }),
  userPrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'USER#' }),
  role: (tenantId: string, roleId: string): Key => ({ pk: tenantPk(tenantId), sk: `ROLE#${safe(roleId)}` }),
  rolePrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'ROLE#' }),
  /** A reporting period (company period); its `printed` flag locks the year. */
  period: (tenantId: string, yearEnd: string): Key => ({ pk: tenantPk(tenantId), sk: `PERIOD#${safe(yearEnd)}` }),
  periodPrefix: (tenantId: string) => ({ pk: tenantPk(tenantId), skPrefix: 'PERIOD#' }),
  session: (tenantId: string, userId: string, sessionId: string): Key => ({
    pk: tenantPk(tenantId),
    sk: `SESSION#${safe(userId)}#${safe(sessionId)}`,
  }),
  sessionPrefix: (tenantId: string, userId: string) => ({
    pk: tenantPk(tenantId),
    skPrefix: `SESSION#${safe(userId)}#`,
  }),
  /** Year-scoped data: one item per (page, location, resource row) under the year partition. */
  yearItem: (tenantId: string, yearEnd: string, ...parts: string[]): Key => ({
    pk: yearPk(tenantId, yearEnd),
    sk: parts.map(safe).join('#'),
  }),
  audit: (tenantId: string, isoTime: string, id: string): Key => ({
    pk: `${tenantPk(tenantId)}#AUDIT#${isoTime.slice(0, 7)}`,
    sk: `${isoTime}#${safe(id)}`,
  }),
  auditMonth: (tenantId: string, yyyyMm: string) => ({ pk: `${tenantPk(tenantId)}#AUDIT#${safe(yyyyMm)}` }),

  // Global lookups: they find a tenant from something a request carries before an actor exists.
  login: (login: string): Key => ({ pk: `LOGIN#${safe(login.toLowerCase())}`, sk: 'LOOKUP' }),
  email: (email: string): Key => ({ pk: `EMAIL#${safe(email.toLowerCase())}`, sk: 'LOOKUP' }),
  /** One-time keys (password reset, activation, questionnaire) stored by hash only. */
  oneTimeKey: (hash: string): Key => ({ pk: `OTK#${safe(hash)}`, sk: 'LOOKUP' }),
} as const;
