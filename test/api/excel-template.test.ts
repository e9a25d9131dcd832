import { describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { downloadTemplate, importWorkbook } from '../support/excel';

const ACME_YEAR = '2025-12-31';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The rows of a sheet from row 3 on, as the hidden key row names their columns. */
function sheetRows(ws: import('exceljs').Worksheet) {
  const keys = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n < 3) return;
    const values = (row.values as unknown[]).slice(1);
    if (values.every((v) => v === undefined || v === null)) return;
    rows.push(Object.fromEntries(keys.map((k, i) => [k, values[i]])));
  });
  return rows;
}

describe('GET /api/archived-result/excel/template', () => {
  it('answers the year’s workbook, pre-filled with the rows the pages show', async () => {
    const token = await signIn('acme.admin');
    const { res, workbook } = await downloadTemplate(token, ACME_YEAR);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ESG-data-2025-12-31\.xlsx"/);
    expect(workbook!.worksheets[0]!.name).toBe('Instructions');
    expect(workbook!.getWorksheet('Instructions')!.getCell(1, 1).value).toContain('Acme Holdings Ltd');

    const page = await call('GET', `/api/resource/electricity/${ACME_YEAR}`, { token });
    const ws = workbook!.getWorksheet('Electricity')!;
    const headers = (ws.getRow(2).values as unknown[]).slice(-12);
    expect(headers).toEqual(page.body.periodMonths);
    const rows = sheetRows(ws);
    expect(rows.map((r) => r.id).sort()).toEqual(page.body.rows.map((r: { id: string }) => r.id).sort());
    const names = new Map(page.body.locations.map((l: { id: string; name: string }) => [l.id, l.name]));
    for (const pageRow of page.body.rows) {
      const sheetRow = rows.find((r) => r.id === pageRow.id)!;
      expect(sheetRow.version).toBe(pageRow.version);
      expect(sheetRow.location).toBe(names.get(pageRow.locationId));
      expect(sheetRow.unit).toBe(pageRow.unit);
      // A choice by its name in the template's language, never its code.
      const supplier = { clp: 'CLP Power', hke: 'HK Electric' }[pageRow.attributes.supplier as 'clp' | 'hke'];
      expect(sheetRow['attr:supplier']).toBe(supplier);
      const months = Array.from({ length: 12 }, (_, i) => sheetRow[`m${i + 1}`]);
      expect(months.map((m) => (m === undefined ? '' : String(m)))).toEqual(pageRow.months);
    }
  });

  it('writes the instructions in the caller’s language, with the months of the company’s financial year', async () => {
    const token = await signIn('globex.admin');
    const years = await call('GET', '/api/compPeriod', { token });
    const yearEnd = (years.body as { yearEnd: string }[]).map((y) => y.yearEnd).find((y) => y.endsWith('-03-31'))!;
    const { res, workbook } = await downloadTemplate(token, yearEnd);
    expect(res.status).toBe(200);
    expect(workbook!.getWorksheet('使用说明')!.getCell(1, 1).value).toMatch(/^ESG 数据模板/);
    const headers = (workbook!.getWorksheet('用水')!.getRow(2).values as unknown[]).slice(-12);
    expect(headers[0]).toBe(`${Number(yearEnd.slice(0, 4)) - 1}-04`);
    expect(headers[11]).toBe(`${yearEnd.slice(0, 4)}-03`);
    expect((workbook!.getWorksheet('用水')!.getRow(2).values as unknown[])[3]).toBe('地点');
  });

  it('writes the template in the language chosen in the interface, not only the profile’s', async () => {
    const token = await signIn('acme.admin');
    const { res, workbook } = await downloadTemplate(token, `${ACME_YEAR}&language=hk`);
    expect(res.status).toBe(200);
    expect(workbook!.getWorksheet('使用說明')!.getCell(1, 1).value).toMatch(/^ESG 數據範本/);
    expect((workbook!.getWorksheet('用水')!.getRow(2).values as unknown[])[3]).toBe('地點');
  });

  it('names an hk template’s tabs in Traditional Chinese and imports it back; an English-tab one still imports', async () => {
    const co = await freshCompany([{ yearEnd: '2025-06-30' }]);
    const hk = await downloadTemplate(co.token, '2025-06-30', 'hk');
    const names = hk.workbook!.worksheets.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['使用說明', '電力', '商務差旅', '能源密度', '清單']));
    expect(names.filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
    const back = await importWorkbook(co.token, '2025-06-30', hk.bytes, 'hk.xlsx', 'hk');
    expect(back.view).toMatchObject({ status: 'READY', errorCount: 0, errors: [] });
    // A workbook downloaded with English tabs (before they were translated) imports for a Traditional Chinese user.
    const en = await downloadTemplate(co.token, '2025-06-30', 'en');
    expect(en.workbook!.worksheets[0]!.name).toBe('Instructions');
    const old = await importWorkbook(co.token, '2025-06-30', en.bytes, 'old.xlsx', 'hk');
    expect(old.view).toMatchObject({ status: 'READY', errorCount: 0, errors: [] });
  }, 120_000);

  it('answers 404 for another company’s year and 400 without a year', async () => {
    const other = await freshCompany([{ yearEnd: '2024-12-31' }]);
    const { res, body } = await downloadTemplate(other.token, ACME_YEAR);
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ success: false, status: 404 });
    const token = await signIn('acme.admin');
    const missing = await call('GET', '/api/archived-result/excel/template', { token });
    expect(missing.status).toBe(400);
  });

  it('gives an empty year its sheets and headers with nothing pre-filled', async () => {
    const co = await freshCompany([{ yearEnd: '2025-06-30' }]);
    const { res, workbook } = await downloadTemplate(co.token, '2025-06-30');
    expect(res.status).toBe(200);
    expect(sheetRows(workbook!.getWorksheet('Electricity')!)).toEqual([]);
  });
});
