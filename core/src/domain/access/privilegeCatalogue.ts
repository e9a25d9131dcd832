import type { z } from 'zod';
import { ulid } from 'ulid';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { BadRequest, NotFound } from '../../errors';
import type { PrivilegeCreate, PrivilegeUpdate } from '../../schemas/users';
import { isPrivilege, PRIVILEGE_NAMES, PRIVILEGES } from '../../vocabulary/privileges';
import * as msg from '../../messages';

/** The spec's privilege entity: id, privilegekey, names in en / zh-HK / zh-CN, status. Global, owned by the platform. */
export interface PrivilegeRecord {
  id: string;
  privilegekey: string;
  nameen: string;
  namezht: string;
  namezhs: string;
  status: 'ACTIVE' | 'INACTIVE';
  version: number;
}

export const privilegeView = (p: PrivilegeRecord) => ({
  id: p.id,
  privilegekey: p.privilegekey,
  nameen: p.nameen,
  namezht: p.namezht,
  namezhs: p.namezhs,
  status: p.status,
  known: isPrivilege(p.privilegekey),
  version: p.version,
});

const catalogue = () => queryAll<PrivilegeRecord>(keys.privilegePrefix());

export async function listPrivileges() {
  const all = await catalogue();
  return all.sort((a, b) => a.privilegekey.localeCompare(b.privilegekey)).map(privilegeView);
}

/** Keys a platform administrator switched off: roles cannot be newly granted them. */
export const inactivePrivileges = async () =>
  new Set((await catalogue()).filter((p) => p.status === 'INACTIVE').map((p) => p.privilegekey));

/** A new entry plus the item that keeps its key unique, in one transaction. */
function entryChanges(entry: Omit<PrivilegeRecord, 'version'>): Change[] {
  return [
    { op: 'create', key: keys.privilege(entry.id), item: entry },
    {
      op: 'create',
      key: keys.privilegeKey(entry.privilegekey),
      item: { privilegeId: entry.id },
      onExists: () => BadRequest(msg.privilegeKeyInUse),
    },
  ];
}

/**
 * POST /api/privilege. Keys the application does not check yet may be registered ahead of the
 * release that uses them; only known keys can be granted (docs/permissions.md).
 */
export async function createPrivilege(input: z.output<typeof PrivilegeCreate>) {
  const { id: _none, ...fields } = input;
  const entry = { id: ulid(), ...fields };
  await write({ tenantId: PLATFORM_TENANT, action: 'privilege.create', changes: entryChanges(entry), after: entry });
  return privilegeView({ ...entry, version: 1 });
}

/** PUT /api/privilege/{id}: names and status; the key is what roles hold, so it never changes. */
export async function updatePrivilege(id: string, input: z.output<typeof PrivilegeUpdate>) {
  if (input.id !== undefined && input.id !== id) throw BadRequest(msg.idMismatch);
  const current = await getItem<PrivilegeRecord>(keys.privilege(id), true);
  if (!current) throw NotFound();
  if (input.privilegekey !== undefined && input.privilegekey !== current.privilegekey)
    throw BadRequest(msg.privilegeKeyFixed);
  const { nameen, namezht, namezhs, status, version } = input;
  const set = { nameen, namezht, namezhs, status };
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'privilege.update',
    changes: [{ op: 'update', key: keys.privilege(id), expectedVersion: version, set }],
    before: privilegeView(current),
    after: set,
  });
  return privilegeView({ ...current, ...set, version: version + 1 });
}

/** The built-in keys with their names, for seeding an empty catalogue. */
export const privilegeSeedChanges = (): Change[] =>
  PRIVILEGES.flatMap((key) =>
    entryChanges({
      id: ulid(),
      privilegekey: key,
      nameen: PRIVILEGE_NAMES[key].en,
      namezht: PRIVILEGE_NAMES[key].hk,
      namezhs: PRIVILEGE_NAMES[key].cn,
      status: 'ACTIVE',
    }),
  );
