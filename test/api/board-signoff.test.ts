import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { formatDate, hongKongDate } from '@esg/core/lib/dates';
import { buildReport } from '@esg/core/domain/reports/build';
import { reportDate } from '@esg/core/domain/reports/format';
import { loadReportInputs } from '@esg/core/domain/reports/data';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { call, inbox } from '../support/api';
import { printReport, squeeze } from '../support/report';
import { auditItems } from '../support/tenants';
import { approveAll as approveEvery, boardOf, fakeDraft, signOffLinkOf } from '../support/signOff';
import { completeYear } from '../support/completeYear';
import { freshTeam } from '../support/team';

/**
 * The board's sign-off (docs/decisions/0113-board-sign-off.md): sent once every page is approved, opened from the
 * mail without signing in, a director's comment returning the board statement page, the approval recorded and
 * printed in the report's frame, and the lock refused until it is given (or overridden with a reason, audited).
 */
const Y = '2025-12-31';
const base = `/api/workflow/${Y}`;
const uniq = ulid().slice(-8).toLowerCase();
const DIRECTORS = boardOf(uniq);
const OVERSIGHT = 'The board reviews ESG risks every quarter.';

type Team = Awaited<ReturnType<typeof freshTeam>>;

const approveAll = (team: Team) =>
  approveEvery({ tenantId: team.tenantId, token: team.admin.token }, Y, team.reviewer.id);
const linkOf = signOffLinkOf;

/** A complete year (the lock asks that its final report leave nothing open, ADR 0161), the directors on its board. */
async function withBoard(team: Team) {
  await completeYear(team.admin.token, Y, team.name, DIRECTORS);
  const saved = (await call('GET', `/api/page-data/board_statement/${Y}`, { token: team.admin.token })).body;
  const statement = await call('PUT', `/api/page-data/board_statement/${Y}`, {
    token: team.admin.token,
    body: { values: { ...saved.values, boardOversight: OVERSIGHT }, version: saved.version },
  });
  expect(statement.status, JSON.stringify(statement.body)).toBe(200);
}

/** A member's own language, chosen in their settings (their mails are written in it). */
async function speaks(m: { token: string }, langKey: string) {
  const info = (await call('GET', '/api/userInfo', { token: m.token })).body;
  const { firstName, lastName, email, version } = info;
  const res = await call('PUT', '/api/userInfo', {
    token: m.token,
    body: { firstName, lastName, email, langKey, version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const send = (team: Team) => call('POST', `${base}/signoff`, { token: team.admin.token });
const open = (id: string) => call('GET', `/api/signoff/${id}`);
const answer = (body: unknown) => call('POST', '/api/signoff', { body });

describe('the board’s sign-off through an e-mailed link', () => {
  let team: Team;
  beforeAll(async () => {
    team = await freshTeam([{ yearEnd: Y }]);
    await withBoard(team);
  }, 60_000);

  it('is refused until every page is approved, and until a draft report exists', async () => {
    const early = await send(team);
    expect(early.status).toBe(409);
    expect(early.body.messageKey).toBe('signOffNotReady');
    expect(early.body.data.pending.length).toBeGreaterThan(0);

    await approveAll(team);
    const noDraft = await send(team);
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.messageKey).toBe('signOffNoDraft');

    // Only administrators send; a company user is refused.
    expect((await call('POST', `${base}/signoff`, { token: team.owner.token })).status).toBe(403);
  }, 60_000);

  it('mails each director a link that opens the statement and the draft without signing in', async () => {
    await printReport(team.tenantId, Y, 'en');
    const sent = await send(team);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', directors: [{ name: 'Dora Ho' }, { name: 'Eric Lam' }] });
    expect(sent.body.directors.every((d: { outcome: string }) => d.outcome === 'sent')).toBe(true);

    const opened = await open(await linkOf(DIRECTORS[0]!.email));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ yearEnd: Y, directorName: 'Dora Ho' });
    // The mail names the year as the screens show a date (DD-MM-YYYY).
    const mail = (await inbox()).filter((m) => m.to === DIRECTORS[0]!.email).at(-1)!;
    expect(mail.text).toContain(`year ending ${formatDate(Y)}`);
    expect(mail.subject).toContain(formatDate(Y));
    expect(opened.body.statement.boardOversight.en).toBe(OVERSIGHT);
    expect(opened.body.draftUrl).toMatch(/\.pdf/);
    const pdf = await fetch(opened.body.draftUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // The status shows the send to the company.
    const status = await call('GET', `${base}/signoff`, { token: team.owner.token });
    expect(status.body.status).toBe('sent');
  }, 120_000);

  it('refuses a tampered, foreign or malformed link with nothing shown', async () => {
    const raw = await linkOf(DIRECTORS[0]!.email);
    const flipped = raw.slice(0, 20) + (raw[20] === 'A' ? 'B' : 'A') + raw.slice(21);
    for (const id of [flipped, `${raw}A`, 'short', raw.slice(0, 43)]) {
      const res = await open(id);
      expect(res.status, id).toBe(404);
      expect(res.body.messageKey).toBe('questionnaireInvalid');
      expect(JSON.stringify(res.body)).not.toMatch(/Dora|Team company|board/i);
    }
    // A sign-off token is no questionnaire token, and the other way round.
    expect((await call('GET', `/api/questionnaire/q/${raw}`)).status).toBe(404);
    const bad = await answer({ id: raw, decision: 'comment', comment: '   ' });
    expect(bad.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    const raw = await linkOf(DIRECTORS[1]!.email);
    const record = (await call('GET', `${base}/signoff`, { token: team.admin.token })).body;
    const expiresAt = record.expiresAt as string;
    const setExpiry = (at: string, version: number) =>
      runInContext({ requestId: ulid() }, () =>
        write({
          tenantId: team.tenantId,
          action: 'test.expire',
          changes: [
            {
              op: 'update',
              key: keys.boardSignOff(team.tenantId, Y),
              expectedVersion: version,
              set: { expiresAt: at },
            },
          ],
        }),
      );
    const version = await signOffVersion(team);
    await setExpiry(new Date(Date.now() - 1000).toISOString(), version);
    expect((await open(raw)).status).toBe(404);
    await setExpiry(expiresAt, version + 1);
    expect((await open(raw)).status).toBe(200);
  });

  it('returns the board statement page to the administrator with a director’s comment; the send ends', async () => {
    await speaks(team.reviewer, 'zh-hk');
    // The company user who submitted the statement (nobody owns it) gets the return mail (ADR 0114).
    const statementKey = keys.workflowTask(team.tenantId, Y, 'board_statement', '_');
    const statement = await runInContext({ requestId: ulid() }, () => getItem<{ version: number }>(statementKey, true));
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId: team.tenantId,
        action: 'test.submitter',
        changes: [
          {
            op: 'update',
            key: statementKey,
            expectedVersion: statement!.version,
            set: { submittedBy: team.reader.id },
          },
        ],
      }),
    );
    const dora = await linkOf(DIRECTORS[0]!.email);
    const eric = await linkOf(DIRECTORS[1]!.email);
    const commented = await answer({ id: dora, decision: 'comment', comment: 'Say how often the board meets.' });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    expect(commented.body).toEqual({ decision: 'commented' });

    const review = await call('GET', `${base}/tasks/board_statement/review`, { token: team.admin.token });
    expect(review.body.task).toMatchObject({
      state: 'returned',
      note: { kind: 'returned', text: 'Say how often the board meets.', by: 'Dora Ho' },
    });
    const status = await call('GET', `${base}/signoff`, { token: team.admin.token });
    expect(status.body).toMatchObject({ status: 'returned' });
    expect(status.body.directors[0]).toMatchObject({
      decision: 'commented',
      comment: 'Say how often the board meets.',
    });
    // The replay, and the other director's link of the ended send, open nothing.
    expect((await open(dora)).status).toBe(404);
    expect((await answer({ id: eric, decision: 'approve' })).status).toBe(404);
    expect((await auditItems(team.tenantId)).map((a) => a.action)).toContain('workflow.boardComment');

    // The company's administrators are mailed the comment, each in their own language; a company user is not.
    const mailTo = async (m: { login: string }) =>
      (await inbox()).filter((x) => x.to === `${m.login}@example.com` && x.text.includes('how often the board meets'));
    const [admin] = await mailTo(team.admin);
    expect(admin?.subject).toMatch(/^Team company \w+: Dora Ho commented on the ESG report /);
    expect(admin?.subject).toContain(formatDate(Y));
    expect(admin?.text).toContain(`Dora Ho, a director, did not approve`);
    expect(admin?.text).toContain('“Say how often the board meets.”');
    expect(admin?.text).toContain('generate the draft report again, then send it to the board again');
    expect(admin?.text).toContain('/background/board_statement?lang=en');
    const [reviewer] = await mailTo(team.reviewer);
    expect(reviewer?.subject).toContain('Dora Ho 對');
    expect(reviewer?.text).toContain(`董事 Dora Ho 未有批准截至 ${formatDate(Y)} 年度`);
    expect(reviewer?.text).toContain('「Say how often the board meets.」');
    expect(reviewer?.text).toContain('重新生成報告草稿，然後再次送交董事會');
    expect(await mailTo(team.owner)).toEqual([]);
    const [submitter] = await mailTo(team.reader);
    expect(submitter?.subject).toMatch(/: pages returned to you$/);
    expect(submitter?.text).toMatch(/- Board statement\n {2}Returned by Dora Ho: “Say how often the board meets\.”/);
  });

  it('records the board’s approval once every director approved; the report prints its date', async () => {
    await approveAll(team);
    const old = await linkOf(DIRECTORS[1]!.email);
    // The draft the directors read was generated before the statement's new approval: a new one first.
    expect((await send(team)).body.messageKey).toBe('signOffStaleDraft');
    await fakeDraft(team.tenantId, Y);
    expect((await send(team)).status).toBe(200);
    // A new send's links replace the last ones.
    expect((await open(old)).status).toBe(404);

    const first = await answer({ id: await linkOf(DIRECTORS[0]!.email), decision: 'approve' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await call('GET', `${base}/signoff`, { token: team.admin.token })).body.status).toBe('sent');
    const lockEarly = await call('POST', `${base}/lock`, { token: team.admin.token, body: {} });
    expect(lockEarly.status).toBe(409);
    expect(lockEarly.body).toMatchObject({ messageKey: 'yearNotSignedOff', data: { signedOff: false } });

    const eric = await linkOf(DIRECTORS[1]!.email);
    expect((await answer({ id: eric, decision: 'approve' })).status).toBe(200);
    // Replayed: the answered link opens nothing and takes no second answer.
    expect((await answer({ id: eric, decision: 'approve' })).status).toBe(404);

    const today = hongKongDate();
    const status = await call('GET', `${base}/signoff`, { token: team.admin.token });
    expect(status.body).toMatchObject({ status: 'approved', approvedOn: today });
    expect((await auditItems(team.tenantId)).map((a) => a.action)).toContain('workflow.boardApproved');
    // The administrators are told once, when the last director approved, each in their own language; nobody else.
    const approvedMails = async (m: { login: string }) =>
      (await inbox()).filter((x) => x.to === `${m.login}@example.com` && /board approved|董事會已批准/.test(x.subject));
    const [toAdmin, ...again] = await approvedMails(team.admin);
    expect(again).toEqual([]);
    expect(toAdmin?.subject).toMatch(/^Team company \w+: the board approved the ESG report /);
    expect(toAdmin?.text).toContain('(approving directors: Dora Ho, Eric Lam). You can now lock the year');
    expect(toAdmin?.text).toContain('lists anything still to be disclosed or explained first');
    expect(toAdmin?.text).toContain('/reporting/generate_report?lang=en');
    const [toReviewer] = await approvedMails(team.reviewer);
    expect(toReviewer?.subject).toContain(`董事會已批准 ${formatDate(Y)} 環境、社會及管治報告`);
    expect(toReviewer?.text).toContain('批准董事：Dora Ho、Eric Lam');
    expect(await approvedMails(team.owner)).toEqual([]);

    for (const lang of ['en', 'hk', 'cn'] as const) {
      const { data } = buildReport(await loadReportInputs(team.tenantId, Y, lang));
      const line = REPORT_MESSAGES[lang].boardSignedOff.replace('{date}', reportDate(today, lang));
      expect(JSON.stringify(data), lang).toContain(line);
    }
    const printed = squeeze((await printReport(team.tenantId, Y, 'en')).join(' '));
    expect(printed).toContain(squeeze(`Approved by the Board on ${formatDate(today)}.`));
    expect(printed).toContain(squeeze('Approving directors: Dora Ho, Eric Lam.'));
  }, 120_000);

  it('locks the year once the pages are approved and the board signed off; the links then open nothing', async () => {
    const raw = await linkOf(DIRECTORS[0]!.email);
    const locked = await call('POST', `${base}/lock`, { token: team.admin.token, body: {} });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body).toMatchObject({ locked: true, pending: 0 });
    expect(locked.body.lockOverride).toBeUndefined();
    expect((await open(raw)).status).toBe(404);
  });
});

async function signOffVersion(team: Team): Promise<number> {
  const item = await getItem<{ version: number }>(keys.boardSignOff(team.tenantId, Y), true);
  return item!.version;
}

describe('the lock without the board’s sign-off', () => {
  it('is refused, or taken with a reason that is audited', async () => {
    const team = await freshTeam([{ yearEnd: Y }]);
    await completeYear(team.admin.token, Y, team.name, boardOf(ulid().slice(-8).toLowerCase()));
    // The progress view (ADR 0114): nothing approved, then everything; the deadline four months after the year end.
    const before = await call('GET', `${base}/progress`, { token: team.owner.token });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ overall: { approved: 0, percent: 0 }, overdue: 0, deadline: '2026-04-30' });
    await approveAll(team);
    const after = await call('GET', `${base}/progress`, { token: team.owner.token });
    expect(after.body.overall.percent).toBe(100);
    expect(after.body.bySection.every((s: { percent: number }) => s.percent === 100)).toBe(true);
    const refused = await call('POST', `${base}/lock`, { token: team.admin.token, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ messageKey: 'yearNotSignedOff', data: { pending: [], signedOff: false } });

    const forced = await call('POST', `${base}/lock`, {
      token: team.admin.token,
      body: { overrideReason: 'The board approved the report at its meeting; minutes filed.' },
    });
    expect(forced.status, JSON.stringify(forced.body)).toBe(200);
    // What was missing is kept with the reason: Home says the year was locked without the board's sign-off.
    expect(forced.body.lockOverride).toMatchObject({
      reason: 'The board approved the report at its meeting; minutes filed.',
      pending: 0,
      signedOff: false,
    });
    const matrix = await call('GET', base, { token: team.owner.token });
    expect(matrix.body.lockOverride).toMatchObject({ pending: 0, signedOff: false });
    const audit = (await auditItems(team.tenantId)).find((a) => a.action === 'workflow.lockOverride') as
      { after?: { reason: string; signedOff: boolean } } | undefined;
    expect(audit?.after).toMatchObject({ signedOff: false });
  }, 60_000);
});
