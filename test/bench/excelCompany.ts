import ExcelJS from 'exceljs';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { newTenant } from '@esg/core/domain/tenants';
import type { CompanyMembership } from '@esg/core/domain/membership';
import { excelTemplate } from '@esg/core/domain/excel/download';
import { requestImport } from '@esg/core/domain/excel/request';
import { FIRST_DATA_ROW, columnsOf } from '@esg/core/domain/excel/layout';
import { sheetName } from '@esg/core/domain/excel/sheetNames';
import { saveResourceRows } from '@esg/core/domain/resources/save';
import type { ResourceType } from '@esg/core/schemas/resources';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { periodChange } from '../support/period';

/**
 * Companies and workbooks of the Excel bench (test/bench/excel.ts), made through the domain
 * functions the routes call (no HTTP, no sign-in): a company of its own per measurement, with
 * `LOCATIONS` locations in its 2025 boundary.
 */
export const YEAR = '2025-12-31';
export const LOCATIONS = 50;

const ctx = <T>(fn: () => Promise<T>) => runInContext({ requestId: ulid() }, fn);

/** The bench's caller: what the routes' implementations read of a membership. */
const membershipOf = (tenantId: string, name: string) =>
  ({
    actor: { tenantId, userId: 'bench', login: 'bench' },
    user: { id: 'bench', login: 'bench', langKey: 'en' },
    tenant: { id: tenantId, name, langKey: 'en', version: 1 },
    periods: [],
  }) as unknown as CompanyMembership;

export type BenchCompany = { m: CompanyMembership; tenantId: string; locations: { id: string; name: string }[] };

/** A fresh company with one open year and `LOCATIONS` in-boundary locations. */
export async function benchCompany(label: string): Promise<BenchCompany> {
  const name = `Bench Excel ${label} Ltd`;
  const t = newTenant({ name, langKey: 'en' });
  const locations = Array.from({ length: LOCATIONS }, (_, i) => ({
    id: ulid(),
    name: `Branch ${String(i + 1).padStart(2, '0')} Kowloon Bay`,
  }));
  await ctx(() =>
    write({
      tenantId: t.tenantId,
      action: 'bench.excel',
      changes: [
        ...t.changes,
        periodChange(t.tenantId, { yearEnd: YEAR }),
        {
          op: 'create',
          key: keys.pageData(t.tenantId, YEAR, 'reporting_boundaries'),
          item: {
            pageKey: 'reporting_boundaries',
            yearEnd: YEAR,
            values: {
              locations: locations.map((l, i) => ({
                locationId: l.id,
                name: l.name,
                address: `${i + 1} Wang Chiu Road`,
                city: 'Hong Kong',
                country: 'HK',
                district: 'kwun-tong',
                locationType: 'office',
                numberOfShops: '',
                inBoundary: 'yes',
              })),
            },
            updatedAt: new Date().toISOString(),
            updatedBy: 'bench',
          },
        },
      ],
    }),
  );
  return { m: membershipOf(t.tenantId, name), tenantId: t.tenantId, locations };
}

/** What a data row of each sheet the bench fills holds besides its months. */
const FILL: Partial<Record<ResourceType, { unit: string; attributes: (i: number) => Record<string, string> }>> = {
  electricity: { unit: 'kWh', attributes: (i) => ({ supplier: 'clp', account: `AC-${i}` }) },
  water: { unit: 'm3', attributes: (i) => ({ source: 'municipal', account: `W-${i}` }) },
  fuel: { unit: 'L', attributes: (i) => ({ fuel: 'diesel', equipment: `Generator ${i}` }) },
};
const FILLED = Object.keys(FILL) as ResourceType[];

/** A year's worth of rows for the template bench: `perLocation` rows per location, spread over the filled types. */
export async function withRows(co: BenchCompany, perLocation: number): Promise<number> {
  let n = 0;
  for (const type of FILLED) {
    const f = FILL[type]!;
    const rows = co.locations.flatMap((l, li) =>
      Array.from({ length: Math.ceil(perLocation / FILLED.length) }, (_, k) => ({
        version: 0,
        locationId: l.id,
        unit: f.unit,
        months: Array.from({ length: 12 }, (_, mo) => String(100 + li * 7 + k * 3 + mo)),
        attributes: f.attributes(li * 100 + k),
      })),
    );
    for (let i = 0; i < rows.length; i += 90) {
      await ctx(() => saveResourceRows(co.m, type, YEAR, { rows: rows.slice(i, i + 90) }));
      n += Math.min(90, rows.length - i);
    }
  }
  return n;
}

/** The product's template for the company's year (GET /api/archived-result/excel/template). */
export const template = (co: BenchCompany) => ctx(() => excelTemplate(co.m, YEAR, 'en'));

/**
 * The company's own template with `rows` new data rows: the locations in turn, each with rows in
 * Electricity, Water and Fuels (a unit, the type's attributes, 12 months of figures).
 */
export async function filledWorkbook(co: BenchCompany, rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await template(co)).bytes as unknown as ExcelJS.Buffer);
  const next = new Map<ResourceType, number>();
  for (let i = 0; i < rows; i++) {
    const type = FILLED[i % FILLED.length]!;
    const f = FILL[type]!;
    const ws = wb.getWorksheet(sheetName(type, 'en'))!;
    const at = next.get(type) ?? FIRST_DATA_ROW;
    next.set(type, at + 1);
    const values: Record<string, string | number> = {
      location: co.locations[Math.floor(i / FILLED.length) % LOCATIONS]!.name,
      unit: f.unit,
      ...Object.fromEntries(Object.entries(f.attributes(i)).map(([k, v]) => [`attr:${k}`, v])),
      ...Object.fromEntries(Array.from({ length: 12 }, (_, m) => [`m${m + 1}`, 10 + ((i * 13 + m * 7) % 9000) / 4])),
    };
    const row = ws.getRow(at);
    columnsOf(type).forEach((c, j) => {
      if (values[c.key] !== undefined) row.getCell(j + 1).value = values[c.key]!;
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST /api/archived-result/excel/{year}, then the PUT to the presigned URL: the import, AWAITING its worker. */
export async function upload(co: BenchCompany, bytes: Buffer, name: string): Promise<string> {
  const ticket = await ctx(() => requestImport(co.m, YEAR, { name, size: bytes.length, language: 'en' }));
  const put = await fetch(ticket.upload.url, {
    method: 'PUT',
    headers: { ...ticket.upload.headers, 'content-length': String(bytes.length) },
    body: bytes,
  });
  if (!put.ok) throw new Error(`PUT ${name}: ${put.status} ${await put.text()}`);
  return ticket.import.id;
}
