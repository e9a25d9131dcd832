import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { columnLetter } from '@esg/core/domain/excel/layout';
import { MARK_LIMITS } from '@esg/core/domain/excel/markable';
import { objectKeys } from '@esg/core/infra/db/keys';
import { putBytes } from '@esg/core/infra/s3Objects';
import { call } from '../support/api';
import { importWorkbook, XLSX_TYPE, zipParts } from '../support/excel';
import { bomb, GiB, notesSheet, NS, part, workbookParts } from '../support/excelBombs';
import { EXCEL_YEAR, excelCompany } from '../support/excelCompany';

/**
 * Workbooks whose ZIP headers understate what their parts inflate to (docs/decisions/0064-excel-parts-counted.md):
 * each part stops at the size it states or its limit, nothing inflated reaches the disk, and every call
 * about a refused import answers a readable refusal.
 */
let co: Awaited<ReturnType<typeof excelCompany>>;
/** How long an honest workbook's import takes on this machine now: the refusals are compared with it. */
let normalMs: number;

/**
 * What the runtime's temp dir holds, less what its other users leave there while this file runs beside
 * the report tests (the PDF worker's Chromium profiles and its hidden `.org.chromium.*` files, the publishability suite's PDFs, Node's and tsx's compile caches).
 */
const OTHER_USERS = /^\.?(org\.chromium\.|puppeteer_|report-|node-compile-cache$|tsx-)/;
const tmpFiles = () => readdirSync(inject('runtime').tmpDir).filter((name) => !OTHER_USERS.test(name));
const honest = () => zipParts(workbookParts(notesSheet()));

async function timed(bytes: Buffer, name: string, language?: string) {
  const started = Date.now();
  const { view } = await importWorkbook(co.token, EXCEL_YEAR, bytes, name, language);
  return { view, ms: Date.now() - started };
}

beforeAll(async () => {
  co = await excelCompany();
  await timed(honest(), 'warm.xlsx');
  const { view, ms } = await timed(honest(), 'honest.xlsx');
  expect(view).toMatchObject({ status: 'INVALID', errorCount: 1 });
  normalMs = ms;
}, 120_000);

const sheetBomb = () =>
  bomb(
    'xl/worksheets/sheet1.xml',
    `<worksheet xmlns="${NS}"><sheetData>`,
    ' '.repeat(1024),
    '</sheetData></worksheet>',
    GiB,
    4096,
  );
const stringsBomb = () =>
  bomb('xl/sharedStrings.xml', `<sst xmlns="${NS}">`, `<si><t>${'x'.repeat(40)}</t></si>`, '</sst>', GiB, 4096);
const stylesBomb = () =>
  bomb('xl/styles.xml', `<styleSheet xmlns="${NS}">`, '<!-- padding -->'.repeat(64), '</styleSheet>', GiB, 2048);

describe('Excel import: parts that inflate past what their headers say', () => {
  it.each([
    ['a sheet', () => zipParts(workbookParts(sheetBomb()))],
    ['the shared strings', () => zipParts(workbookParts(notesSheet(), [stringsBomb()]))],
    ['the styles', () => zipParts(workbookParts(notesSheet(), [stylesBomb()]))],
  ])(
    'refuses %s inflating to 1 GiB, quickly, leaving no temp file',
    async (_what, make) => {
      const bytes = make();
      expect(bytes.length).toBeGreaterThan(1024 * 1024);
      const before = tmpFiles();
      const { view, ms } = await timed(bytes, 'bomb.xlsx');
      expect(view).toMatchObject({ status: 'REFUSED', refusal: 'This workbook is too large once uncompressed.' });
      // Refused as soon as the part passes what it states: no slower than an honest workbook's import.
      expect(ms).toBeLessThan(3 * normalMs + 1_000);
      expect(tmpFiles()).toEqual(before);
      // The next honest import is not held up.
      const next = await timed(honest(), 'after.xlsx');
      expect(next.view.status).toBe('INVALID');
      expect(next.ms).toBeLessThan(3 * normalMs + 1_000);
    },
    120_000,
  );

  it('refuses a part stating more than its kind may hold before inflating any of it', async () => {
    const big = bomb(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="${NS}"><sheetData>`,
      ' ',
      '</sheetData></worksheet>',
      2 * 1024 * 1024,
      0,
    );
    const { view } = await timed(zipParts(workbookParts({ ...big, claimed: 129 * 1024 * 1024 })), 'claims.xlsx');
    expect(view).toMatchObject({ status: 'REFUSED', refusal: 'This workbook is too large once uncompressed.' });
  }, 60_000);

  it('says why in the uploader’s language', async () => {
    const hk = await timed(zipParts(workbookParts(notesSheet(), [stringsBomb()])), 'bomb.xlsx', 'hk');
    expect(hk.view.refusal).toBe('此活頁簿解壓後過大。');
    const cn = await timed(zipParts(workbookParts(sheetBomb())), 'bomb.xlsx', 'cn');
    expect(cn.view.refusal).toBe('此工作簿解压后过大。');
  }, 120_000);

  it('answers every follow-up call about a refused bomb with the import or a readable refusal, never 500', async () => {
    const { view } = await timed(zipParts(workbookParts(sheetBomb())), 'bomb.xlsx');
    expect(view.status).toBe('REFUSED');
    const id = view.id as string;
    const progress = await call('GET', `/api/excel-import/${id}`, { token: co.token });
    expect(progress).toMatchObject({ status: 200, body: { status: 'REFUSED' } });
    const errors = await call('GET', `/api/excel-import/${id}/errors`, { token: co.token });
    expect(errors).toMatchObject({ status: 409, body: { message: 'This import has no errors to download.' } });
    const commit = await call('POST', `/api/excel-import/${id}/commit`, { token: co.token });
    expect(commit.status).toBe(409);
    const history = await call('GET', `/api/excel-imports/${EXCEL_YEAR}`, { token: co.token });
    expect(history.status).toBe(200);
    const cancel = await call('POST', `/api/excel-import/${id}/cancel`, { token: co.token });
    expect(cancel.status).toBeLessThan(500);
  }, 120_000);

  it('answers the errors workbook of an import whose stored workbook became a bomb with a readable refusal', async () => {
    const { view } = await timed(honest(), 'notes.xlsx');
    expect(view).toMatchObject({ status: 'INVALID', errorCount: 1 });
    const key = objectKeys.excelImport(co.tenantId, EXCEL_YEAR, view.id as string, 'xlsx');
    await putBytes(key, zipParts(workbookParts(notesSheet(), [stylesBomb()])), XLSX_TYPE);
    const errors = await call('GET', `/api/excel-import/${view.id}/errors`, { token: co.token });
    expect(errors).toMatchObject({
      status: 409,
      body: {
        message:
          'This workbook cannot be marked with its errors: it could not be read. The errors are listed on the page.',
      },
    });
    // The honest workbook's errors workbook still comes.
    const fine = await timed(honest(), 'notes.xlsx');
    const res = await call('GET', `/api/excel-import/${fine.view.id}/errors`, { token: co.token });
    expect(res.status).toBe(200);
  }, 120_000);

  it('answers at once why a workbook too large for the function cannot be marked with its errors, never 503', async () => {
    // Just past the bound of cells (MARK_LIMITS, docs/bench.md): exceljs' load would take ~10 s and ~700 MB here,
    // minutes and gigabytes at the import's own limits.
    const cells = (r: number) =>
      Array.from({ length: 40 }, (_, c) => `<c r="${columnLetter(c + 1)}${r}"><v>1</v></c>`).join('');
    const rows = Array.from(
      { length: MARK_LIMITS.cells / 40 + 1 },
      (_, i) => `<row r="${i + 1}">${cells(i + 1)}</row>`,
    );
    const wide = zipParts(workbookParts(notesSheet(rows.join(''))));
    // The sheets' XML stated past its bound (stored, so not refused as a bomb's ratio): refused before it is read.
    const sheet = Buffer.from(`<worksheet xmlns="${NS}"><sheetData/></worksheet>${' '.repeat(64 * 1024)}`);
    const big = {
      ...notesSheet(),
      method: 0 as const,
      data: sheet,
      size: sheet.length,
      claimed: MARK_LIMITS.xmlBytes + 1,
    };
    const stated = zipParts(workbookParts(big));
    for (const bytes of [wide, stated]) {
      const { view } = await timed(honest(), 'notes.xlsx');
      const key = objectKeys.excelImport(co.tenantId, EXCEL_YEAR, view.id as string, 'xlsx');
      await putBytes(key, bytes, XLSX_TYPE);
      const started = Date.now();
      const errors = await call('GET', `/api/excel-import/${view.id}/errors`, { token: co.token });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(errors).toMatchObject({
        status: 409,
        body: {
          messageKey: 'excelErrorsTooLarge',
          message: expect.stringMatching(/^This workbook is too large to be marked/),
        },
      });
    }
  }, 120_000);

  it('reads an honest workbook whose sheet comes before its shared strings (Excel’s order)', async () => {
    const sheet = notesSheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>');
    const strings = part('xl/sharedStrings.xml', `<sst xmlns="${NS}"><si><t>shared note</t></si></sst>`);
    const { view } = await timed(zipParts(workbookParts(sheet, [strings])), 'order.xlsx');
    expect(view).toMatchObject({ status: 'INVALID', errors: [expect.objectContaining({ cell: 'Notes!A1' })] });
    expect(tmpFiles()).toEqual([]);
  }, 60_000);
});
