import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import { Messages } from '@esg/core/messageCatalogue';
import { call, inbox } from '../support/api';
import { freshCompany } from '../support/company';

/** Send the board questionnaire, answer it through the public link, reset it, read the matrix. */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const uniq = ulid().slice(-8).toLowerCase();
const ALICE = `alice.${uniq}@example.com`;
const BOB = `bob.${uniq}@bounce.invalid`; // the SES stand-in refuses `.invalid` addresses
const CAROL = `carol.${uniq}@example.com`;
const ALL_TOPICS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];
const PART_D = ['D-GOV', 'D-STR', 'D-RISK', 'D-MET'];

let token: string;
let tenantId: string;
const ids: Record<string, string> = {};

/** The shapes of the replies this file reads (the assertions check the rest). */
type SendResult = { name: string; outcome: string };
type BoardRow = { name: string; link: string };
type Member = { id: string; name: string } & Record<string, unknown>;

const member = (name: string, email: string) => ({ name, positionTitle: 'Director', email, groupName: 'Board' });
const mailsTo = async (to: string) => (await inbox()).filter((m) => m.to === to);
const tokenIn = (text: string) => /\/questionnaire\?id=([\w-]+)/.exec(text)?.[1];
const status = async (year = Y2) => (await call('GET', `/api/boardStatus/${year}`, { token })).body;
const scoresFor = (topics: string[], company: number, personal: number) =>
  Object.fromEntries(topics.map((t) => [t, { company, personal }]));

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
  for (const year of [Y1, Y2]) {
    const saved = await call('PUT', `/api/boardmembers/${year}`, {
      token,
      body: {
        version: 0,
        members: [member('Alice Chan', ALICE), member('Bob Wong', BOB), member('Carol Lee', CAROL)],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    if (year === Y2) for (const b of saved.body.members as { id: string; name: string }[]) ids[b.name] = b.id;
  }
});

describe('topics', () => {
  it('start as one per HKEX aspect and Part D pillar, in three languages, and can be renamed and extended', async () => {
    const read = await call('GET', `/api/materiality/topics/${Y2}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.topics.map((t: { id: string }) => t.id)).toEqual([...ALL_TOPICS, ...PART_D]);
    expect(read.body.topics[0].name).toEqual({ en: 'Emissions', hk: '排放物', cn: '排放物' });
    expect(read.body).toMatchObject({ version: 0, frozen: false, threshold: 5.5 });
    // The 2020 rule set has no Part D.
    const old = await call('GET', `/api/materiality/topics/${Y1}`, { token });
    expect(old.body.topics.map((t: { id: string }) => t.id)).toEqual(ALL_TOPICS);

    const topics = read.body.topics.map((t: { id: string }) => ({ id: t.id, name: null, description: null }));
    topics[0].name = 'Air and GHG emissions';
    topics.push({ id: ulid(), name: 'Data privacy', description: 'Customer data' });
    const saved = await call('PUT', `/api/materiality/topics/${Y2}`, {
      token,
      body: { version: 0, threshold: 6, topics },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.topics[0].name.hk).toBe('Air and GHG emissions');
    expect(saved.body.topics).toHaveLength(17);

    const bad = await call('PUT', `/api/materiality/topics/${Y2}`, {
      token,
      body: { version: 1, threshold: 11, topics: [{ id: ulid(), name: null, description: null }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues.map((i: { path: string }) => i.path)).toContain('body.threshold');
  });
});

describe('sending', () => {
  it('sends to every member; a refused address fails alone and is named; a retry sends no duplicate', async () => {
    const sent = await call('POST', `/api/questionnaire/sendBoardEmails/${Y2}`, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const outcome = Object.fromEntries(sent.body.results.map((r: SendResult) => [r.name, r.outcome]));
    expect(outcome).toEqual({ 'Alice Chan': 'sent', 'Bob Wong': 'failed', 'Carol Lee': 'sent' });
    const aliceMail = (await mailsTo(ALICE)).at(-1)!;
    expect(aliceMail.subject).toContain('board materiality questionnaire 31-12-2025');
    expect(aliceMail.text).toContain('Alice Chan');
    // The token names its link (ADR 0059), sealed: neither the company's nor the member's id shows in it.
    const mailed = tokenIn(aliceMail.text)!;
    expect(mailed.length).toBeGreaterThan(43);
    for (const id of [tenantId, ids['Alice Chan']!, Y2])
      for (const form of [mailed, Buffer.from(mailed, 'base64url').toString('latin1')]) expect(form).not.toContain(id);
    expect(await mailsTo(BOB)).toHaveLength(0);

    const before = await status();
    const linkOf = (name: string) => before.boardList.find((b: BoardRow) => b.name === name)!.link;
    expect(linkOf('Alice Chan')).toMatchObject({ status: 'sent', openedAt: null, submittedAt: null });
    expect(linkOf('Alice Chan').sentAt).toBeTruthy();
    expect(linkOf('Bob Wong').status).toBe('failed');
    // 'Copy link' at any time: the list gives the mailed address again; the table holds no token.
    expect(tokenIn(linkOf('Alice Chan').address)).toBe(tokenIn(aliceMail.text));
    const stored = await runInContext({ requestId: ulid() }, () =>
      getItem<{ tokenHash: string }>(keys.questionnaireLink(tenantId, Y2, ids['Alice Chan']!), true),
    );
    expect(stored).toMatchObject({ tokenHash: expect.any(String), seed: expect.any(String) });
    expect(JSON.stringify(stored)).not.toContain(mailed);
    // No lookup item per member any more: the token itself says which link it opens.
    const lookup = await runInContext({ requestId: ulid() }, () =>
      getItem(keys.questionnaireToken(stored!.tokenHash), true),
    );
    expect(lookup).toBeUndefined();
    // Bob's mail failed: his link (the address the list still derives) opens nothing.
    expect((await call('GET', `/api/questionnaire/q/${tokenIn(linkOf('Bob Wong').address)}`)).status).toBe(404);

    const retry = await call('POST', `/api/questionnaire/sendBoardEmails/${Y2}`, { token });
    expect(retry.body.results.map((r: SendResult) => r.outcome)).toEqual(['alreadySent', 'failed', 'alreadySent']);
    const one = await call('POST', `/api/questionnaire/sendBoardEmail/${ids['Alice Chan']}`, {
      token,
      body: { year: Y2 },
    });
    expect(one.body.results).toEqual([expect.objectContaining({ outcome: 'alreadySent', link: null })]);
    expect(await mailsTo(ALICE)).toHaveLength(1);
    expect(await mailsTo(CAROL)).toHaveLength(1);
  });

  it('refuses a member of another year or company (404) and a printed year (423)', async () => {
    const unknown = await call('POST', `/api/questionnaire/sendBoardEmail/${ulid()}`, { token, body: { year: Y2 } });
    expect(unknown.status).toBe(404);
    const other = await freshCompany([{ yearEnd: Y2 }]);
    const foreign = await call('POST', `/api/questionnaire/sendBoardEmail/${ids['Alice Chan']}`, {
      token: other.token,
      body: { year: Y2 },
    });
    expect(foreign.status).toBe(404);
    const printed = await freshCompany([{ yearEnd: Y1, printed: true }]);
    expect((await call('POST', `/api/questionnaire/sendBoardEmails/${Y1}`, { token: printed.token })).status).toBe(423);
  });
});

describe('answering through the link', () => {
  let alice: string;
  let carol: string;
  const topicIds = () => [...ALL_TOPICS, ...PART_D];
  let custom: string;

  beforeAll(async () => {
    alice = tokenIn((await mailsTo(ALICE)).at(-1)!.text)!;
    carol = tokenIn((await mailsTo(CAROL)).at(-1)!.text)!;
    const topics = (await call('GET', `/api/materiality/topics/${Y2}`, { token })).body.topics;
    custom = topics.at(-1).id;
  });

  it('opens with no sign-in: company, year, member, topics; the link shows Opened', async () => {
    const opened = await call('GET', `/api/questionnaire/q/${alice}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ yearEnd: Y2, memberName: 'Alice Chan', readOnly: false, submitted: false });
    expect(opened.body.company.en).toMatch(/^Test company/);
    expect(opened.body.topics).toHaveLength(17);
    expect(JSON.stringify(opened.body)).not.toContain(BOB);
    const link = (await status()).boardList.find((b: BoardRow) => b.name === 'Alice Chan')!.link;
    expect(link.status).toBe('opened');
    expect(link.openedAt).toBeTruthy();
  });

  it('refuses bad scores with field paths and stores nothing', async () => {
    const scores = { ...scoresFor(topicIds(), 5, 5), [custom]: { company: 0, personal: 2.5 } };
    delete (scores as Record<string, unknown>).A2;
    const bad = await call('POST', '/api/questionnaire', {
      token: undefined,
      body: { id: alice, scores: { ...scores, ZZ9: { company: 5, personal: 5 } } },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining([`body.scores.${custom}.company`, `body.scores.${custom}.personal`]));
    expect(bad.body.message).toBe(Messages.scoreRange);
    const missing = await call('POST', '/api/questionnaire', {
      body: { id: alice, scores: { ...scoresFor(topicIds(), 5, 11), ZZ9: { company: 5, personal: 5 } } },
    });
    expect(missing.status).toBe(400);
    const semantic = await call('POST', '/api/questionnaire', {
      body: { id: alice, scores: { ...scoresFor(topicIds().slice(1), 5, 5), ZZ9: { company: 5, personal: 5 } } },
    });
    expect(semantic.status).toBe(400);
    expect(semantic.body.data.issues.map((i: { path: string }) => i.path)).toEqual([
      `body.scores.A1.company`,
      `body.scores.A1.personal`,
      `body.scores.${custom}.company`,
      `body.scores.${custom}.personal`,
      'body.scores.ZZ9',
    ]);
    const extra = await call('POST', '/api/questionnaire', {
      body: { id: alice, scores: {}, tenantId: 'x' },
    });
    expect(extra.status).toBe(400);
    expect((await status()).formSubmissions).toBe(0);
  });

  it('stores a submission once: Submitted, formSubmissions, frozen topics; a second submit is refused', async () => {
    const scores = { ...scoresFor(topicIds(), 8, 6), [custom]: { company: 3, personal: 2 } };
    const first = await call('POST', '/api/questionnaire', { body: { id: alice, scores } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await call('POST', '/api/questionnaire', { body: { id: alice, scores } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(Messages.questionnaireSubmitted);

    const board = await status();
    expect(board.formSubmissions).toBe(1);
    const row = board.boardList.find((b: BoardRow) => b.name === 'Alice Chan');
    expect(row).toMatchObject({ status: 3, link: { status: 'submitted' } });
    expect((await call('GET', `/api/questionnaire/q/${alice}`)).body).toMatchObject({
      readOnly: true,
      submitted: true,
    });

    const topics = await call('GET', `/api/materiality/topics/${Y2}`, { token });
    expect(topics.body.frozen).toBe(true);
    const plain = topics.body.topics.map((t: { id: string; custom?: object }) => ({ id: t.id, ...t.custom }));
    const renamed = await call('PUT', `/api/materiality/topics/${Y2}`, {
      token,
      body: { version: topics.body.version, threshold: 6, topics: plain.slice(1) },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe(Messages.topicsFrozen);
    // The threshold stays the company's to set.
    const threshold = await call('PUT', `/api/materiality/topics/${Y2}`, {
      token,
      body: { version: topics.body.version, threshold: 5, topics: plain },
    });
    expect(threshold.status, JSON.stringify(threshold.body)).toBe(200);
  });

  it('two tabs submitting at once store one answer', async () => {
    const scores = { ...scoresFor(topicIds(), 4, 10), [custom]: { company: 7, personal: 8 } };
    const both = await Promise.all([
      call('POST', '/api/questionnaire', { body: { id: carol, scores } }),
      call('POST', '/api/questionnaire', { body: { id: carol, scores } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await status()).formSubmissions).toBe(2);
  });

  it('draws the matrix from the submitted answers (means, counts, threshold) and as SVG', async () => {
    const matrix = await call('GET', `/api/materiality/${Y2}`, { token });
    expect(matrix.status).toBe(200);
    expect(matrix.body).toMatchObject({ threshold: 5, asked: 3, answered: 2 });
    const a1 = matrix.body.points.find((p: { id: string }) => p.id === 'A1');
    expect(a1).toMatchObject({ company: 6, board: 8, answers: 2, material: true });
    expect(matrix.body.points.find((p: { id: string }) => p.id === custom)).toMatchObject({
      company: 5,
      board: 5,
      material: true,
    });
    const res = await fetch(`${inject('runtime').url}/api/matrix/${Y2}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('<svg');
    // Its label names the topic and the count of answers behind it (ADR 0075: equal means share one label).
    expect(svg).toContain('Air and GHG emissions');
    expect(svg).toMatch(/\(2\)<\/t/);
  });

  it('reset removes the scores and ends the old link at once: the member is to be sent a new one', async () => {
    const reset = await call('PUT', `/api/boardmember/reset/${ids['Alice Chan']}`, { token, body: { year: Y2 } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const after = await status();
    expect(after.formSubmissions).toBe(1);
    expect(JSON.stringify(after)).not.toContain(alice);
    for (const res of [
      await call('GET', `/api/questionnaire/q/${alice}`),
      await call('POST', '/api/questionnaire', { body: { id: alice, scores: scoresFor(ALL_TOPICS, 5, 5) } }),
    ])
      expect(res.body).toMatchObject({ status: 404, message: Messages.questionnaireInvalid });
    const nothing = await call('PUT', `/api/boardmember/reset/${ids['Alice Chan']}`, { token, body: { year: Y2 } });
    expect(nothing.status).toBe(404);
  });

  it('wrong, tampered, replaced and removed-member links get one answer that names nothing', async () => {
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    const resent = await call('POST', `/api/questionnaire/sendBoardEmail/${ids['Alice Chan']}`, {
      token,
      body: { year: Y2, resend: true },
    });
    expect(resent.body.results[0].outcome).toBe('sent');
    const fresh = tokenIn(resent.body.results[0].link)!;
    expect(fresh).not.toBe(alice);
    expect((await call('GET', `/api/questionnaire/q/${fresh}`)).status).toBe(200);

    const answers = await Promise.all(
      [alice, flip(fresh), 'x'.repeat(43), 'not-a-token', ulid()].map((id) =>
        call('GET', `/api/questionnaire/q/${id}`),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toMatchObject({ success: false, message: Messages.questionnaireInvalid });
      // The request id is random hex and may itself contain "2025": only what the answer says is checked.
      const { meta: _meta, ...said } = a.body as Record<string, unknown>;
      expect(JSON.stringify(said)).not.toMatch(/Alice|Test company|2025/);
    }
    const submitOld = await call('POST', '/api/questionnaire', { body: { id: alice, scores: {} } });
    expect(submitOld.status).toBe(404);

    // Carol leaves the board: her link opens nothing.
    const members = (await call('GET', `/api/boardmembers/${Y2}`, { token })).body;
    const kept = members.members.filter((b: Member) => b.name !== 'Carol Lee');
    const saved = await call('PUT', `/api/boardmembers/${Y2}`, {
      token,
      body: { version: members.version, members: kept.map(({ id, ...b }: Member) => ({ ...b, memberId: id })) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('GET', `/api/questionnaire/q/${carol}`)).status).toBe(404);
    expect((await call('GET', `/api/materiality/${Y2}`, { token })).body.answered).toBe(0);
  });
});

describe('a printed year', () => {
  it('shows its questionnaire read-only and takes no answers (423)', async () => {
    const sent = await call('POST', `/api/questionnaire/sendBoardEmail/${ids['Alice Chan']}`, {
      token,
      body: { year: Y1 },
    });
    // Y1's members have their own ids; sending Y2's id for Y1 is an unknown member.
    expect(sent.status).toBe(404);
    const y1 = (await call('GET', `/api/boardmembers/${Y1}`, { token })).body.members;
    const carolY1 = y1.find((b: Member) => b.name === 'Carol Lee')!.id;
    const ok = await call('POST', `/api/questionnaire/sendBoardEmail/${carolY1}`, { token, body: { year: Y1 } });
    const link = tokenIn(ok.body.results[0].link)!;
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId,
        action: 'test.print',
        changes: [{ op: 'update', key: keys.period(tenantId, Y1), expectedVersion: 1, set: { printed: true } }],
      }),
    );
    // Closed: the link answers 423 and says nothing about the company, the member or the topics.
    const opened = await call('GET', `/api/questionnaire/q/${link}`);
    const submit = await call('POST', '/api/questionnaire', {
      body: { id: link, scores: scoresFor(ALL_TOPICS, 5, 5) },
    });
    for (const res of [opened, submit]) {
      expect(res.body).toMatchObject({
        status: 423,
        messageKey: 'locked',
        message: Messages.locked,
      });
      const { meta: _meta, ...said } = res.body as Record<string, unknown>;
      expect(Object.keys(said).sort()).toEqual([
        'code',
        'data',
        'message',
        'messageKey',
        'status',
        'statusMessage',
        'success',
      ]);
      expect(said.data).toBeNull();
      expect(JSON.stringify(said)).not.toMatch(/Carol|Test company|2024|A1/);
    }
    const reset = await call('PUT', `/api/boardmember/reset/${carolY1}`, { token, body: { year: Y1 } });
    expect(reset.status).toBe(423);
  });
});
