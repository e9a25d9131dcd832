import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { remindCompany } from '@esg/core/domain/workflow/reminders';
import { hongKongDate } from '@esg/core/lib/dates';
import { call, inbox } from '../support/api';
import { boundaryRow } from '../support/resources';
import { changeSettings as settings } from '../support/settings';
import { freshTeam } from '../support/team';

/**
 * The review queue in the daily digest (docs/decisions/0114-task-reminders.md, ADR 0102's reviewer's queue): a
 * submitted page is named to each reviewer who may approve or return it, by page and location in the reader's
 * language, by who submitted it and on which Hong Kong day — in the one digest a day, every day while it waits.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const DAY = 86_400_000;
type Team = Awaited<ReturnType<typeof freshTeam>>;
type Member = Team['owner'];

const digestsTo = async (email: string) =>
  (await inbox()).filter((m) => m.to === email && /ESG report tasks|環境、社會及管治報告工作/.test(m.subject));
const run = (team: Team, at = new Date()) =>
  runInContext({ requestId: ulid() }, () => remindCompany(team.tenantId, at));

describe('pages waiting for review in the daily digest', () => {
  let team: Team;
  let shop: string;
  const tag = ulid().toLowerCase();
  const mail = (who: string) => `${who}.${tag}@example.com`;
  const act = (kind: string, m: Member, body: Record<string, unknown>) =>
    call('POST', `${base}/tasks/electricities/${kind}`, { token: m.token, body: { location: shop, ...body } });

  beforeAll(async () => {
    team = await freshTeam([{ yearEnd: Y }]);
    await settings(team.owner, { email: mail('owner') });
    await settings(team.reader, { email: mail('reader') });
    await settings(team.reviewer, { email: mail('reviewer') });
    await settings(team.admin, { email: mail('admin'), langKey: 'zh-hk' });
    shop = ulid();
    const saved = await call('PUT', `/api/page-data/reporting_boundaries/${Y}`, {
      token: team.admin.token,
      body: {
        values: { locations: [{ ...boundaryRow('Shop', shop), name: { en: 'Causeway Bay shop', hk: '銅鑼灣店' } }] },
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('tells each reviewer of a submitted page, in their language, who submitted it and when', async () => {
    const submitted = await act('submit', team.owner, { version: 0 });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    // Submission mails nobody: the digest tells them.
    expect(await digestsTo(mail('reviewer'))).toEqual([]);
    expect(await run(team)).toEqual({ sent: 2, failed: 0, deferred: 0 });
    const day = hongKongDate().split('-').reverse().join('-');
    const [en] = await digestsTo(mail('reviewer'));
    expect(en!.subject).toContain(': your ESG report tasks');
    expect(en!.text).toContain(
      `Waiting for your review:\n\n- Electricity · Causeway Bay shop\n  Submitted by Owner Tester on ${day}\n\n`,
    );
    const [hk] = await digestsTo(mail('admin'));
    expect(hk!.text).toContain(`待您審閱：\n\n- 電力 · 銅鑼灣店\n  提交者：Owner Tester。提交日期：${day}\n\n`);
    // The submitter, not a reviewer, and a user holding no review privilege hear nothing.
    expect(await digestsTo(mail('owner'))).toEqual([]);
    expect(await digestsTo(mail('reader'))).toEqual([]);
    // Once a day: the next run that day sends nothing.
    expect(await run(team)).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(await digestsTo(mail('reviewer'))).toHaveLength(1);
  });

  it('names the waiting page again the next day, except to a reviewer who turned digests off', async () => {
    await settings(team.reviewer, { taskDigests: false });
    expect((await run(team, new Date(Date.now() + DAY))).sent).toBe(1);
    expect(await digestsTo(mail('reviewer'))).toHaveLength(1);
    const hk = await digestsTo(mail('admin'));
    expect(hk).toHaveLength(2);
    expect(hk[1]!.text).toContain('- 電力 · 銅鑼灣店\n  提交者：Owner Tester');
  });

  it('names no page once it is approved', async () => {
    expect((await act('approve', team.reviewer, { version: 1 })).status).toBe(200);
    expect((await run(team, new Date(Date.now() + 2 * DAY))).sent).toBe(0);
    expect(await digestsTo(mail('admin'))).toHaveLength(2);
  });

  it('names only the company’s own pages to its reviewers', async () => {
    const other = await freshTeam([{ yearEnd: Y }]);
    const saved = await call('PUT', `/api/page-data/corp_awards/${Y}`, {
      token: other.owner.token,
      body: { values: { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const submitted = await call('POST', `${base}/tasks/corp_awards/submit`, {
      token: other.owner.token,
      body: { version: 0 },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await run(team, new Date(Date.now() + 3 * DAY))).sent).toBe(0);
    expect((await run(other)).sent).toBe(2);
    expect(await digestsTo(mail('admin'))).toHaveLength(2);
  });
});
