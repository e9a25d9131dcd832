import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { runInContext } from '@esg/core/context';
import { loadImport } from '@esg/core/domain/excel/records';
import { watchImport } from '@esg/core/domain/excel/watchdog';
import { db, tableName } from '@esg/core/infra/db/client';
import { objectKeys } from '@esg/core/infra/db/keys';
import * as keys from '@esg/core/infra/db/itemKeys';
import { putBytes } from '@esg/core/infra/s3Objects';
import { sendExcelMessage } from '@esg/core/infra/sqs';
import { call } from '../support/api';
import { importOutcome, importWorkbook, XLSX_TYPE, zipParts } from '../support/excel';
import { notesSheet, workbookParts } from '../support/excelBombs';
import { EXCEL_YEAR, excelCompany } from '../support/excelCompany';

/**
 * Whatever arrives for an import — nothing, 0 bytes, another length than the ticket signed — it ends
 * within a bounded time with a message (docs/decisions/0065-excel-import-watchdog.md), and the user can
 * start again.
 */
let co: Awaited<ReturnType<typeof excelCompany>>;
const honest = () => zipParts(workbookParts(notesSheet()));

beforeAll(async () => {
  co = await excelCompany();
}, 120_000);

async function ticket(size: number, language?: string) {
  const res = await call('POST', `/api/archived-result/excel/${EXCEL_YEAR}`, {
    token: co.token,
    body: { name: 'data.xlsx', size, ...(language ? { language } : {}) },
  });
  expect(res.status).toBe(201);
  const { url, headers } = res.body.upload as { url: string; headers: Record<string, string> };
  return { id: res.body.import.id as string, url, headers };
}

const status = async (id: string) => (await call('GET', `/api/excel-import/${id}`, { token: co.token })).body;

/** Makes the import look as a worker leaves it when it dies while checking: VALIDATING, untouched since `agoMs`. */
async function stalled(id: string, agoMs: number) {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.excelImport(co.tenantId, id),
      UpdateExpression: 'SET #s = :s, updatedAt = :then',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':s': 'VALIDATING', ':then': new Date(Date.now() - agoMs).toISOString() },
    }),
  );
}

describe('Excel import: an upload that is not what was signed', () => {
  it('the store refuses a PUT of another length than the ticket signed, or of 0 bytes, as S3 does', async () => {
    const bytes = honest();
    const t = await ticket(bytes.length);
    const longer = await fetch(t.url, { method: 'PUT', headers: t.headers, body: Buffer.concat([bytes, bytes]) });
    expect(longer.status).toBe(403);
    expect(await longer.text()).toContain('SignatureDoesNotMatch');
    const empty = await fetch(t.url, { method: 'PUT', headers: { ...t.headers, 'content-length': '0' }, body: '' });
    expect(empty.status).toBe(403);
    expect((await status(t.id)).status).toBe('AWAITING_UPLOAD');
    // Another type than signed is refused too; the signed one goes through.
    const typed = await fetch(t.url, {
      method: 'PUT',
      headers: { ...t.headers, 'content-type': 'text/plain' },
      body: bytes,
    });
    expect(typed.status).toBe(403);
    const right = await fetch(t.url, { method: 'PUT', headers: t.headers, body: bytes });
    expect(right.status).toBe(200);
    expect((await importOutcome(co.token, t.id)).view).toMatchObject({ status: 'INVALID', errorCount: 1 });
  }, 60_000);

  it('the store refuses a second PUT of the same ticket once the workbook is there (If-None-Match: *), as S3 does', async () => {
    const bytes = honest();
    const t = await ticket(bytes.length);
    expect((await fetch(t.url, { method: 'PUT', headers: t.headers, body: bytes })).status).toBe(200);
    expect((await importOutcome(co.token, t.id)).view).toMatchObject({ status: 'INVALID', errorCount: 1 });
    const origin = { origin: 'http://localhost:5173' };
    const again = await fetch(t.url, { method: 'PUT', headers: { ...t.headers, ...origin }, body: bytes });
    expect(again.status).toBe(412);
    // A browser reads the refusal: it carries the bucket's CORS headers, as S3's errors do.
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
    expect(await again.text()).toContain('<Code>PreconditionFailed</Code>');
    expect((await status(t.id)).status).toBe('INVALID');
  }, 60_000);

  it('refuses with a message an object of 0 bytes or of another length that reached the bucket anyway', async () => {
    const zero = await ticket(honest().length);
    await putBytes(objectKeys.excelImport(co.tenantId, EXCEL_YEAR, zero.id, 'xlsx'), new Uint8Array(), XLSX_TYPE);
    expect((await importOutcome(co.token, zero.id, 30_000)).view).toMatchObject({
      status: 'REFUSED',
      refusal: 'This file is not an Excel workbook (.xlsx).',
    });
    const other = await ticket(honest().length + 10, 'hk');
    await putBytes(objectKeys.excelImport(co.tenantId, EXCEL_YEAR, other.id, 'xlsx'), honest(), XLSX_TYPE);
    expect((await importOutcome(co.token, other.id, 30_000)).view).toMatchObject({
      status: 'REFUSED',
      refusal: '上載的檔案與申報的不符：大小不同。沒有儲存任何資料。請重新上載活頁簿。',
    });
  }, 60_000);
});

describe('Excel import: the watchdog', () => {
  it('fails an import whose check stopped moving, with a message, and the user can start again', async () => {
    const t = await ticket(honest().length);
    await stalled(t.id, 60 * 60 * 1000);
    // The watchdog's look, as the delayed message the request queued arrives (here without its delay).
    await sendExcelMessage({ watch: { tenantId: co.tenantId, importId: t.id } });
    expect((await importOutcome(co.token, t.id, 30_000)).view).toMatchObject({
      status: 'REFUSED',
      progress: 100,
      refusal: 'Checking this workbook stopped before it finished. Nothing was saved. Upload the workbook again.',
    });
    const again = await importWorkbook(co.token, EXCEL_YEAR, honest(), 'again.xlsx');
    expect(again.view).toMatchObject({ status: 'INVALID', errorCount: 1 });
  }, 60_000);

  it('leaves an import that moves, and fails it once it has not moved for the configured time', async () => {
    const t = await ticket(honest().length, 'cn');
    const ref = { tenantId: co.tenantId, importId: t.id };
    const previous = process.env.ESG_EXCEL_STALL_SECONDS;
    process.env.ESG_EXCEL_STALL_SECONDS = '2';
    try {
      await stalled(t.id, 500);
      expect(await runInContext({ requestId: 'watch-1' }, () => watchImport(ref))).toBe('watching');
      expect((await status(t.id)).status).toBe('VALIDATING');
      await stalled(t.id, 2_500);
      expect(await runInContext({ requestId: 'watch-2' }, () => watchImport(ref))).toBe('stalled');
      expect(await runInContext({ requestId: 'watch-3' }, () => watchImport(ref))).toBe('done');
    } finally {
      if (previous === undefined) delete process.env.ESG_EXCEL_STALL_SECONDS;
      else process.env.ESG_EXCEL_STALL_SECONDS = previous;
    }
    const job = await loadImport(co.tenantId, t.id);
    expect(job).toMatchObject({
      status: 'REFUSED',
      refusal: '检查此工作簿时中途停止。没有保存任何数据。请重新上传工作簿。',
    });
  }, 60_000);

  it('does not fail an import waiting for its workbook within its ticket’s life; after it, says it never arrived', async () => {
    const t = await ticket(honest().length);
    const ref = { tenantId: co.tenantId, importId: t.id };
    expect(await runInContext({ requestId: 'watch-4' }, () => watchImport(ref))).toBe('watching');
    expect((await status(t.id)).status).toBe('AWAITING_UPLOAD');
    const later = Date.now() + (15 * 60 + 601) * 1000;
    expect(await runInContext({ requestId: 'watch-5' }, () => watchImport(ref, later))).toBe('stalled');
    expect(await status(t.id)).toMatchObject({
      status: 'REFUSED',
      refusal:
        'The workbook did not arrive before its upload link expired. Nothing was saved. Upload the workbook again.',
    });
  }, 60_000);
});
