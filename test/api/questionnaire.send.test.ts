import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInContext } from '@esg/core/context';
import type { Membership } from '@esg/core/domain/membership';
import { boardToken, newBoardSeed } from '@esg/core/domain/questionnaire/links';
import { planSend, prepareLinks, recordSend } from '@esg/core/domain/questionnaire/send';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { formatDate } from '@esg/core/lib/dates';
import { write } from '@esg/core/infra/db/write';
import { call, inbox } from '../support/api';
import { freshCompany } from '../support/company';
import { tokenIn } from '../support/questionnaire';

/**
 * sending to a whole board (ADR 0052: link writes and mails overlap; ADR 0059: one send
 * record after the last mail): 30 members of whom 2 have refused addresses, a send that stopped
 * right after writing its links, and one whose members opened their links before its record.
 */
const Y = '2025-12-31';
const uniq = ulid().slice(-8).toLowerCase();

const board = (n: number, failing: readonly number[], tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Member ${tag} ${i + 1}`,
    positionTitle: 'Director',
    groupName: 'Board',
    email: `m${i + 1}.${tag}.${uniq}@${failing.includes(i + 1) ? 'bounce.invalid' : 'example.com'}`,
  }));

async function companyWithBoard(members: ReturnType<typeof board>) {
  const co = await freshCompany([{ yearEnd: Y }]);
  const saved = await call('PUT', `/api/boardmembers/${Y}`, { token: co.token, body: { version: 0, members } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return co;
}

/** How many mails each address got. */
async function mailCounts(emails: readonly string[]) {
  const all = await inbox();
  return emails.map((e) => all.filter((m) => m.to === e).length);
}

const statusOf = async (token: string) =>
  (await call('GET', `/api/boardStatus/${Y}`, { token })).body.boardList.map(
    (b: { link: { status: string } | null }) => b.link?.status ?? null,
  );

describe('sending to a board of 30 with 2 refused addresses', () => {
  const members = board(30, [7, 23], 'b');
  let token: string;
  beforeAll(async () => ({ token } = await companyWithBoard(members)));

  it('sends the other 28 and names the 2; a retry mails nobody again', async () => {
    const sent = await call('POST', `/api/questionnaire/sendBoardEmails/${Y}`, { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const failed = sent.body.results.filter((r: { outcome: string }) => r.outcome === 'failed');
    expect(failed.map((r: { name: string }) => r.name)).toEqual(['Member b 7', 'Member b 23']);
    expect(sent.body.results.filter((r: { outcome: string }) => r.outcome === 'sent')).toHaveLength(28);
    const expected = members.map((m) => (m.email.endsWith('.invalid') ? 0 : 1));
    expect(await mailCounts(members.map((m) => m.email))).toEqual(expected);
    // The year as the screens show a date (DD-MM-YYYY).
    const one = (await inbox()).find((x) => x.to === members[0]!.email)!;
    expect(one.text).toContain(`reporting year ending ${formatDate(Y)}`);
    expect(await statusOf(token)).toEqual(expected.map((n) => (n ? 'sent' : 'failed')));

    const retry = await call('POST', `/api/questionnaire/sendBoardEmails/${Y}`, { token });
    expect(retry.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(
      expected.map((n) => (n ? 'alreadySent' : 'failed')),
    );
    expect(await mailCounts(members.map((m) => m.email))).toEqual(expected);
  });
});

/** The company user's membership, for calling the send's stages directly (as a crash would leave them). */
const membershipOf = (co: { tenantId: string; login: string }) =>
  ({
    actor: { tenantId: co.tenantId, userId: 'test', login: co.login },
    tenant: { id: co.tenantId, name: 'Test company', langKey: 'en', version: 1 },
  }) as unknown as Membership;

describe('a send that stopped after writing its links (a crash before any mail)', () => {
  const members = board(12, [], 'c');
  let co: Awaited<ReturnType<typeof companyWithBoard>>;
  beforeAll(async () => (co = await companyWithBoard(members)));

  it('leaves nobody shown as sent; the next send mails each member once, and the unsent links open nothing', async () => {
    const m = membershipOf(co);
    const crashed = await runInContext({ requestId: ulid() }, async () => {
      const { targets } = await planSend(m, Y, undefined, false);
      await prepareLinks(co.tenantId, Y, targets);
      return targets.map((t) => t.raw);
    });
    expect(crashed).toHaveLength(12);
    expect(await statusOf(co.token)).toEqual(members.map(() => 'pending'));
    expect(await mailCounts(members.map((b) => b.email))).toEqual(members.map(() => 0));

    const sent = await call('POST', `/api/questionnaire/sendBoardEmails/${Y}`, { token: co.token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(members.map(() => 'sent'));
    expect(await mailCounts(members.map((b) => b.email))).toEqual(members.map(() => 1));
    expect(await statusOf(co.token)).toEqual(members.map(() => 'sent'));
    const mailed = tokenIn((await inbox()).find((x) => x.to === members[0]!.email)!.text)!;
    expect((await call('GET', `/api/questionnaire/q/${mailed}`)).status).toBe(200);
    for (const raw of crashed.slice(0, 3)) expect((await call('GET', `/api/questionnaire/q/${raw}`)).status).toBe(404);

    const retry = await call('POST', `/api/questionnaire/sendBoardEmails/${Y}`, { token: co.token });
    expect(retry.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(members.map(() => 'alreadySent'));
    expect(await mailCounts(members.map((b) => b.email))).toEqual(members.map(() => 1));
  });
});

describe('a member who opens their link before the send has recorded their mail', () => {
  it('is recorded sent (shown Opened), and so are the others', async () => {
    const members = board(3, [], 'o');
    const co = await companyWithBoard(members);
    await runInContext({ requestId: ulid() }, async () => {
      const { targets, sendId } = await planSend(membershipOf(co), Y, undefined, false);
      await prepareLinks(co.tenantId, Y, targets);
      // The first mail arrived and was opened at once, while the send was still mailing the others.
      expect((await call('GET', `/api/questionnaire/q/${targets[0]!.raw}`)).status).toBe(200);
      expect(await statusOf(co.token)).toEqual(['pending', 'pending', 'pending']);
      await recordSend(
        co.tenantId,
        Y,
        sendId,
        targets.map((t) => ({ t, outcome: 'sent' as const, link: null })),
      );
    });
    expect(await statusOf(co.token)).toEqual(['opened', 'sent', 'sent']);
    const retry = await call('POST', `/api/questionnaire/sendBoardEmails/${Y}`, { token: co.token });
    expect(retry.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(members.map(() => 'alreadySent'));
  });
});

describe('a send record that comes after a newer send replaced its links', () => {
  it('changes nothing: each link follows the send that mailed it', async () => {
    const members = board(2, [], 'r');
    const co = await companyWithBoard(members);
    await runInContext({ requestId: ulid() }, async () => {
      const slow = await planSend(membershipOf(co), Y, undefined, false);
      await prepareLinks(co.tenantId, Y, slow.targets);
      // Meanwhile another send mailed both (the slow one had not recorded anything yet) …
      const sent = await call('POST', `/api/questionnaire/sendBoardEmails/${Y}`, { token: co.token });
      expect(sent.body.results.map((r: { outcome: string }) => r.outcome)).toEqual(['sent', 'sent']);
      // … and then the slow one records both as failed.
      await recordSend(
        co.tenantId,
        Y,
        slow.sendId,
        slow.targets.map((t) => ({ t, outcome: 'failed' as const, link: null })),
      );
      for (const t of slow.targets) expect((await call('GET', `/api/questionnaire/q/${t.raw}`)).status).toBe(404);
    });
    expect(await statusOf(co.token)).toEqual(['sent', 'sent']);
    const mailed = tokenIn((await inbox()).find((x) => x.to === members[1]!.email)!.text)!;
    expect((await call('GET', `/api/questionnaire/q/${mailed}`)).status).toBe(200);
  });
});

describe('a link mailed before tokens named their link (found through its QTOKEN lookup)', () => {
  it('still opens; a resend replaces it with a named one and removes the lookup', async () => {
    const members = board(1, [], 'l');
    const co = await companyWithBoard(members);
    const memberId = (await call('GET', `/api/boardStatus/${Y}`, { token: co.token })).body.boardList[0].id as string;
    const seed = newBoardSeed();
    const old = boardToken(seed);
    const sentAt = '2025-11-01T08:00:00.000Z';
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId: co.tenantId,
        action: 'test.legacyLink',
        changes: [
          {
            op: 'create',
            key: keys.questionnaireLink(co.tenantId, Y, memberId),
            item: { memberId, seed, tokenHash: old.hash, outcome: 'sent', sentAt, openedAt: null, submittedAt: null },
          },
          { op: 'put', key: keys.questionnaireToken(old.hash), item: { tenantId: co.tenantId, yearEnd: Y, memberId } },
        ],
      }),
    );
    expect((await call('GET', `/api/questionnaire/q/${old.raw}`)).status).toBe(200);
    const list = (await call('GET', `/api/boardStatus/${Y}`, { token: co.token })).body.boardList[0].link;
    expect(list).toMatchObject({ status: 'opened', sentAt });
    expect(tokenIn(list.address)).toBe(old.raw);

    const resent = await call('POST', `/api/questionnaire/sendBoardEmail/${memberId}`, {
      token: co.token,
      body: { year: Y, resend: true },
    });
    expect(resent.body.results[0].outcome).toBe('sent');
    const fresh = tokenIn(resent.body.results[0].link)!;
    expect((await call('GET', `/api/questionnaire/q/${old.raw}`)).status).toBe(404);
    expect((await call('GET', `/api/questionnaire/q/${fresh}`)).status).toBe(200);
    const lookup = await runInContext({ requestId: ulid() }, () => getItem(keys.questionnaireToken(old.hash), true));
    expect(lookup).toBeUndefined();
  });
});
