import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { remindCompany } from '@esg/core/domain/workflow/reminders';
import { addDays } from '@esg/core/calc/workflow/reminders';
import { hongKongDate } from '@esg/core/lib/dates';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call, inbox } from '../support/api';
import { freshRole, userRecord } from '../support/access';
import { changeSettings as settings } from '../support/settings';
import { freshTeam } from '../support/team';

/**
 * An owner moved to a role that no longer writes the page (docs/decisions/0114-task-reminders.md, amended): the
 * screens show the page unowned, and nothing tells that user the page is theirs to do — neither My tasks nor a mail —
 * while the second owner, who still writes it, hears of it as before.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const tag = ulid().toLowerCase();
const ownerMail = `moved.${tag}@example.com`;
const readerMail = `kept.${tag}@example.com`;
let team: Awaited<ReturnType<typeof freshTeam>>;

const run = () => runInContext({ requestId: ulid() }, () => remindCompany(team.tenantId, new Date()));
const mailsTo = async (email: string) => (await inbox()).filter((m) => m.to === email);

beforeAll(async () => {
  team = await freshTeam([{ yearEnd: Y }]);
  await settings(team.owner, { email: ownerMail });
  await settings(team.reader, { email: readerMail });
  const assigned = await call('PUT', `${base}/assign`, {
    token: team.admin.token,
    body: {
      tasks: [{ pageKey: 'corp_awards' }],
      owners: [team.owner.id, team.reader.id],
      dueDate: addDays(hongKongDate(), -1),
    },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  const readOnly = await freshRole(team.owner.login, 1, ['company:read']);
  const { version } = await userRecord(team.tenantId, team.owner.id);
  const moved = await call('PUT', `/api/user-role/${team.owner.id}`, {
    token: team.admin.token,
    body: { roleId: readOnly.id, version },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
});

describe('an owner whose role no longer writes the page', () => {
  it('is shown as an owner no longer able to act, and My tasks no longer names the page to them', async () => {
    const matrix = (await call('GET', base, { token: team.admin.token })).body.tasks as TaskView[];
    const task = matrix.find((t) => t.pageKey === 'corp_awards')!;
    expect(task.owners.map((o) => [o.userId, o.active])).toEqual([
      [team.owner.id, false],
      [team.reader.id, true],
    ]);
    const mine = await call('GET', `${base}/mine`, { token: team.owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.tasks.map((t: TaskView) => t.pageKey)).not.toContain('corp_awards');
    const kept = await call('GET', `${base}/mine`, { token: team.reader.token });
    expect(kept.body.tasks.map((t: TaskView) => t.pageKey)).toContain('corp_awards');
  });

  it('gets no digest of the overdue page; the owner who still writes it does', async () => {
    const before = (await mailsTo(ownerMail)).length;
    await run();
    expect(await mailsTo(ownerMail)).toHaveLength(before);
    const digest = (await mailsTo(readerMail)).filter((m) => /ESG report tasks/.test(m.subject));
    expect(digest).toHaveLength(1);
    expect(digest[0]!.text).toContain('Corporate awards');
  });
});
