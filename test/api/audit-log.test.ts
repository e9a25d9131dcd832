import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@esg/core/infra/db/client';
import * as keys from '@esg/core/infra/db/itemKeys';
import { call, signIn } from '../support/api';
import { onboard, platform } from '../support/onboard';

describe('audit log (GET /api/audit/audit-log-masters)', () => {
  const audit = (token: string, query = '') => call('GET', `/api/audit/audit-log-masters${query}`, { token });

  it('shows the company’s own changes with before/after, filtered by action, user, entity and dates', async () => {
    const co = await onboard();
    await call('PUT', '/api/comp/all', {
      token: await platform(),
      body: { id: co.companyId, name: 'Renamed Ltd', langKey: 'en', version: 1 },
    });
    const all = (await audit(co.token)).body.items;
    const actions = all.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['company.onboard', 'user.activate', 'company.update']));
    const rename = all.find((a: { action: string }) => a.action === 'company.update');
    expect(rename).toMatchObject({
      login: 'platform.admin',
      before: { langKey: 'zh-hk' },
      after: { name: 'Renamed Ltd' },
    });
    const onlyCompany = (await audit(co.token, '?action=company.')).body.items;
    expect(onlyCompany.every((a: { action: string }) => a.action.startsWith('company.'))).toBe(true);
    expect(onlyCompany.length).toBeGreaterThanOrEqual(2);
    const byPlatform = (await audit(co.token, '?user=platform.admin')).body.items;
    expect(byPlatform.length).toBeGreaterThan(0);
    expect(byPlatform.every((a: { login: string }) => a.login === 'platform.admin')).toBe(true);
    const byEntity = (await audit(co.token, '?entity=TENANT')).body.items;
    expect(byEntity.every((a: { entity: string }) => a.entity.includes('TENANT'))).toBe(true);
    expect((await audit(co.token, '?from=2020-01-01&to=2020-12-31')).body.items).toEqual([]);
  });

  it('reads its dates as Hong Kong days: an entry made at 07:30 there is that day’s, not the day before', async () => {
    const co = await onboard();
    // 05-01-2026 23:30 UTC is 06-01-2026 07:30 in Hong Kong; 06-01 16:30 UTC is already 07-01 there.
    const entries = [
      { at: '2026-01-05T23:30:00.000Z', id: ulid() },
      { at: '2026-01-06T16:30:00.000Z', id: ulid() },
    ];
    for (const { at, id } of entries)
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.audit(co.companyId, at, id), at, action: 'test.morning', login: co.login },
        }),
      );
    const ids = async (from: string, to = from) =>
      ((await audit(co.token, `?from=${from}&to=${to}&action=test.`)).body.items as { id: string }[]).map((e) => e.id);
    expect(await ids('2026-01-06')).toEqual([entries[0]!.id]);
    expect(await ids('2026-01-05')).toEqual([]);
    expect(await ids('2026-01-07')).toEqual([entries[1]!.id]);
    expect(await ids('2026-01-05', '2026-01-07')).toEqual([entries[1]!.id, entries[0]!.id]);
  });

  it('pages with a cursor, newest first, without repeating an item', async () => {
    const co = await onboard();
    const first = (await audit(co.token, '?size=2')).body;
    expect(first.items).toHaveLength(2);
    const second = (await audit(co.token, `?size=2&cursor=${first.cursor}`)).body;
    const ids = [...first.items, ...second.items].map((a: { id: string }) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.items[0].at >= first.items[1].at && first.items[1].at >= second.items[0].at).toBe(true);
    expect((await audit(co.token, '?cursor=not-a-cursor')).status).toBe(400);
    expect((await audit(co.token, '?from=2026-02-01&to=2026-01-01')).status).toBe(400);
  });

  it('answers any valid date, however early: an empty page, and a cursor from another range is a 400', async () => {
    const co = await onboard();
    for (const range of [
      '?to=0004-02-29',
      '?from=0000-01-01&to=0001-01-31',
      '?to=1999-12-31',
      '?from=0000-01-01&size=1',
    ]) {
      const res = await audit(co.token, range);
      expect(res.status, range).toBe(200);
      if (range.includes('size=1')) expect(res.body.items).toHaveLength(1);
      else expect(res.body).toEqual({ items: [] });
    }
    const cursor = (await audit(co.token, '?size=1')).body.cursor;
    expect((await audit(co.token, `?to=0004-02-29&size=1&cursor=${cursor}`)).status).toBe(400);
  });

  it('never shows another company’s entries, and is closed to roles without logs:read', async () => {
    const co = await onboard();
    const acme = (await audit(await signIn('acme.admin'), `?entity=${co.companyId}`)).body.items;
    expect(acme).toEqual([]);
    expect((await audit(co.token, '?user=acme.admin')).body.items).toEqual([]);
    expect((await audit(await signIn('acme.user'))).status).toBe(403);
  });
});
