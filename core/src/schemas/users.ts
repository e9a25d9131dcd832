import * as z from 'zod';
import { coercedNumber, Id, LangKey, Version } from './common';
import { Email, Login, personName } from './people';
import { RoleView, UserView } from './account';
import { AUDITOR_ROLE, MAX_LEVEL, PRIVILEGES } from '../vocabulary/privileges';
import { PAGE_GROUPS, PAGE_PATHS } from '../pages/navigation';
import * as msg from '../messages';

export const IdParam = z.strictObject({ id: Id });

/**
 * POST bodies must not carry an id ("new entity cannot already have an ID"); said
 * explicitly so the client gets the spec's message rather than "unrecognized key".
 */
const noId = { id: z.undefined({ error: msg.newEntityHasId.text }).optional() };

/** A tenant named by a platform administrator: a company's ULID or the platform pseudo-tenant. */
const TenantRef = z.union([Id, z.literal('platform')]);

export const USER_SORT_FIELDS = [
  'login',
  'firstName',
  'lastName',
  'email',
  'activated',
  'createdDate',
  'lastModifiedDate',
] as const;

/** GET /api/userInfos/all: search, sort and paging (page is 0-based). */
export const UserListQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(USER_SORT_FIELDS).default('login'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: coercedNumber().int().min(0).max(100_000).default(0),
  size: coercedNumber().int().min(1).max(100).default(20),
  /** Platform administrators only (docs/permissions.md): the one tenant id a request may carry. */
  tenantId: TenantRef.optional(),
  /** Only users acting with a role that holds it: whom a page can be given to (its write privilege, ADR 0102). */
  privilege: z.enum(PRIVILEGES).optional(),
});

export const UserList = z.object({
  items: z.array(UserView),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** POST /api/userInfo: the user management form; the role must be the caller's company's. */
export const UserCreate = z.strictObject({
  ...noId,
  login: Login,
  firstName: personName('first'),
  lastName: personName('last'),
  email: Email,
  langKey: LangKey.default('en'),
  roleId: Id,
});

/**
 * The role an edit of a user names: a company role's id, or the invited auditor's fixed role, which no company role
 * list holds (ADR 0115). An edit sends the user's role back unchanged, so an auditor's record is edited — and
 * deactivated, which is how an invitation is revoked — like anyone's; naming the auditor's role for another user is
 * refused by the role rules as a role the company does not have.
 */
const RoleRef = z.string().regex(new RegExp(`^(?:[0-9A-HJKMNP-TV-Z]{26}|${AUDITOR_ROLE.id})$`));

/** Resending or revoking a user's invitation (ADR 0010 amended): the version of the user the administrator saw. */
export const InvitationAction = z.strictObject({ version: Version });

/** PUT /api/userInfo/{id}: everything but the login, with the version it was based on. */
export const UserEdit = z.strictObject({
  id: Id.optional(),
  firstName: personName('first'),
  lastName: personName('last'),
  email: Email,
  langKey: LangKey,
  roleId: RoleRef,
  activated: z.boolean(),
  version: Version,
});

export const RoleDetail = RoleView.extend({ version: z.number() });

export const UserRoleView = z.object({
  userId: z.string(),
  login: z.string(),
  role: RoleDetail,
  /** The user's version: PUT /api/user-role/{id} is an edit of the user. */
  version: z.number(),
});

export const UserRoleUpdate = z.strictObject({ roleId: Id, version: Version });

export const RoleUpdate = z.strictObject({
  id: Id.optional(),
  name: z.string().trim().min(1).max(50),
  level: z.number().int().min(0).max(MAX_LEVEL),
  privileges: z
    .array(z.enum(PRIVILEGES))
    .max(PRIVILEGES.length)
    .refine((l) => new Set(l).size === l.length, 'Each privilege may be listed once.'),
  version: Version,
});

/** Privilege keys look like `area:action`; no '#' can ever reach a key. */
export const PrivilegeKey = z
  .string()
  .min(3)
  .max(50)
  .regex(/^[a-z][a-z0-9_-]*(:[a-z][a-z0-9_-]*)+$/, 'A privilege key looks like area:action.');
export const PrivilegeStatus = z.enum(['ACTIVE', 'INACTIVE']);
const privilegeName = z.string().trim().min(1).max(100);

export const PrivilegeView = z.object({
  id: z.string(),
  privilegekey: z.string(),
  nameen: z.string(),
  namezht: z.string(),
  namezhs: z.string(),
  status: PrivilegeStatus,
  /** Whether the application checks this key anywhere; only known keys can be granted to roles. */
  known: z.boolean(),
  version: z.number(),
});

const privilegeFields = { nameen: privilegeName, namezht: privilegeName, namezhs: privilegeName };
export const PrivilegeCreate = z.strictObject({
  ...noId,
  privilegekey: PrivilegeKey,
  ...privilegeFields,
  status: PrivilegeStatus.default('ACTIVE'),
});
export const PrivilegeUpdate = z.strictObject({
  id: Id.optional(),
  privilegekey: PrivilegeKey.optional(),
  ...privilegeFields,
  status: PrivilegeStatus,
  version: Version,
});

export const PageView = z.object({
  path: z.string(),
  group: z.enum(PAGE_GROUPS),
  titleKey: z.string(),
  noScreen: z.boolean(),
  readOnly: z.boolean(),
});
export const Sidebar = z.array(
  z.object({ group: z.enum(PAGE_GROUPS), titleKey: z.string(), items: z.array(PageView) }),
);

/** A role's page authorization list: every page, whether its grant allows it and whether it is shown. */
export const RolePages = z.object({
  roleId: z.string(),
  pages: z.array(PageView.extend({ allowed: z.boolean(), visible: z.boolean() })),
  /** 0 until the company first changes this role's pages. */
  version: z.number(),
});
export const RolePagesUpdate = z.strictObject({
  visible: z
    .array(z.enum(PAGE_PATHS))
    .max(PAGE_PATHS.length)
    .refine((l) => new Set(l).size === l.length, 'Each page may be listed once.'),
  version: Version,
});
