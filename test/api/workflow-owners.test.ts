import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { call } from '../support/api';
import { deactivateRecord } from '../support/access';
import { userRecord } from '../support/access';
import { freshAuditor } from '../support/auditor';
import { freshTeam } from '../support/team';

/**
 * Who may own a page's task (docs/decisions/0102-the-years-review-workflow.md): a user acting with a role that writes
 * the page — never the invited auditor, who reads only (ADR 0115), whatever role their record names — and who saved
 * what, by name, in the review.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;

let team: Awaited<ReturnType<typeof freshTeam>>;
let auditor: Awaited<ReturnType<typeof freshAuditor>>;

const assign = (owner: string) =>
  call('PUT', `${base}/assign`, {
    token: team.admin.token,
    body: { tasks: [{ pageKey: 'board_statement' }], owners: [owner] },
  });

beforeAll(async () => {
  team = await freshTeam([{ yearEnd: Y }]);
  auditor = await freshAuditor(team.tenantId, [Y]);
});

describe('the owners of a page', () => {
  it('refuses the invited auditor as an owner, even when their record names a writing role', async () => {
    const refused = await assign(auditor.userId);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.owners.0', code: 'ownerWithoutWrite' }),
    ]);

    // The auditor's record given the company user's role: they still act as the auditor, so still no owner.
    const writer = await userRecord(team.tenantId, team.owner.id);
    const record = await userRecord(team.tenantId, auditor.userId);
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId: team.tenantId,
        action: 'test.auditorRole',
        changes: [
          {
            op: 'update',
            key: keys.user(team.tenantId, auditor.userId),
            expectedVersion: record.version,
            set: { roleId: writer.roleId },
          },
        ],
      }),
    );
    const still = await assign(auditor.userId);
    expect(still.status, JSON.stringify(still.body)).toBe(400);
    expect(still.body.data.issues[0]).toMatchObject({ path: 'body.owners.0', code: 'ownerWithoutWrite' });

    expect((await assign(team.owner.id)).status).toBe(200);
  });

  it('lists as possible owners only the users whose role writes the page', async () => {
    const all = await call('GET', '/api/userInfos/all?size=100', { token: team.admin.token });
    expect(all.body.items.map((u: { id: string }) => u.id)).toContain(auditor.userId);
    const writers = await call('GET', '/api/userInfos/all?size=100&privilege=company:write', {
      token: team.admin.token,
    });
    expect(writers.status).toBe(200);
    const ids = writers.body.items.map((u: { id: string }) => u.id);
    expect(ids).not.toContain(auditor.userId);
    expect(ids).toEqual(expect.arrayContaining([team.owner.id, team.reader.id, team.admin.id, team.reviewer.id]));
    const unknown = await call('GET', '/api/userInfos/all?privilege=pages:everything', { token: team.admin.token });
    expect(unknown.status).toBe(400);
  });

  it('names who saved each change by the person’s name, not the login', async () => {
    const values = { boardOversight: { en: 'Board oversight of ESG', hk: '董事會監察' } };
    const saved = await call('PUT', `/api/page-data/board_statement/${Y}`, {
      token: team.owner.token,
      body: { values, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const review = (await call('GET', `${base}/tasks/board_statement/review`, { token: team.admin.token })).body;
    expect(review.changes.at(-1)).toMatchObject({ by: 'Owner Tester' });
  });

  it('no longer offers a deactivated user as an owner; the users’ page still lists them', async () => {
    await deactivateRecord(team.tenantId, team.reader.id);
    const ids = async (query: string) =>
      (await call('GET', `/api/userInfos/all?size=100${query}`, { token: team.admin.token })).body.items.map(
        (u: { id: string }) => u.id,
      );
    expect(await ids('&privilege=company:write')).not.toContain(team.reader.id);
    expect(await ids('')).toContain(team.reader.id);
  });
});
