import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { runInContext } from '@esg/core/context';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';

/** The board committee page through the spec's board calls. */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';

const member = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  name,
  positionTitle: 'Independent non-executive director',
  email,
  groupName: 'Board',
  ...extra,
});

let token: string;
let tenantId: string;

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
});

/** What the questionnaire (a later issue) will write: a member's form status for the year. */
const submission = (memberId: string, status: number) =>
  runInContext({ requestId: ulid() }, () =>
    write({
      tenantId,
      yearEnd: Y2,
      action: 'test.boardForm',
      changes: [{ op: 'put', key: keys.boardSubmission(tenantId, Y2, memberId), item: { memberId, status } }],
    }),
  );

describe('board members', () => {
  let aliceId: string;
  let bobId: string;

  it('adds members one at a time, each with a stable id, and counts the active board', async () => {
    const empty = await call('GET', `/api/boardmembers/${Y2}`, { token });
    expect(empty.body).toEqual({ yearEnd: Y2, version: 0, locked: false, members: [], activeBoard: 0 });

    const first = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: { member: member('Alice Chan', 'alice@example.com'), version: 0 },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    aliceId = first.body.members[0].id;
    expect(first.body).toMatchObject({ version: 1, activeBoard: 1 });
    expect(first.body.members[0]).toEqual({ ...member('Alice Chan', 'alice@example.com'), id: aliceId });

    const second = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: { member: member('Bob Wong', 'bob@example.com', { groupName: '' }), version: 1 },
    });
    bobId = second.body.members[1].id;
    expect(second.body).toMatchObject({ version: 2, activeBoard: 2 });
    expect(second.body.members[1]).toMatchObject({ name: 'Bob Wong', groupName: null });

    // The same item as the page-data route's board_committee page.
    const page = await call('GET', `/api/page-data/board_committee/${Y2}`, { token });
    expect(page.body.values.members.map((r: { memberId: string }) => r.memberId)).toEqual([aliceId, bobId]);
  });

  it('replaces a member named by id and refuses an id the year does not have (404)', async () => {
    const edited = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: {
        member: { ...member('Alice Chan', 'alice@example.com'), positionTitle: 'Chair', memberId: aliceId },
        version: 2,
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.members).toHaveLength(2);
    expect(edited.body.members[0]).toMatchObject({ id: aliceId, positionTitle: 'Chair' });
    const unknown = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: { member: { ...member('Eve', 'eve@example.com'), memberId: ulid() }, version: 3 },
    });
    expect(unknown.status).toBe(404);
  });

  it('reports a bad member at member.<column>, and a duplicated e-mail', async () => {
    const bad = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: { member: { name: '', positionTitle: 'CFO', email: 'not-an-email', extra: 1 }, version: 3 },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['member.name', 'member.email', 'member.extra']));
    const numericId = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: { member: { ...member('Dan', 'dan@example.com'), memberId: 42 }, version: 3 },
    });
    expect(numericId.status).toBe(400);
    expect(numericId.body.data.issues.map((i: { path: string }) => i.path)).toEqual(['member.memberId']);
    const twin = await call('PUT', `/api/boardmember/${Y2}`, {
      token,
      body: { member: member('Alice Again', 'alice@example.com'), version: 3 },
    });
    expect(twin.status).toBe(400);
    expect(twin.body.data.issues).toContainEqual(expect.objectContaining({ code: 'duplicatedOrMissing' }));
  });

  it('replaces the whole list, keeping ids of members matched by e-mail', async () => {
    const res = await call('PUT', `/api/boardmembers/${Y2}`, {
      token,
      body: { members: [member('Bob Wong', 'bob@example.com'), member('Carol Ho', 'carol@example.com')], version: 3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.members.map((m: { id: string }) => m.id)[0]).toBe(bobId);
    expect(res.body.members[1].id).not.toBe(aliceId);
    expect(res.body).toMatchObject({ version: 4, activeBoard: 2 });

    const stale = await call('PUT', `/api/boardmembers/${Y2}`, { token, body: { members: [], version: 3 } });
    expect(stale.status).toBe(409);
    const wrongType = await call('PUT', `/api/boardmembers/${Y2}`, { token, body: { members: 'all', version: 4 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data.issues[0].path).toBe('body.members');
  });

  it('counts form submissions with status 3 from the year’s submission items', async () => {
    const before = await call('GET', `/api/boardStatus/${Y2}`, { token });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ activeBoard: 2, formSubmissions: 0 });
    expect(before.body.boardList.every((b: { status: unknown }) => b.status === null)).toBe(true);

    const [bob, carol] = before.body.boardList as { id: string }[];
    await submission(bob!.id, 3);
    await submission(carol!.id, 1); // opened, not submitted
    await submission(aliceId, 3); // no longer on the board: not a row of the list
    const after = await call('GET', `/api/boardStatus/${Y2}`, { token });
    expect(after.body).toMatchObject({ activeBoard: 2, formSubmissions: 1 });
    expect(after.body.boardList.map((b: { status: number }) => b.status)).toEqual([3, 1]);
  });
});

describe('committee details (POST /api/boardInfo)', () => {
  it('saves the details for a year and leaves the members as they are', async () => {
    const res = await call('POST', '/api/boardInfo', {
      token,
      body: {
        year: Y2,
        values: { committeeName: 'ESG Committee', committeeMandate: 'Oversees ESG risks.', meetingsHeld: '4' },
        version: 4,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.values).toMatchObject({ committeeName: 'ESG Committee', meetingsHeld: '4' });
    expect(res.body.values.members).toHaveLength(2);

    const notDetails = await call('POST', '/api/boardInfo', {
      token,
      body: { year: Y2, values: { members: [] }, version: 5 },
    });
    expect(notDetails.status).toBe(400);
    const badNumber = await call('POST', '/api/boardInfo', {
      token,
      body: { year: Y2, values: { meetingsHeld: 4.5 }, version: 5 },
    });
    expect(badNumber.status).toBe(400);
    expect(badNumber.body.data.issues[0].path).toBe('body.values.meetingsHeld');
  });

  it('keeps printed years read-only and other companies’ years hidden', async () => {
    const acme = await signIn('acme.user');
    const locked = await call('PUT', `/api/boardmembers/${Y1}`, { token: acme, body: { members: [], version: 0 } });
    expect(locked.status).toBe(423);
    const info = await call('POST', '/api/boardInfo', {
      token: acme,
      body: { year: Y1, values: { committeeName: 'Late' }, version: 0 },
    });
    expect(info.status).toBe(423);
    for (const path of ['/api/boardmembers/2026-03-31', '/api/boardStatus/2026-03-31', '/api/boardStatus/2031-12-31']) {
      expect((await call('GET', path, { token: acme })).status, path).toBe(404);
    }
    const globex = await call('PUT', '/api/boardmember/2026-03-31', {
      token: acme,
      body: { member: member('X', 'x@example.com'), version: 0 },
    });
    expect(globex.status).toBe(404);
  });
});

describe('the members list read and saved back', () => {
  it('saves the list as GET answers it (ids named `id`, no group as null), changing nothing', async () => {
    const { token: own } = await freshCompany([{ yearEnd: Y2 }]);
    const put = (body: unknown) => call('PUT', `/api/boardmembers/${Y2}`, { token: own, body });
    const made = await put({
      members: [member('Dora Lee', 'dora@example.com'), member('Eric Ma', 'eric@example.com', { groupName: '' })],
      version: 0,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const read = await call('GET', `/api/boardmembers/${Y2}`, { token: own });
    expect(read.body.members.map((m: { groupName: string | null }) => m.groupName)).toEqual(['Board', null]);
    const { members, version } = read.body;
    const saved = await put({ members, version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.members).toEqual(members);
    expect(saved.body.version).toBe(version + 1);
    // A member edited in the list read keeps its id; a member left out leaves the list.
    const renamed = await put({ members: [{ ...members[0], name: 'Dora Lee-Chan' }], version: version + 1 });
    expect(renamed.body.members).toEqual([{ ...members[0], name: 'Dora Lee-Chan' }]);
  });
});
