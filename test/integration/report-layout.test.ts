import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { loadReportData } from '@esg/core/domain/reports/data';
import type { ReportBlock, ReportData } from '@esg/core/schemas/reports';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { printReport, squeeze } from '../support/report';
import { boundaryRow, every } from '../support/resources';

/** Issue 18 page layout: a 50-location company's report never splits a table row and repeats long tables' heads. */
const YEAR = '2025-12-31';
const LOCATIONS = 50;
let pages: string[];
let data: ReportData;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
type Table = Extract<ReportBlock, { kind: 'table' }>;
/** A row as its text runs in the PDF, cell after cell; a page reference is a number. */
const rowPattern = (row: Table['rows'][number]) =>
  new RegExp(row.map((c) => (typeof c === 'string' ? escape(squeeze(c)) : '\\d+')).join(''));

beforeAll(async () => {
  const co = await freshCompany([{ yearEnd: YEAR }]);
  const ids = Array.from({ length: LOCATIONS }, () => ulid());
  // Long names and addresses, so rows wrap and the boundary table runs over several pages.
  const name = (i: number) => `Branch ${String(i + 1).padStart(2, '0')} Kowloon Bay Industrial Centre`;
  const boundary = await call('PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
    token: co.token,
    body: { values: { locations: ids.map((id, i) => boundaryRow(name(i), id)) }, version: 0 },
  });
  expect(boundary.status, JSON.stringify(boundary.body)).toBe(200);
  const rows = ids.map((locationId, i) => ({
    version: 0,
    locationId,
    unit: 'kWh',
    months: every(String(1000 + i * 37)),
    attributes: { supplier: 'clp', account: `AC-${i}` },
  }));
  const electricity = await call('PUT', `/api/resource/electricity/${YEAR}`, { token: co.token, body: { rows } });
  expect(electricity.status, JSON.stringify(electricity.body)).toBe(200);
  ({ data } = await loadReportData(co.tenantId, YEAR, 'en'));
  pages = (await printReport(co.tenantId, YEAR, 'en')).map(squeeze);
}, 300_000);

afterAll(() => closeBrowser());

describe('the report of a 50-location company', () => {
  const tables = () => data.sections.flatMap((s) => s.blocks.filter((b): b is Table => b.kind === 'table'));

  it('prints the 50 locations in its boundary table', () => {
    const boundary = tables().find((t) => t.rows.length === LOCATIONS);
    expect(boundary, 'the boundary table').toBeDefined();
    for (const row of boundary!.rows) expect(pages.some((p) => rowPattern(row).test(p))).toBe(true);
  });

  it('never splits a table row across two pages: each row reads whole on one page', () => {
    const split = tables().flatMap((t) =>
      t.rows.filter((row) => !pages.some((p) => rowPattern(row).test(p))).map((row) => `${t.caption}: ${row[0]}`),
    );
    expect(split).toEqual([]);
  });

  it('repeats the head of a table on every page it runs over', () => {
    const long = tables().filter((t) => t.rows.length >= LOCATIONS);
    expect(long.length).toBeGreaterThan(0);
    for (const t of long) {
      const head = squeeze(t.head.join(''));
      const on = pages.flatMap((p, i) => (t.rows.some((row) => rowPattern(row).test(p)) ? [i] : []));
      expect(on.length, `${t.caption} runs over several pages`).toBeGreaterThan(1);
      for (const i of on) expect(pages[i], `${t.caption}, page ${i + 1}`).toContain(head);
    }
  });
});
