import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@esg/core/messageCatalogue';
import { call } from '../support/api';
import { freshRole, userRecord } from '../support/access';
import { clpRow, every, saveBoundaries } from '../support/resources';
import { setTaskStates } from '../support/signOff';
import { auditItems } from '../support/tenants';
import { freshTeam } from '../support/team';

/**
 * A page (or a location) submitted for review is read-only until a reviewer returns it, or its submitter withdraws
 * the submission (docs/decisions/0102-the-years-review-workflow.md, amended): the reviewer approves what they read.
 */
const Y0 = '2024-12-31';
const Y = '2025-12-31';
const task = (page: string) => `/api/workflow/${Y}/tasks/${page}`;
const AWARDS = { awards: [{ sequence: '1', award: 'Caring Company', awardedBy: 'HKCSS' }] };

/** A new row at a location (no id, no version), of an account the location has no row of yet. */
const newRow = (locationId: string) => {
  const { version: _version, ...row } = clpRow(locationId);
  return { ...row, attributes: { supplier: 'clp', account: '9-999' } };
};

/** A stored row sent back with every month `q`, at the version it was read. */
const edited = (r: (typeof rows)[number], q: string) => {
  const { id, version, locationId, unit, attributes } = r;
  return { id, version, locationId, unit, attributes, months: every(q) };
};

let team: Awaited<ReturnType<typeof freshTeam>>;
let ids: Awaited<ReturnType<typeof saveBoundaries>>;
let rows: { id: string; version: number; locationId: string; months: string[]; unit: string; attributes: object }[];

const refusedAsSubmitted = (res: { status: number; body: { messageKey?: string; message?: string } }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(423);
  expect(res.body).toMatchObject({ messageKey: 'pageSubmitted', message: Messages.pageSubmitted });
};
const awardsVersion = async () =>
  (await call('GET', `/api/page-data/corp_awards/${Y}`, { token: team.owner.token })).body.version as number;
const submitted = (page: string, location?: string) =>
  setTaskStates(
    { tenantId: team.tenantId, token: team.admin.token },
    Y,
    'submitted',
    team.owner.id,
    (t) => t.pageKey === page && t.location?.id === location,
  );

beforeAll(async () => {
  team = await freshTeam([{ yearEnd: Y0 }, { yearEnd: Y }]);
  ids = await saveBoundaries(team.owner.token, [Y0, Y]);
  for (const year of [Y0, Y]) {
    const saved = await call('PUT', `/api/page-data/corp_awards/${year}`, {
      token: team.owner.token,
      body: { values: AWARDS, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const put = await call('PUT', `/api/resource/electricity/${Y}`, {
    token: team.owner.token,
    body: { rows: [ids.hq, ids.shop].map((l) => clpRow(l)) },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  rows = put.body.rows;
}, 60_000);

describe('a page submitted for review', () => {
  it('refuses every write to its answers with 423 and its own words', async () => {
    const sent = await call('POST', `${task('corp_awards')}/submit`, { token: team.owner.token, body: { version: 0 } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const version = await awardsVersion();
    const changed = { awards: [{ ...AWARDS.awards[0], award: 'Green Office' }] };
    refusedAsSubmitted(
      await call('PUT', `/api/page-data/corp_awards/${Y}`, {
        token: team.owner.token,
        body: { values: changed, version },
      }),
    );
    // Refused before its input is checked: nothing typed could be saved.
    refusedAsSubmitted(
      await call('PUT', `/api/page-data/corp_awards/${Y}`, {
        token: team.owner.token,
        body: { values: {}, version: 0 },
      }),
    );
    refusedAsSubmitted(
      await call('POST', `/api/page-data/corp_awards/${Y}/copy-from-last-year`, { token: team.owner.token }),
    );
    const page = await call('GET', `/api/page-data/corp_awards/${Y}`, { token: team.owner.token });
    expect(page.body.values.awards[0].award).toBe('Caring Company');

    // The board's members copied from last year, and the spec's per-page call for the business nature.
    await submitted('board_committee');
    refusedAsSubmitted(
      await call('POST', `/api/page-data/board_committee/${Y}/copy-from-last-year/members`, {
        token: team.owner.token,
        body: { version: 0, replace: true },
      }),
    );
    await submitted('company_information');
    refusedAsSubmitted(
      await call('PUT', `/api/comp/business-nature/${Y}`, {
        token: team.owner.token,
        body: { values: { businessNature: ['retail'] }, version: 0 },
      }),
    );

    // A page not submitted saves as before.
    const other = await call('PUT', `/api/page-data/prof_quali/${Y}`, {
      token: team.owner.token,
      body: { values: { qualifications: [{ sequence: '1', qualification: 'ISO 9001', issuer: 'HKQAA' }] }, version: 0 },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });

  it('is withdrawn by its submitter, versioned and audited; then it is edited and submitted again', async () => {
    const stale = await call('POST', `${task('corp_awards')}/withdraw`, {
      token: team.owner.token,
      body: { version: 0 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.messageKey).toBe('conflict');

    const back = await call('POST', `${task('corp_awards')}/withdraw`, {
      token: team.owner.token,
      body: { version: 1 },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ state: 'inProgress', version: 2 });
    expect(back.body.submittedBy).toBeUndefined();
    const entry = (await auditItems(team.tenantId)).find((a) => a.action === 'workflow.withdraw');
    expect(entry).toMatchObject({ userId: team.owner.id, before: { state: 'submitted' }, after: { state: 'open' } });

    // Nothing to withdraw any more.
    const again = await call('POST', `${task('corp_awards')}/withdraw`, {
      token: team.owner.token,
      body: { version: 2 },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ messageKey: 'taskNotWithdrawable', message: Messages.taskNotWithdrawable });

    const saved = await call('PUT', `/api/page-data/corp_awards/${Y}`, {
      token: team.owner.token,
      body: {
        values: { awards: [...AWARDS.awards, { sequence: '2', award: 'Green Office', awardedBy: 'WWF' }] },
        version: await awardsVersion(),
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const resent = await call('POST', `${task('corp_awards')}/submit`, {
      token: team.owner.token,
      body: { version: 2 },
    });
    expect(resent.body.state).toBe('submitted');
  });

  it('lets a withdrawal and a reviewer’s approval at the same moment one win; the other gets the concurrency message', async () => {
    const [withdrawn, approved] = await Promise.all([
      call('POST', `${task('corp_awards')}/withdraw`, { token: team.owner.token, body: { version: 3 } }),
      call('POST', `${task('corp_awards')}/approve`, { token: team.reviewer.token, body: { version: 3 } }),
    ]);
    expect([withdrawn.status, approved.status].sort()).toEqual([200, 409]);
    const loser = withdrawn.status === 409 ? withdrawn : approved;
    expect(loser.body.messageKey).toBe('conflict');
    expect(loser.body.data.current.version).toBe(4);
  });
});

describe('a location submitted for review', () => {
  it('refuses its rows to a save, a new row, a batch and a removal; another location saves', async () => {
    const sent = await call('POST', `${task('electricities')}/submit`, {
      token: team.owner.token,
      body: { location: ids.hq, version: 0 },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [hq, shop] = [ids.hq, ids.shop].map((l) => rows.find((r) => r.locationId === l)!);
    const edit = (r: (typeof rows)[number]) => ({ rows: [edited(r, '7')] });
    const token = team.owner.token;
    refusedAsSubmitted(await call('PUT', `/api/resource/electricity/${Y}`, { token, body: edit(hq!) }));
    refusedAsSubmitted(await call('PUT', `/api/electricities/${Y}`, { token, body: edit(hq!) }));
    refusedAsSubmitted(await call('POST', `/api/electricities/new/${Y}`, { token, body: newRow(ids.hq) }));
    refusedAsSubmitted(
      await call('POST', '/api/resource/electricity/newBatch', { token, body: { year: Y, rows: [newRow(ids.hq)] } }),
    );
    refusedAsSubmitted(
      await call('DELETE', `/api/resource/electricity/${Y}/${hq!.id}?version=${hq!.version}`, { token }),
    );
    // A row moved from the submitted location is a change to it too.
    refusedAsSubmitted(
      await call('PUT', `/api/resource/electricity/${Y}`, {
        token,
        body: { rows: [{ ...edit(hq!).rows[0], locationId: ids.shop }] },
      }),
    );
    const list = await call('GET', `/api/resource/electricity/${Y}`, { token });
    expect(list.body.rows.find((r: { id: string }) => r.id === hq!.id).months[0]).toBe('1000');
    const ok = await call('PUT', `/api/resource/electricity/${Y}`, { token, body: edit(shop!) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('is withdrawn at its location only; then its rows save', async () => {
    const back = await call('POST', `${task('electricities')}/withdraw`, {
      token: team.reader.token,
      body: { location: ids.hq, version: 1 },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ state: 'inProgress', location: { id: ids.hq } });
    const hq = rows.find((r) => r.locationId === ids.hq)!;
    const saved = await call('PUT', `/api/resource/electricity/${Y}`, {
      token: team.owner.token,
      body: { rows: [edited(hq, '8')] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});

describe('who may withdraw a submission', () => {
  it('is nobody of another company (404) and no user who may only read the page (403)', async () => {
    const sent = await call('POST', `${task('electricities')}/submit`, {
      token: team.owner.token,
      body: { location: ids.shop, version: 0 },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // Another company names this company's location: it is none of theirs.
    const other = await freshTeam([{ yearEnd: Y }]);
    const stranger = await call('POST', `${task('electricities')}/withdraw`, {
      token: other.owner.token,
      body: { location: ids.shop, version: 1 },
    });
    expect(stranger.status).toBe(404);

    const readOnly = await freshRole(team.reader.login, 1, ['company:read']);
    const { version } = await userRecord(team.tenantId, team.reader.id);
    const moved = await call('PUT', `/api/user-role/${team.reader.id}`, {
      token: team.admin.token,
      body: { roleId: readOnly.id, version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const reader = await call('POST', `${task('electricities')}/withdraw`, {
      token: team.reader.token,
      body: { location: ids.shop, version: 1 },
    });
    expect(reader.status).toBe(403);
    const matrix = await call('GET', `/api/workflow/${Y}`, { token: team.admin.token });
    const shop = matrix.body.tasks.find(
      (t: { pageKey: string; location?: { id: string } }) =>
        t.pageKey === 'electricities' && t.location?.id === ids.shop,
    );
    expect(shop).toMatchObject({ state: 'submitted', version: 1 });
  });
});
