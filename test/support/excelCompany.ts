import ExcelJS from 'exceljs';
import { call } from './api';
import { freshCompany } from './company';
import { every, saveBoundaries } from './resources';

export const EXCEL_YEAR = '2025-12-31';

/** A company of its own with HQ and Shop in its boundary, and electricity, water and fuel rows. */
export async function excelCompany() {
  const co = await freshCompany([{ yearEnd: EXCEL_YEAR }], 'companyAdmin');
  const ids = await saveBoundaries(co.token, [EXCEL_YEAR]);
  const put = async (type: string, rows: unknown[]) => {
    const res = await call('PUT', `/api/resource/${type}/${EXCEL_YEAR}`, { token: co.token, body: { rows } });
    if (res.status !== 200) throw new Error(`${type}: ${JSON.stringify(res.body)}`);
    return res.body.rows as { id: string; version: number; locationId: string; months: string[] }[];
  };
  const row = (locationId: string, unit: string, q: string, attributes: Record<string, unknown>) => ({
    version: 0,
    locationId,
    unit,
    months: every(q),
    attributes,
  });
  const saved = await put('electricity', [
    row(ids.hq, 'kWh', '1000', { supplier: 'clp', account: 'A-1' }),
    row(ids.shop, 'kWh', '500.5', { supplier: 'hke', account: '=SUM(A1)' }),
  ]);
  // HQ's row first: the list answers rows by location id, and two ids made in one millisecond sort either way.
  const electricity = [ids.hq, ids.shop].map((id) => saved.find((r) => r.locationId === id)!);
  const water = await put('water', [row(ids.hq, 'm3', '10', { source: 'municipal' })]);
  const fuel = await put('fuel', [row(ids.shop, 'L', '40', { fuel: 'diesel', equipment: 'Generator' })]);
  return { ...co, ids, rows: { electricity, water, fuel } };
}

/** The data rows of a sheet (from row 3) by row id, with the 1-based column of each key. */
export function sheetIndex(ws: ExcelJS.Worksheet) {
  const keys = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const col = (key: string) => keys.indexOf(key) + 1;
  const rowOf = (id: string) => {
    for (let n = 3; n <= ws.rowCount; n++) if (ws.getRow(n).getCell(1).value === id) return n;
    throw new Error(`row ${id} not in ${ws.name}`);
  };
  return { col, rowOf };
}
