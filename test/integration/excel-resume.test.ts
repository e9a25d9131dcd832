import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RETRIES_OVER_MS } from '@esg/core/domain/excel/records';
import { db, tableName } from '@esg/core/infra/db/client';
import * as keys from '@esg/core/infra/db/itemKeys';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { importOutcome, importWorkbook, interruptedCommit, waterWorkbook } from '../support/excel';
import { EXCEL_YEAR, excelCompany } from '../support/excelCompany';
import { auditItems } from '../support/tenants';

/**
 * A commit stuck past its switch (docs/decisions/0056-excel-resume-stuck-commit.md), through the real
 * stand-ins: the commit is run in this process and stopped right after its switch, as a killed worker stops;
 * its queue's retries are then made to be over (the import untouched for longer than the retry window).
 * The history shows it stuck, the year stays held, and Resume has the import worker finish it once.
 */
type Company = Awaited<ReturnType<typeof excelCompany>>;
const ADDED = 60;

/** The template with `ADDED` new water rows at Shop and HQ's water row changed. */
const workbook = (co: Company) =>
  waterWorkbook(co, { hqM1: 88, added: ADDED, location: 'Shop', month: (i, m) => i + m });

const history = async (co: Company) => {
  const res = await call('GET', `/api/excel-imports/${EXCEL_YEAR}`, { token: co.token });
  expect(res.status).toBe(200);
  return res.body as { id: string; status: string; stuck?: boolean }[];
};
const resume = (token: string, id: string) => call('POST', `/api/excel-import/${id}/resume`, { token });
const waterRows = async (co: Company) =>
  (await call('GET', `/api/resource/water/${EXCEL_YEAR}`, { token: co.token })).body.rows as {
    id: string;
    months: string[];
    auditId: string;
  }[];
/** A page edit of the year (the fuel row, which the import does not touch). */
const editFuel = (co: Company, q: string) => {
  const r = co.rows.fuel[0]!;
  return call('PUT', `/api/resource/fuel/${EXCEL_YEAR}`, {
    token: co.token,
    body: {
      rows: [
        {
          id: r.id,
          version: r.version,
          locationId: r.locationId,
          unit: 'L',
          months: r.months.map(() => q),
          attributes: { fuel: 'diesel' },
        },
      ],
    },
  });
};

describe('Excel import: a commit stuck past its switch, resumed', () => {
  let co: Company;
  let id: string;
  beforeAll(async () => {
    co = await excelCompany();
    const { view } = await importWorkbook(co.token, EXCEL_YEAR, await workbook(co), 'stuck.xlsx');
    expect(view.status, JSON.stringify(view.errors?.slice(0, 3))).toBe('READY');
    id = view.id as string;
    await interruptedCommit(co, id, 'switched');
  }, 240_000);

  it('is not stuck while its queue may still retry it: Resume is refused (409)', async () => {
    expect((await history(co)).find((i) => i.id === id)).toMatchObject({ status: 'COMMITTING' });
    expect((await history(co)).find((i) => i.id === id)!.stuck).toBeUndefined();
    expect(await resume(co.token, id)).toMatchObject({
      status: 409,
      body: { message: 'This import is not waiting to be resumed.' },
    });
  }, 60_000);

  it('shows as stuck once the retries are over, with the year still held; another company cannot resume it (404)', async () => {
    // The last run stopped longer ago than the queue's three receives could take.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.excelImport(co.tenantId, id),
        UpdateExpression: 'SET updatedAt = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - RETRIES_OVER_MS - 60_000).toISOString() },
      }),
    );
    expect((await history(co)).find((i) => i.id === id)).toMatchObject({ status: 'COMMITTING', stuck: true });
    expect((await waterRows(co)).length).toBe(ADDED + 1);
    expect(await editFuel(co, '41')).toMatchObject({
      status: 409,
      body: { message: 'An Excel import is being saved to this reporting year. Try again in a moment.' },
    });
    const other = await freshCompany([{ yearEnd: EXCEL_YEAR }], 'companyAdmin');
    expect((await resume(other.token, id)).status).toBe(404);
  }, 120_000);

  it('resumes: the worker finishes the copy once, the year takes edits again, a second Resume is refused', async () => {
    const res = await resume(co.token, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'COMMITTING' });
    expect(res.body.stuck).toBeUndefined();
    const { view } = await importOutcome(co.token, id, 180_000);
    expect(view).toMatchObject({ status: 'COMMITTED', progress: 100 });
    const rows = await waterRows(co);
    expect(rows).toHaveLength(ADDED + 1);
    expect(rows.find((r) => r.id === co.rows.water[0]!.id)!.months[0]).toBe('88');
    const audits = (await auditItems(co.tenantId)).filter(
      (a) => a.entity === `T#${co.tenantId}|XLSIMPORT#${id}` && ['excel.commit', 'excel.resume'].includes(a.action),
    );
    expect(audits.map((a) => a.action).sort()).toEqual(['excel.commit', 'excel.resume']);
    const commitId = audits
      .find((a) => a.action === 'excel.commit')!
      .sk.split('#')
      .at(-1);
    expect(new Set(rows.map((r) => r.auditId))).toEqual(new Set([commitId]));
    expect((await history(co)).find((i) => i.id === id)!.stuck).toBeUndefined();
    expect((await editFuel(co, '42')).status).toBe(200);
    expect((await resume(co.token, id)).status).toBe(409);
  }, 240_000);
});
