import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { grantReviewerToAdministrators } from '@esg/core/domain/access/reviewerGrant';
import type { RoleRecord } from '@esg/core/domain/records';
import { newTenant } from '@esg/core/domain/tenants';
import { PLATFORM_TENANT } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write, type Change } from '@esg/core/infra/db/write';
import { DEFAULT_ROLES } from '@esg/core/vocabulary/defaultRoles';
import { auditItems } from '../support/tenants';

const run = <T>(fn: () => Promise<T>) => runInContext({ requestId: ulid() }, fn);
const MARKER = keys.catalogueSeed('migration.reviewerGrant');
const WITHOUT_REVIEW = DEFAULT_ROLES.companyAdmin.privileges.filter((p) => p !== 'pages:review');

/**
 * A company created before the reviewer's privilege existed (docs/decisions/0127-excel-import-respects-approval.md):
 * its stored administrator role lacks `pages:review`; the migration run at start grants it to that built-in role
 * only, audited, once.
 */
describe('pages:review for companies created before it', () => {
  it('grants it to the built-in administrator role, never to a role the company added, audited, once', async () => {
    const t = newTenant({ name: `Older company ${ulid().slice(-6)}`, langKey: 'en' });
    // The company as it was stored before: the administrator role without the privilege…
    const changes = t.changes.map((c): Change => {
      if (c.op !== 'create' || c.key.sk !== keys.role(t.tenantId, t.roleIds.companyAdmin).sk) return c;
      return { ...c, item: { ...c.item, privileges: [...WITHOUT_REVIEW] } };
    });
    // …and a role it added a minute later that manages users too (ids are ULIDs: made later, a later id).
    const custom = ulid(Date.now() + 60_000);
    changes.push({
      op: 'create',
      key: keys.role(t.tenantId, custom),
      item: { id: custom, name: 'Company administrator', level: 5, privileges: [...WITHOUT_REVIEW] },
    });
    await run(() => write({ tenantId: t.tenantId, action: 'test.company', changes }));
    // The runtime ran the migration when it started: run it as on a table that never had it.
    await run(() =>
      write({ tenantId: PLATFORM_TENANT, action: 'test.marker', changes: [{ op: 'delete', key: MARKER }] }),
    );

    expect(await run(grantReviewerToAdministrators)).toBeGreaterThanOrEqual(1);
    const role = (id: string) => run(() => getItem<RoleRecord>(keys.role(t.tenantId, id), true));
    const admin = await role(t.roleIds.companyAdmin);
    expect(admin!.privileges).toEqual([...WITHOUT_REVIEW, 'pages:review']);
    expect(admin!.version).toBe(2);
    expect((await role(custom))!.privileges).toEqual(WITHOUT_REVIEW);
    expect((await role(t.roleIds.companyUser))!.privileges).toEqual(DEFAULT_ROLES.companyUser.privileges);
    const audited = (await run(() => auditItems(t.tenantId))).filter((a) => a.action === 'role.grantReviewer');
    expect(audited).toHaveLength(1);

    // Once: a privilege an administrator removes afterwards stays removed on the next start.
    await run(() =>
      write({
        tenantId: t.tenantId,
        action: 'test.role',
        changes: [
          {
            op: 'update',
            key: keys.role(t.tenantId, t.roleIds.companyAdmin),
            expectedVersion: 2,
            set: { privileges: [...WITHOUT_REVIEW] },
          },
        ],
      }),
    );
    expect(await run(grantReviewerToAdministrators)).toBe(0);
    expect((await role(t.roleIds.companyAdmin))!.privileges).toEqual(WITHOUT_REVIEW);
  });
});
