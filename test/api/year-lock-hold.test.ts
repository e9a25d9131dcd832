import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as keys from '@esg/core/infra/db/itemKeys';
import { db, tableName } from '@esg/core/infra/db/client';
import { getItem } from '@esg/core/infra/db/repo';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { completeYear } from '../support/completeYear';
import { every } from '../support/resources';

/**
 * The year's lock holds the year while it checks it (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md,
 * amended): a write landing between its checks and its print would leave the printed year with a gap its final report
 * refuses. While held every write of the year answers 409 "being locked", and a hold its lock never released frees the
 * year by its time.
 */
const Y = '2025-12-31';
const HQ = '01JX0000000000000000000011';
const REASON = 'The board approved the report at its meeting of 20 March.';

let co: Awaited<ReturnType<typeof freshCompany>>;
const holdUntil = (at: string) =>
  db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.period(co.tenantId, Y),
      UpdateExpression: 'SET lockingUntil = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
const page = (key: string) => call('GET', `/api/page-data/${key}/${Y}`, { token: co.token });
const savePage = async (key: string, values: Record<string, unknown>) => {
  const current = await page(key);
  return call('PUT', `/api/page-data/${key}/${Y}`, {
    token: co.token,
    body: { values: { ...current.body.values, ...values }, version: current.body.version },
  });
};
const newRow = (account: string) =>
  call('POST', '/api/resource/electricity/newBatch', {
    token: co.token,
    body: {
      year: Y,
      rows: [{ locationId: HQ, unit: 'kWh', months: every('100'), attributes: { supplier: 'clp', account } }],
    },
  });

beforeAll(async () => {
  co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
  await completeYear(co.token, Y, 'Hold Test Limited', [{ name: 'Ivy Lam', email: 'ivy.hold@example.com' }]);
}, 60_000);

describe('the year held by its lock', () => {
  it('refuses every write of the year while held, saying so in words, and takes them again once the hold is over', async () => {
    await holdUntil(new Date(Date.now() + 60_000).toISOString());
    const pageSave = await savePage('board_statement', {});
    expect(pageSave.status, JSON.stringify(pageSave.body)).toBe(409);
    expect(pageSave.body).toMatchObject({
      messageKey: 'yearLocking',
      message: 'This reporting year is being locked. Try again in a moment.',
    });
    const rowSave = await newRow('HOLD-1');
    expect(rowSave.status).toBe(409);
    expect(rowSave.body.messageKey).toBe('yearLocking');

    // A hold whose lock stopped midway frees the year by its time.
    await holdUntil(new Date(Date.now() - 1000).toISOString());
    expect((await newRow('HOLD-2')).status).toBe(201);
  });

  it('never prints a year a write made incomplete meanwhile: the lock or the write is refused, never both taken', async () => {
    // Labour standards' answers cleared: B4.1 and B4.2 are left open.
    const labour = await page('labour_standards');
    const cleared = Object.fromEntries(Object.keys(labour.body.values as object).map((k) => [k, null]));
    const [lock, save] = await Promise.all([
      call('POST', `/api/workflow/${Y}/lock`, { token: co.token, body: { overrideReason: REASON } }),
      savePage('labour_standards', cleared),
    ]);
    const period = await getItem<{ printed: boolean; lockingUntil?: string }>(keys.period(co.tenantId, Y), true);
    expect(period?.lockingUntil ?? '').toBe(''); // no hold left, whichever was refused
    if (lock.status === 200) {
      expect([409, 423], JSON.stringify(save.body)).toContain(save.status);
      expect(period?.printed).toBe(true);
      const report = await call('POST', `/api/report/${Y}?lang=en`, { token: co.token });
      expect(report.status, JSON.stringify(report.body)).toBe(201);
    } else {
      expect(save.status, JSON.stringify(save.body)).toBe(200);
      expect(lock.status, JSON.stringify(lock.body)).toBe(422);
      expect(period?.printed).toBe(false);
    }
  });

  it('frees the year when its checks refuse it', async () => {
    const period = await getItem<{ printed: boolean; lockingUntil?: string }>(keys.period(co.tenantId, Y), true);
    if (period?.printed) return; // the lock took the year in the race above: nothing left to refuse
    const refused = await call('POST', `/api/workflow/${Y}/lock`, {
      token: co.token,
      body: { overrideReason: REASON },
    });
    expect(refused.status).toBe(422);
    const after = await getItem<{ lockingUntil?: string }>(keys.period(co.tenantId, Y), true);
    expect(after?.lockingUntil).toBe(''); // the hold released: not a time ahead
    expect((await newRow('HOLD-3')).status).toBe(201);
  });
});
