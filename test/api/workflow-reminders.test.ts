import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { remindCompany } from '@esg/core/domain/workflow/reminders';
import { addDays } from '@esg/core/calc/workflow/reminders';
import { hongKongDate } from '@esg/core/lib/dates';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call, inbox } from '../support/api';
import { boundaryRow, saveBoundaries } from '../support/resources';
import { changeSettings as settings } from '../support/settings';
import { freshTeam } from '../support/team';

/**
 * Task mails (docs/decisions/0114-task-reminders.md): on assignment and on return at once, the daily digest of what
 * is due in three days or overdue once a day per user, in the user's language, never for a user who turned it
 * off; a failed mail loses no state change and goes out on a later run.
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
type Team = Awaited<ReturnType<typeof freshTeam>>;
type Member = Team['owner'];

const mailsTo = async (email: string) => (await inbox()).filter((m) => m.to === email);
const run = (team: Team) => runInContext({ requestId: ulid() }, () => remindCompany(team.tenantId, new Date()));

const assign = (team: Team, pageKey: string, owner: Member, dueDate: string) =>
  call('PUT', `${base}/assign`, {
    token: team.admin.token,
    body: { tasks: [{ pageKey }], owners: [owner.id], dueDate },
  });

describe('task mails', () => {
  let team: Team;
  const tag = ulid().toLowerCase();
  const ownerMail = `owner.${tag}@example.com`;
  const readerMail = `reader.${tag}@example.com`;
  beforeAll(async () => {
    team = await freshTeam([{ yearEnd: Y }]);
    await settings(team.owner, { email: ownerMail, langKey: 'zh-hk', firstName: '大文', lastName: '陳' });
    await settings(team.reader, { email: readerMail });
  });

  it('mails the new owner at once, in the owner’s language, by the name as the owner writes it', async () => {
    const res = await assign(team, 'corp_awards', team.owner, addDays(hongKongDate(), -2));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mails = await mailsTo(ownerMail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('指派給您的頁面');
    // The due day an aside in the mail's language: full-width parentheses in Chinese.
    const due = addDays(hongKongDate(), -2).split('-').reverse().join('-');
    expect(mails[0]!.text).toContain(`- 企業獎項（${due}）`);
    // A Chinese name as people write it: family name first, run on into the greeting.
    expect(mails[0]!.text).toMatch(/^陳大文您好：/);
    const matrix = (await call('GET', base, { token: team.admin.token })).body;
    const task = matrix.tasks.find((t: { pageKey: string }) => t.pageKey === 'corp_awards');
    expect(task.owners.map((o: { name: string }) => o.name)).toEqual(['陳大文']);
  });

  it('sends one digest of what is overdue and due in three days, once a day', async () => {
    await assign(team, 'prof_quali', team.owner, addDays(hongKongDate(), 3));
    expect((await run(team)).sent).toBe(1);
    const digests = (await mailsTo(ownerMail)).filter((m) => m.text.includes('已逾期'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('三日後到期');
    // The assignment mails went out already: the run sends neither them nor the digest again.
    expect(await run(team)).toEqual({ sent: 0, failed: 0, deferred: 0 });
    expect(await mailsTo(ownerMail)).toHaveLength(3);
  });

  it('sends no digest to a user who turned it off', async () => {
    await settings(team.reader, { taskDigests: false });
    expect((await assign(team, 'employment', team.reader, addDays(hongKongDate(), -1))).status).toBe(200);
    expect(await mailsTo(readerMail)).toHaveLength(1); // the assignment mail still comes
    expect((await run(team)).sent).toBe(0);
    expect(await mailsTo(readerMail)).toHaveLength(1);
    const info = (await call('GET', '/api/userInfo', { token: team.reader.token })).body;
    expect(info.taskDigests).toBe(false);
  });

  it('keeps the assignment when its mail fails, and sends it on a later run', async () => {
    const failing = `writer.${tag}@bounce.invalid`;
    const fixed = `writer.${tag}@example.com`;
    await settings(team.reviewer, { email: failing });
    const res = await assign(team, 'labour_standards', team.reviewer, addDays(hongKongDate(), 30));
    expect(res.status).toBe(200);
    expect(res.body.tasks[0].owners[0]).toMatchObject({ userId: team.reviewer.id });
    await settings(team.reviewer, { email: fixed });
    expect((await run(team)).sent).toBe(1);
    const mails = await mailsTo(fixed);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('pages assigned to you')]);
  });

  it('mails the owner when a page is returned', async () => {
    const saved = await call('PUT', `/api/page-data/corp_awards/${Y}`, {
      token: team.owner.token,
      body: { values: { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] }, version: 0 },
    });
    expect(saved.status).toBe(200);
    const submitted = await call('POST', `${base}/tasks/corp_awards/submit`, {
      token: team.owner.token,
      body: { version: 1 },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const returned = await call('POST', `${base}/tasks/corp_awards/return`, {
      token: team.admin.token,
      body: { version: 2, comment: 'Add the year.' },
    });
    expect(returned.status).toBe(200);
    const mails = (await mailsTo(ownerMail)).filter((m) => m.subject.includes('退回給您的頁面'));
    expect(mails).toHaveLength(1);
    // Under the page, who returned it (by name) and the comment, in the owner's language.
    expect(mails[0]!.text).toMatch(/- 企業獎項（[\d-]+）\n {2}退回者：Admin Tester。意見：「Add the year\.」/);
  });

  it('mails the owner when an approved page is reopened, quoting the reason in the owner’s language', async () => {
    // corp_awards was returned above (version 3): resubmitted, approved, then reopened by the reviewer.
    const act = (kind: string, token: string, body: Record<string, unknown>) =>
      call('POST', `${base}/tasks/corp_awards/${kind}`, { token, body });
    expect((await act('submit', team.owner.token, { version: 3 })).status).toBe(200);
    expect((await act('approve', team.reviewer.token, { version: 4 })).status).toBe(200);
    const reopened = await act('reopen', team.reviewer.token, { version: 5, reason: 'The award year is wrong.' });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    const mails = (await mailsTo(ownerMail)).filter((m) => m.subject.includes('已重新開放的頁面'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(
      /- 企業獎項（[\d-]+）\n {2}重新開放者：Reviewer Tester。原因：「The award year is wrong\.」/,
    );
    // Once per reopen: the hourly run does not send it again.
    await run(team);
    expect((await mailsTo(ownerMail)).filter((m) => m.subject.includes('已重新開放的頁面'))).toHaveLength(1);
  });

  it('mails a second reopen and a second return of the same page on the same day, each once', async () => {
    // corp_awards was reopened above (version 6): resubmitted, approved and reopened again with a new reason.
    const act = (kind: string, token: string, body: Record<string, unknown>) =>
      call('POST', `${base}/tasks/corp_awards/${kind}`, { token, body });
    const reopens = async () =>
      (await mailsTo(ownerMail)).filter((m) => m.subject.includes('已重新開放的頁面')).map((m) => m.text);
    const returns = async () =>
      (await mailsTo(ownerMail)).filter((m) => m.subject.includes('退回給您的頁面')).map((m) => m.text);
    expect((await act('submit', team.owner.token, { version: 6 })).status).toBe(200);
    expect((await act('approve', team.reviewer.token, { version: 7 })).status).toBe(200);
    expect((await act('reopen', team.reviewer.token, { version: 8, reason: 'Name the awarding body.' })).status).toBe(
      200,
    );
    expect(await reopens()).toEqual([expect.any(String), expect.stringContaining('「Name the awarding body.」')]);
    expect((await act('submit', team.owner.token, { version: 9 })).status).toBe(200);
    expect((await act('return', team.admin.token, { version: 10, comment: 'Add the month.' })).status).toBe(200);
    expect(await returns()).toEqual([expect.any(String), expect.stringContaining('「Add the month.」')]);
    // The hourly run sends neither again.
    await run(team);
    expect(await reopens()).toHaveLength(2);
    expect(await returns()).toHaveLength(2);
  });

  it('mails the submitter when a page nobody owns is returned', async () => {
    // An administrator submits a location nobody owns; a reviewer returns it: the submitter hears at once.
    const ids = await saveBoundaries(team.admin.token, [Y]);
    const submitted = await call('POST', `${base}/tasks/electricities/submit`, {
      token: team.admin.token,
      body: { location: ids.hq, version: 0 },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.owners).toEqual([]);
    const returned = await call('POST', `${base}/tasks/electricities/return`, {
      token: team.reviewer.token,
      body: { location: ids.hq, version: 1, comment: 'Add the March bill.' },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    const mails = (await mailsTo(`${team.admin.login}@example.com`)).filter((m) =>
      m.subject.includes('pages returned to you'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/- Electricity · HQ\n {2}Returned by Reviewer Tester: “Add the March bill\.”/);
    // The mail's link leads to Home, where My tasks lists the page to its submitter (and to nobody else).
    const mine = async (m: Member) =>
      ((await call('GET', `${base}/mine`, { token: m.token })).body.tasks as TaskView[]).filter(
        (t) => t.pageKey === 'electricities' && t.location?.id === ids.hq,
      );
    expect(await mine(team.admin)).toEqual([
      expect.objectContaining({ state: 'returned', note: expect.objectContaining({ text: 'Add the March bill.' }) }),
    ]);
    expect(await mine(team.owner)).toEqual([]);
  });

  it('lists a page sent back to its last submitter beside its owners, when the submitter does not own it', async () => {
    const saved = await call('PUT', `/api/page-data/prof_quali/${Y}`, {
      token: team.admin.token,
      body: { values: { qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }] }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await assign(team, 'prof_quali', team.owner, addDays(hongKongDate(), 10))).status).toBe(200);
    const task = async () =>
      ((await call('GET', base, { token: team.admin.token })).body.tasks as TaskView[]).find(
        (t) => t.pageKey === 'prof_quali',
      )!;
    const act = async (kind: string, token: string, body: Record<string, unknown> = {}) => {
      const res = await call('POST', `${base}/tasks/prof_quali/${kind}`, {
        token,
        body: { version: (await task()).version, ...body },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    // The administrator submits the owner's page; the reviewer returns it: both find it in My tasks.
    await act('submit', team.admin.token);
    await act('return', team.reviewer.token, { comment: 'Add the expiry dates.' });
    const mine = async (m: Member) =>
      ((await call('GET', `${base}/mine`, { token: m.token })).body.tasks as TaskView[]).filter(
        (t) => t.pageKey === 'prof_quali',
      );
    for (const m of [team.admin, team.owner])
      expect(await mine(m)).toEqual([
        expect.objectContaining({
          state: 'returned',
          note: expect.objectContaining({ text: 'Add the expiry dates.' }),
        }),
      ]);
    expect(await mine(team.reader)).toEqual([]);
  });

  it('names the location in the recipient’s language, the Simplified from the Traditional', async () => {
    // The boundary names its locations in English and Traditional Chinese; the submitter reads Simplified.
    const shop = ulid();
    const row = (name: unknown, locationId: string) => ({ ...boundaryRow('Shop', locationId), name });
    const boundary = (await call('GET', `/api/page-data/reporting_boundaries/${Y}`, { token: team.admin.token })).body;
    const saved = await call('PUT', `/api/page-data/reporting_boundaries/${Y}`, {
      token: team.admin.token,
      body: {
        values: { locations: [row({ en: 'Causeway Bay shop', hk: '銅鑼灣店' }, shop)] },
        version: boundary.version,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await settings(team.admin, { langKey: 'zh-cn' });
    const act = (kind: string, token: string, body: Record<string, unknown>) =>
      call('POST', `${base}/tasks/electricities/${kind}`, { token, body: { location: shop, ...body } });
    expect((await act('submit', team.admin.token, { version: 0 })).status).toBe(200);
    expect((await act('return', team.reviewer.token, { version: 1, comment: 'Add the bill.' })).status).toBe(200);
    const mails = (await mailsTo(`${team.admin.login}@example.com`)).filter((m) =>
      m.subject.includes('退回给您的页面'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('- 电力 · 铜锣湾店\n');
    // Resubmitted, approved, then reopened: My tasks lists it to its submitter again, with the reason.
    expect((await act('submit', team.admin.token, { version: 2 })).status).toBe(200);
    expect((await act('approve', team.reviewer.token, { version: 3 })).status).toBe(200);
    expect((await act('reopen', team.reviewer.token, { version: 4, reason: 'Wrong month.' })).status).toBe(200);
    const mine = (await call('GET', `${base}/mine`, { token: team.admin.token })).body.tasks as TaskView[];
    expect(mine.filter((t) => t.location?.id === shop)).toEqual([
      expect.objectContaining({ note: expect.objectContaining({ kind: 'reopened', text: 'Wrong month.' }) }),
    ]);
  });
});
