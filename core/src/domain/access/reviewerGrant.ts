import { decodeTime } from 'ulid';
import { PLATFORM_TENANT } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import type { CompanyIndexRecord } from '../company/records';
import type { RoleRecord } from '../records';

/** The migration's marker among the platform's seed markers: present once it has run. */
const MARKER = 'migration.reviewerGrant';

/** Roles made in the company's own creating transaction (`newTenant`) are ids of the same moment; later ones are not. */
const SAME_MOMENT_MS = 5_000;

const timeOf = (id: string) => {
  try {
    return decodeTime(id);
  } catch {
    return undefined;
  }
};

/**
 * A company's built-in administrator role: of the roles created with the company (the earliest ids), the one that
 * manages users, highest level first. A role added later is never it, whatever its name or privileges.
 */
export function builtInAdministrator(roles: readonly RoleRecord[]): RoleRecord | undefined {
  const timed = roles.flatMap((r) => {
    const at = timeOf(r.id);
    return at === undefined ? [] : [{ r, at }];
  });
  if (timed.length === 0) return undefined;
  const first = Math.min(...timed.map((t) => t.at));
  return timed
    .filter((t) => t.at - first <= SAME_MOMENT_MS && t.r.privileges.includes('users:manage'))
    .map((t) => t.r)
    .sort((a, b) => b.level - a.level)[0];
}

/**
 * `pages:review` for companies created before it existed (docs/decisions/0127-excel-import-respects-approval.md):
 * each company's built-in administrator role is granted it — audited in that company's log as `role.grantReviewer` —
 * and never a role the company added. Runs once (its marker is written last), so a privilege an administrator removes
 * afterwards stays removed; a run interrupted part-way runs again and skips the roles that hold it. Answers the
 * number of roles granted.
 */
export async function grantReviewerToAdministrators(): Promise<number> {
  if (await getItem(keys.catalogueSeed(MARKER), true)) return 0;
  let granted = 0;
  for (const company of await queryAll<CompanyIndexRecord>(keys.companyIndexPrefix(), true)) {
    const admin = builtInAdministrator(await queryAll<RoleRecord>(keys.rolePrefix(company.id), true));
    if (!admin || admin.privileges.includes('pages:review')) continue;
    const privileges = [...admin.privileges, 'pages:review' as const];
    await write({
      tenantId: company.id,
      action: 'role.grantReviewer',
      changes: [
        { op: 'update', key: keys.role(company.id, admin.id), expectedVersion: admin.version, set: { privileges } },
      ],
      before: { privileges: admin.privileges },
      after: { privileges },
    });
    granted++;
  }
  await write({
    tenantId: PLATFORM_TENANT,
    action: 'seed.reviewerGrant',
    changes: [{ op: 'put', key: keys.catalogueSeed(MARKER), item: { name: MARKER, granted, version: 1 } }],
    after: { granted },
  });
  return granted;
}
