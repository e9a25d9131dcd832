import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_THROTTLE } from '@esg/core/contract/questionnaire';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { write } from '@esg/core/infra/db/write';
import type { LinkRecord } from '@esg/core/domain/questionnaire/links';
import { STAKEHOLDER_LINK_LIMIT } from '@esg/core/domain/questionnaire/stakeholders';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { getFrom, requestFrom, scoresFor, tokenIn } from '../support/questionnaire';

/** Shared stakeholder links, many answers per link, and the matrix per respondent group. */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const ASPECTS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];
const TOPICS = [...ASPECTS, 'D-GOV', 'D-STR', 'D-RISK', 'D-MET'];

let token: string;
let tenantId: string;

const links = async (year = Y2) => (await call('GET', `/api/questionnaire/stakeholderLinks/${year}`, { token })).body;
const create = (name: unknown, year = Y2, as = token) =>
  call('POST', `/api/questionnaire/stakeholderLinks/${year}`, { token: as, body: { name } });
const submit = (id: string, scores: unknown) => call('POST', '/api/questionnaire', { body: { id, scores } });
const matrix = async (group?: string) =>
  call('GET', `/api/materiality/${Y2}${group ? `?group=${group}` : ''}`, { token });
const linkItem = (id: string, year = Y2) =>
  runInContext({ requestId: ulid() }, () => getItem<LinkRecord>(keys.questionnaireLink(tenantId, year, id), true));

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
});

describe('stakeholder links', () => {
  it('are created with a name unique in the year, listed Sent, renamed and deleted', async () => {
    const made = await create('Employees');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ name: 'Employees', formsSubmitted: 0, status: 'sent', lastOpen: null });
    expect(tokenIn(made.body.link)).toMatch(/^[\w-]{43}$/);
    // The table holds the token only as its hash: not on the link item, not in the lookup.
    const stored = await linkItem(made.body.id);
    expect(stored).toMatchObject({ kind: 'stakeholder', name: 'Employees', outcome: 'sent' });
    expect(JSON.stringify(stored)).not.toContain(tokenIn(made.body.link));
    const lookup = await runInContext({ requestId: ulid() }, () =>
      getItem(keys.questionnaireToken(stored!.tokenHash), true),
    );
    expect(lookup).toMatchObject({ tenantId, memberId: made.body.id, kind: 'stakeholder' });
    expect(JSON.stringify(lookup)).not.toContain(tokenIn(made.body.link));
    // …and the list shows the same address again (derived from the link's id with the LinkKey secret).
    expect((await links()).links.find((l: { id: string }) => l.id === made.body.id).link).toBe(made.body.link);

    const same = await create('  employees ');
    expect(same.status).toBe(400);
    expect(same.body.data.issues).toEqual([expect.objectContaining({ path: 'body.name', code: 'linkNameInUse' })]);
    const empty = await create('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.data.issues[0].path).toBe('body.name');
    const extra = await call('POST', `/api/questionnaire/stakeholderLinks/${Y2}`, {
      token,
      body: { name: 'Investors', tenantId: ulid() },
    });
    expect(extra.status).toBe(400);

    const customers = (await create('Customers')).body;
    const renamed = await call('PUT', `/api/questionnaire/stakeholderLink/${customers.id}`, {
      token,
      body: { year: Y2, name: 'Key customers' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id: customers.id, name: 'Key customers', link: customers.link });
    const clash = await call('PUT', `/api/questionnaire/stakeholderLink/${customers.id}`, {
      token,
      body: { year: Y2, name: 'EMPLOYEES' },
    });
    expect(clash.status).toBe(400);
    expect((await links()).links.map((l: { name: string }) => l.name)).toEqual(['Employees', 'Key customers']);

    const gone = await call('DELETE', `/api/questionnaire/stakeholderLink/${customers.id}?year=${Y2}`, { token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await links()).links.map((l: { name: string }) => l.name)).toEqual(['Employees']);
    // Its link opens nothing any more: the same answer as any broken link.
    const opened = await call('GET', `/api/questionnaire/q/${tokenIn(customers.link)}`);
    expect(opened.status).toBe(404);
    expect(opened.body.message).toBe(
      'This link is not valid any more. Please ask the company that sent it for a new one.',
    );
  });

  it('take many answers through one link: counts, last open, last submit, and the matrix per group', async () => {
    const suppliers = (await create('Suppliers')).body;
    const investors = (await create('Investors')).body;
    const id = tokenIn(suppliers.link)!;
    const opened = await call('GET', `/api/questionnaire/q/${id}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ respondent: 'stakeholder', memberName: 'Suppliers', readOnly: false });
    expect(opened.body.topics).toHaveLength(16);
    const afterOpen = (await links()).links.find((l: { id: string }) => l.id === suppliers.id);
    expect(afterOpen).toMatchObject({ status: 'opened', formsSubmitted: 0 });
    expect(afterOpen.lastOpen).not.toBeNull();

    // Three people answer through the same link: no "already submitted".
    for (const [company, personal] of [
      [8, 2],
      [6, 4],
      [7, 9],
    ] as const)
      expect((await submit(id, scoresFor(TOPICS, company, personal))).status).toBe(200);
    expect((await submit(tokenIn(investors.link)!, scoresFor(TOPICS, 2, 2))).status).toBe(200);

    const row = (await links()).links.find((l: { id: string }) => l.id === suppliers.id);
    expect(row).toMatchObject({ status: 'submitted', formsSubmitted: 3 });
    expect(row.lastSubmit).not.toBeNull();
    // The board's count and its matrix (the official one, the report's) are unchanged.
    expect((await call('GET', `/api/boardStatus/${Y2}`, { token })).body.formSubmissions).toBe(0);
    const board = await matrix();
    expect(board.body).toMatchObject({ group: 'board', answered: 0 });
    expect((await matrix('board')).body).toEqual(board.body);

    const one = await matrix(suppliers.id);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ group: suppliers.id, asked: 1, answered: 3 });
    expect(one.body.points.find((p: { id: string }) => p.id === 'A1')).toMatchObject({
      company: 7,
      board: 5,
      answers: 3,
      material: false,
    });
    // All stakeholders: the year's three links (Employees has no answers yet), four answers.
    const all = await matrix('stakeholders');
    expect(all.body).toMatchObject({ asked: 3, answered: 4 });
    expect(all.body.points[0]).toMatchObject({ company: 5.75, board: 4.25, answers: 4 });
    // An unknown group: 404; a malformed one: 400.
    expect((await matrix(ulid())).status).toBe(404);
    expect((await matrix('everyone')).status).toBe(400);
    const svg = await call('GET', `/api/matrix/${Y2}?group=${suppliers.id}`, { token });
    expect(svg.status).toBe(200);
    expect(svg.body).toContain('(3)');

    // Deleting a link removes its answers: "All stakeholders" no longer counts them.
    await call('DELETE', `/api/questionnaire/stakeholderLink/${investors.id}?year=${Y2}`, { token });
    expect((await matrix('stakeholders')).body).toMatchObject({ asked: 2, answered: 3 });
  });

  it('refuses bad scores with field paths and stores nothing', async () => {
    const made = (await create('Community')).body;
    const id = tokenIn(made.link)!;
    const outOfRange = await submit(id, { ...scoresFor(TOPICS, 5, 5), A1: { company: 11, personal: 1.5 } });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['body.scores.A1.company', 'body.scores.A1.personal']),
    );
    const { A2: _missing, ...rest } = scoresFor(TOPICS, 5, 5);
    expect((await submit(id, rest)).status).toBe(400);
    expect((await submit(id, { ...scoresFor(TOPICS, 5, 5), ZZ9: { company: 5, personal: 5 } })).status).toBe(400);
    const extraField = await call('POST', '/api/questionnaire', {
      body: { id, scores: scoresFor(TOPICS, 5, 5), name: 'Anonymous' },
    });
    expect(extraField.status).toBe(400);
    expect((await links()).links.find((l: { id: string }) => l.id === made.id).formsSubmitted).toBe(0);
  });

  it('another company cannot see, rename, delete or chart a link (404)', async () => {
    const mine = (await create('Regulators')).body;
    const other = await freshCompany([{ yearEnd: Y2 }]);
    const as = { token: other.token };
    const rename = await call('PUT', `/api/questionnaire/stakeholderLink/${mine.id}`, {
      ...as,
      body: { year: Y2, name: 'Mine now' },
    });
    expect(rename.status).toBe(404);
    expect((await call('DELETE', `/api/questionnaire/stakeholderLink/${mine.id}?year=${Y2}`, as)).status).toBe(404);
    expect((await call('GET', `/api/materiality/${Y2}?group=${mine.id}`, as)).status).toBe(404);
    expect((await call('GET', `/api/questionnaire/stakeholderLinks/${Y2}`, as)).body.links).toEqual([]);
    expect((await links()).links.find((l: { id: string }) => l.id === mine.id).name).toBe('Regulators');
  });

  it("limits answers per link and client: one client's exhaustion answers it 429 and stores nothing, another client still answers", async () => {
    const made = (await create('Media')).body;
    const id = tokenIn(made.link)!;
    // This test's own address is exempt from the per-address route limit: only the link's bucket counts.
    const statuses: number[] = [];
    for (let i = 0; i < STAKEHOLDER_LINK_LIMIT.burst + 5 && statuses.at(-1) !== 429; i++)
      statuses.push((await submit(id, scoresFor(TOPICS, 5, 5))).status);
    expect(statuses.at(-1)).toBe(429);
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeGreaterThanOrEqual(STAKEHOLDER_LINK_LIMIT.burst);
    const refused = await submit(id, scoresFor(TOPICS, 5, 5));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const count = async () => (await links()).links.find((l: { id: string }) => l.id === made.id).formsSubmitted;
    expect(await count()).toBe(answered);

    expect(
      await requestFrom('127.0.0.79', '/api/questionnaire', { id, scores: scoresFor(TOPICS, 5, 5) }),
    ).toMatchObject({
      status: 200,
    });
    expect(await count()).toBe(answered + 1);
  });
});

describe('a whole staff answering one link at once', () => {
  it('lands and counts every answer, each from its own address', async () => {
    const made = (await create('Head office')).body;
    const id = tokenIn(made.link)!;
    const people = Array.from({ length: 30 }, (_, i) => `127.0.4.${i + 1}`);
    const replies = await Promise.all(
      people.map((ip) => requestFrom(ip, '/api/questionnaire', { id, scores: scoresFor(TOPICS, 6, 7) })),
    );
    expect(replies.map((r) => r.status)).toEqual(people.map(() => 200));
    const row = (await links()).links.find((l: { id: string }) => l.id === made.id);
    expect(row).toMatchObject({ formsSubmitted: 30, status: 'submitted' });
  });
});

describe('a printed year', () => {
  it('shows a stakeholder link read-only and refuses answers, new links, renames and deletes (423)', async () => {
    const made = (await create('Employees', Y1)).body;
    const period = await runInContext({ requestId: ulid() }, () =>
      getItem<{ version: number }>(keys.period(tenantId, Y1), true),
    );
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId,
        action: 'test.print',
        changes: [
          { op: 'update', key: keys.period(tenantId, Y1), expectedVersion: period!.version, set: { printed: true } },
        ],
      }),
    );
    const id = tokenIn(made.link)!;
    for (const res of [await call('GET', `/api/questionnaire/q/${id}`), await submit(id, scoresFor(ASPECTS, 5, 5))]) {
      expect(res.body).toMatchObject({ status: 423, messageKey: 'locked' });
      expect(JSON.stringify(res.body)).not.toMatch(/Employees|Test company|topics/);
    }
    expect((await create('Customers', Y1)).status).toBe(423);
    const rename = await call('PUT', `/api/questionnaire/stakeholderLink/${made.id}`, {
      token,
      body: { year: Y1, name: 'Staff' },
    });
    expect(rename.status).toBe(423);
    expect((await call('DELETE', `/api/questionnaire/stakeholderLink/${made.id}?year=${Y1}`, { token })).status).toBe(
      423,
    );
    expect(await links(Y1)).toMatchObject({ locked: true, links: [{ name: 'Employees', formsSubmitted: 0 }] });
    // The topics too: locked whatever version the edit carries (a stale one is not a conflict to reload for).
    const topics = (await call('GET', `/api/materiality/topics/${Y1}`, { token })).body;
    for (const version of [topics.version, topics.version + 5]) {
      const saved = await call('PUT', `/api/materiality/topics/${Y1}`, {
        token,
        body: {
          topics: topics.topics.map(({ id }: { id: string }) => ({ id, name: null, description: null })),
          threshold: 6,
          version,
        },
      });
      expect(saved.body, String(version)).toMatchObject({ status: 423, messageKey: 'locked' });
    }
  });
});

describe('throttling', () => {
  it('a shared link is still limited per client address', async () => {
    const made = (await create('Neighbours')).body;
    const path = `/api/questionnaire/q/${tokenIn(made.link)}`;
    const { burst } = QUESTIONNAIRE_THROTTLE.perIp;
    // All at once (each open also writes, slower than the bucket's refill of one token per 2 s).
    const statuses = await Promise.all(Array.from({ length: burst + 2 }, () => getFrom('127.0.0.78', path)));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(burst);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});

describe('links named at once', () => {
  let own: string;
  const linksOf = async (as: string) =>
    (await call('GET', `/api/questionnaire/stakeholderLinks/${Y2}`, { token: as })).body;
  beforeAll(async () => {
    ({ token: own } = await freshCompany([{ yearEnd: Y2 }]));
  });

  it('named alike at once (a double click, two admins), one link is made and the others are refused by name', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create(i % 2 ? 'Tenants' : ' tenants ', Y2, own)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const r of replies.filter((x) => x.status === 400))
      expect(r.body.data.issues).toEqual([expect.objectContaining({ path: 'body.name', code: 'linkNameInUse' })]);
    const named = (await linksOf(own)).links.filter((l: { name: string }) => l.name.trim().toLowerCase() === 'tenants');
    expect(named).toHaveLength(1);
    // Two links renamed to one name at once: one rename is saved, the other refused.
    const [a, b] = [(await create('Landlords', Y2, own)).body, (await create('Neighbours', Y2, own)).body];
    const renames = await Promise.all(
      [a, b].map((l) =>
        call('PUT', `/api/questionnaire/stakeholderLink/${l.id}`, {
          token: own,
          body: { year: Y2, name: 'Community' },
        }),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await linksOf(own)).links.filter((l: { name: string }) => l.name === 'Community')).toHaveLength(1);
  });
});
