import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { remindCompany } from '@esg/core/domain/workflow/reminders';
import { addDays } from '@esg/core/calc/workflow/reminders';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write, type Change } from '@esg/core/infra/db/write';
import { hongKongDate } from '@esg/core/lib/dates';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call, inbox } from '../support/api';
import { boundaryRow } from '../support/resources';
import { changeSettings as settings } from '../support/settings';
import { freshTeam } from '../support/team';

/**
 * The task mails name the year's tasks as the screens list them (docs/decisions/0114-task-reminders.md, ADR 0102's
 * matrix): each page of the year's rule set and each location of a resource page in the reporting boundary. A task
 * stored for a location since taken out of the boundary, or for a page the year's rule set does not hold, is named in
 * no assignment, return or digest mail, and to no reviewer.
 */
type Team = Awaited<ReturnType<typeof freshTeam>>;

const run = (team: Team) => runInContext({ requestId: ulid() }, () => remindCompany(team.tenantId, new Date()));
/** A Hong Kong day as the mails write it (DD-MM-YYYY). */
const shown = (day: string) => day.split('-').reverse().join('-');

/** The team's mails by who they went to: each member's address tagged for this test. */
async function tagged(team: Team) {
  const tag = ulid().toLowerCase();
  const address = (who: string) => `${who}.${tag}@example.com`;
  for (const who of ['owner', 'reader', 'admin', 'reviewer'] as const)
    await settings(team[who], { email: address(who), ...(who === 'owner' ? { langKey: 'zh-hk' } : {}) });
  return async (who: string) => (await inbox()).filter((m) => m.to === address(who));
}

const matrixOf = async (team: Team, yearEnd: string) =>
  (await call('GET', `/api/workflow/${yearEnd}`, { token: team.admin.token })).body.tasks as TaskView[];

describe('a location taken out of the reporting boundary', () => {
  const Y = '2025-12-31';
  const base = `/api/workflow/${Y}`;
  const [hq, shop, kiosk] = [ulid(), ulid(), ulid()];
  const due = addDays(hongKongDate(), -2);
  let team: Team;
  let mailsTo: Awaited<ReturnType<typeof tagged>>;

  const boundary = (out: string[]) => ({
    locations: [
      { ...boundaryRow('HQ', hq), name: { en: 'Head office', hk: '總辦事處' } },
      boundaryRow('Shop', shop, out.includes(shop) ? 'no' : 'yes'),
      boundaryRow('Kiosk', kiosk, out.includes(kiosk) ? 'no' : 'yes'),
    ],
  });
  const saveBoundary = async (out: string[]) => {
    const page = `/api/page-data/reporting_boundaries/${Y}`;
    const { version } = (await call('GET', page, { token: team.admin.token })).body;
    const saved = await call('PUT', page, { token: team.admin.token, body: { values: boundary(out), version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  beforeAll(async () => {
    team = await freshTeam([{ yearEnd: Y }]);
    mailsTo = await tagged(team);
    await saveBoundary([]);
    // The owner's electricity at the head office and the shop, both overdue; the kiosk's submitted for review.
    const assigned = await call('PUT', `${base}/assign`, {
      token: team.admin.token,
      body: {
        tasks: [hq, shop].map((location) => ({ pageKey: 'electricities', location })),
        owners: [team.owner.id],
        dueDate: due,
      },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const submitted = await call('POST', `${base}/tasks/electricities/submit`, {
      token: team.owner.token,
      body: { location: kiosk, version: 0 },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // Then the shop and the kiosk leave the boundary: the matrix shows neither's task.
    await saveBoundary([shop, kiosk]);
    const electricity = (await matrixOf(team, Y)).filter((t) => t.pageKey === 'electricities' && t.location);
    expect(electricity.map((t) => t.location?.id)).toEqual([hq]);
  });

  it('names the in-boundary location’s task in the digest, by its name in the reader’s language, and no other', async () => {
    // The owner's digest alone: no reviewer is waited for by the kiosk's submission.
    expect(await run(team)).toEqual({ sent: 1, failed: 0, deferred: 0 });
    const [digest, ...more] = (await mailsTo('owner')).filter((m) => m.text.includes('已逾期'));
    expect(more).toEqual([]);
    expect(digest!.text).toContain(`已逾期：\n\n- 電力 · 總辦事處（${shown(due)}）\n\n您的工作列於主頁`);
    for (const who of ['admin', 'reviewer', 'reader']) expect(await mailsTo(who), who).toEqual([]);
  });
});

describe('a page the year’s rule set does not hold', () => {
  // A year from 1 January 2024 reports under the 2020 Guide: the Climate pages are the 2025 Code's (ADR 0102: the
  // matrix lists each page of the year's rule set). No route writes such a task (the page is 404 in that year); a
  // task stored for it otherwise — before a page was limited to other rule sets — is named in no mail.
  const Y = '2024-12-31';
  const due = addDays(hongKongDate(), -2);
  let team: Team;
  let mailsTo: Awaited<ReturnType<typeof tagged>>;

  beforeAll(async () => {
    team = await freshTeam([{ yearEnd: Y }]);
    mailsTo = await tagged(team);
    const now = new Date().toISOString();
    const task = (pageKey: string, item: Record<string, unknown>): Change => ({
      op: 'create',
      key: keys.workflowTask(team.tenantId, Y, pageKey, '_'),
      item: { pageKey, scope: '_', owners: [team.owner.id], ...item },
    });
    const changes = [
      task('climate_governance', { state: 'open', dueDate: due, assignedAt: now, assignedTo: [team.owner.id] }),
      task('climate_risks', {
        state: 'returned',
        submittedBy: team.owner.id,
        submittedAt: now,
        note: { kind: 'returned', text: 'Add the scenarios.', by: team.reviewer.id, at: now },
      }),
      task('climate_resilience', { state: 'submitted', owners: [], submittedBy: team.owner.id, submittedAt: now }),
    ];
    await runInContext({ requestId: ulid() }, () =>
      write({ tenantId: team.tenantId, action: 'test.tasks', audited: false, changes }),
    );
    expect((await matrixOf(team, Y)).filter((t) => t.pageKey.startsWith('climate_'))).toEqual([]);
  });

  it('names it in no assignment mail, no return mail and no digest, to its owner or a reviewer', async () => {
    const assigned = await call('PUT', `/api/workflow/${Y}/assign`, {
      token: team.admin.token,
      body: { tasks: [{ pageKey: 'corp_awards' }], owners: [team.owner.id], dueDate: due },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const [assignment] = await mailsTo('owner');
    expect(assignment!.subject).toContain('指派給您的頁面');
    expect(assignment!.text).toContain(`\n\n- 企業獎項（${shown(due)}）\n\n`);
    // The hourly run: the owner's digest of the year's own overdue page, and nothing else to anyone.
    expect(await run(team)).toEqual({ sent: 1, failed: 0, deferred: 0 });
    const mails = await mailsTo('owner');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`已逾期：\n\n- 企業獎項（${shown(due)}）\n\n您的工作列於主頁`);
    for (const m of mails) expect(m.text).not.toMatch(/氣候|Climate|climate_/);
    for (const who of ['admin', 'reviewer', 'reader']) expect(await mailsTo(who), who).toEqual([]);
  });
});
