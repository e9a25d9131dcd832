import { beforeAll, describe, expect, it } from 'vitest';
import * as keys from '@esg/core/infra/db/itemKeys';
import { getItem } from '@esg/core/infra/db/repo';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { completeYear } from '../support/completeYear';
import { approveAll } from '../support/signOff';
import { auditItems } from '../support/tenants';

/**
 * The year's lock prints the year (ADR 0102, 0113), so it asks what printing and the final report ask, whatever the
 * administrator's reason (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md): no provision left
 * open, every anomaly explained. A year locked with either would have no final report until a restatement.
 */
const Y = '2025-12-31';
const EMPTY = '2024-12-31';
const REASON = 'The board approved the report at its meeting of 20 March.';

let co: Awaited<ReturnType<typeof freshCompany>>;
const lock = (year: string, body: object = { overrideReason: REASON }) =>
  call('POST', `/api/workflow/${year}/lock`, { token: co.token, body });
const locked = async (year: string) => (await call('GET', `/api/workflow/${year}`, { token: co.token })).body.locked;

beforeAll(async () => {
  co = await freshCompany([{ yearEnd: EMPTY }, { yearEnd: Y }], 'companyAdmin');
  await completeYear(co.token, Y, 'Lock Test Limited', [{ name: 'Dora Ho', email: 'dora.lock@example.com' }]);
}, 60_000);

describe('the year’s lock', () => {
  it('is refused with the provisions still open, reason or not: the year stays open and nothing is audited', async () => {
    await approveAll(co, EMPTY);
    for (const body of [{}, { overrideReason: REASON }]) {
      const refused = await lock(EMPTY, body);
      // Without a reason the board's missing sign-off is what is said first; with one, the open provisions.
      if (!('overrideReason' in body)) {
        expect(refused.status).toBe(409);
        continue;
      }
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body).toMatchObject({ code: 'REPORT_INCOMPLETE', messageKey: 'reportIncomplete' });
      const missing = refused.body.data.missing as { code: string; title: string; page?: string }[];
      expect(missing.length).toBeGreaterThan(10);
      expect(missing.map((p) => p.code)).toEqual(expect.arrayContaining(['A1.1', 'B1.1']));
      expect(missing.find((p) => p.code === 'A1.1')).toMatchObject({
        title: expect.any(String),
        page: expect.any(String),
      });
    }
    expect(await locked(EMPTY)).toBe(false);
    const actions = (await auditItems(co.tenantId)).map((a) => a.action);
    expect(actions).not.toContain('workflow.lockOverride');
    expect(actions).not.toContain('period.print');
  });

  it('is refused while an unusual figure is unexplained, then takes a complete year whose final report prints', async () => {
    // A unit slip in March at the head office: a figure the year's anomaly rules flag (ADR 0107).
    const months = Array<string>(12).fill('1000');
    months[2] = '1000000';
    const slip = await call('POST', '/api/resource/electricity/newBatch', {
      token: co.token,
      body: {
        year: Y,
        rows: [
          {
            locationId: '01JX0000000000000000000011',
            unit: 'kWh',
            months,
            attributes: { supplier: 'clp', account: 'SLIP-1' },
          },
        ],
      },
    });
    expect(slip.status, JSON.stringify(slip.body)).toBe(201);
    await approveAll(co, Y);
    const refused = await lock(Y);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('ANOMALIES_UNEXPLAINED');
    const ids = refused.body.data.anomalies as string[];
    expect(ids.length).toBeGreaterThan(0);
    expect(await locked(Y)).toBe(false);
    for (const id of ids) {
      const res = await call('PUT', `/api/anomalies/${Y}/${id}/explanation`, {
        token: co.token,
        body: { comment: 'A meter was replaced in March: the reading is the new meter’s total.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    const taken = await lock(Y);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ yearEnd: Y, locked: true, lockOverride: { reason: REASON } });
    expect(await locked(Y)).toBe(true);
    expect((await auditItems(co.tenantId)).map((a) => a.action)).toContain('workflow.lockOverride');
    expect((await lock(Y)).status).toBe(423);
    // What the lock promised: the final report of the year is accepted.
    const report = await call('POST', `/api/report/${Y}?lang=en`, { token: co.token });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const job = await getItem<{ edition: string }>(keys.reportJob(co.tenantId, report.body.id));
    expect(job?.edition).toBe('final');
  });
});
