import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { member } from '../support/background';

/** Copying last year's board members into this year's committee page (ADR 0089). */
const Y0 = '2023-12-31';
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const copy = (token: string, year: string, body: unknown, field = 'members', page = 'board_committee') =>
  call('POST', `/api/page-data/${page}/${year}/copy-from-last-year/${field}`, { token, body });
const board = (token: string, year: string) => call('GET', `/api/page-data/board_committee/${year}`, { token });

let token: string;
const lastYear = [member('Alice'), member('Bob'), member('Carol')];

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y0 }, { yearEnd: Y1 }, { yearEnd: Y2 }]));
  const saved = await call('PUT', `/api/boardmembers/${Y1}`, { token, body: { members: lastYear, version: 0 } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

describe('copy board members from last year', () => {
  it('refuses when last year has no members, or there is no last year (422, nothing written)', async () => {
    for (const year of [Y1, Y0]) {
      const res = await copy(token, year, { version: year === Y1 ? 1 : 0 });
      expect(res.status, year).toBe(422);
      expect(res.body).toMatchObject({
        code: 'NOTHING_TO_COPY',
        messageKey: 'nothingToCopy',
        message: 'The previous reporting year has no rows here to copy.',
      });
    }
    expect((await board(token, Y0)).body.version).toBe(0);
  });

  it("copies the members, with their ids, beside this year's committee details", async () => {
    const details = await call('POST', '/api/boardInfo', {
      token,
      body: { year: Y2, values: { committeeName: 'Sustainability Committee' }, version: 0 },
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    const before = (await board(token, Y1)).body.values.members;
    const res = await copy(token, Y2, { version: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version).toBe(2);
    expect(res.body.values.committeeName).toBe('Sustainability Committee');
    expect(res.body.values.members).toEqual(before);
    const listed = await call('GET', `/api/boardmembers/${Y2}`, { token });
    expect(listed.body.members.map((m: { name: string }) => m.name)).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it("never replaces this year's members unless told to, and then only on the current version", async () => {
    const own = await call('PUT', `/api/boardmembers/${Y2}`, {
      token,
      body: { members: [member('Dora')], version: 2 },
    });
    expect(own.status).toBe(200);
    const refused = await copy(token, Y2, { version: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ROWS_TO_REPLACE', messageKey: 'rowsToReplace', data: { rows: 1 } });
    expect(
      (await call('GET', `/api/boardmembers/${Y2}`, { token })).body.members.map((m: { name: string }) => m.name),
    ).toEqual(['Dora']);

    const stale = await copy(token, Y2, { version: 2, replace: true });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');

    const replaced = await copy(token, Y2, { version: 3, replace: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.values.members.map((m: { name: string }) => m.name)).toEqual(['Alice', 'Bob', 'Carol']);
  });

  it('offers the copy only where a table declares it; bad bodies are 400', async () => {
    expect((await copy(token, Y2, { version: 4 }, 'committeeName')).status).toBe(404);
    expect((await copy(token, Y2, { version: 0 }, 'locations', 'reporting_boundaries')).status).toBe(404);
    expect((await copy(token, Y2, { version: 4 }, 'members', 'no_such_page')).status).toBe(404);
    for (const body of [{}, { version: -1 }, { version: 4, replace: 'yes' }, { version: 4, extra: 1 }]) {
      expect((await copy(token, Y2, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps a printed year read-only (423)', async () => {
    const res = await copy(await signIn('acme.admin'), '2024-12-31', { version: 1, replace: true });
    expect(res.status).toBe(423);
  });
});
