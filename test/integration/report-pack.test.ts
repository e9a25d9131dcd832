import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { runPackJob, type PackHooks } from '@esg/functions/workers/packJob';
import { PdfReader, printedPages, sharedPdfReader } from '@esg/functions/workers/pdfText';
import { createJob, loadJob } from '@esg/core/domain/reports/jobs';
import { getBytes } from '@esg/core/infra/s3Objects';
import { runInContext } from '@esg/core/context';
import type { Language } from '@esg/core/schemas/common';
import type { ReportData } from '@esg/core/schemas/reports';
import { whoIs } from '../support/tenants';

/**
 * A publication pack of Acme's complete FY2025 (ADR 0099): three editions printed from one load of the year's data,
 * read back with unpdf and checked for parity; then the same pack with one figure altered in the Traditional Chinese
 * edition only (a test hook of the worker, never reachable from a route or a queue message).
 */
const YEAR = '2025-12-31';
const LANGS: Language[] = ['en', 'hk', 'cn'];
let tenantId: string;

async function printPack(hooks: PackHooks = {}) {
  const job = await runInContext({ requestId: ulid() }, () =>
    createJob(tenantId, 'test', YEAR, () => [], { edition: 'draft', pack: { langs: LANGS } }),
  );
  await runInContext({ requestId: ulid() }, () =>
    runPackJob({ tenantId, jobId: job.id, yearEnd: YEAR, pack: LANGS }, hooks),
  );
  return loadJob(tenantId, job.id, true);
}

/** The files of a stored zip, by name in order (the local file headers). */
function zipFiles(zip: Uint8Array) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const files = new Map<string, Uint8Array>();
  for (let at = 0; view.getUint32(at, true) === 0x04034b50;) {
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const start = at + 30 + nameLength + view.getUint16(at + 28, true);
    files.set(new TextDecoder().decode(zip.subarray(at + 30, at + 30 + nameLength)), zip.subarray(start, start + size));
    at = start + size;
  }
  return files;
}
const zipNames = (zip: Uint8Array) => [...zipFiles(zip).keys()];

beforeAll(async () => {
  tenantId = (await whoIs('acme.admin')).tenantId;
});
afterAll(() => closeBrowser());

describe('the publication pack of Acme FY2025 (ADR 0099)', () => {
  it('prints three editions that pass the parity check, in one zip of PDFs and Word files', async () => {
    const job = await printPack();
    expect(job.status).toBe('DONE');
    const parity = job.pack!.parity!;
    expect(parity.editions.map((e) => [e.lang, e.mismatches])).toEqual([
      ['hk', []],
      ['cn', []],
    ]);
    expect(parity.passed).toBe(true);
    // Hundreds of items compared per edition, not a check that read nothing.
    for (const e of parity.editions) expect(e.compared).toBeGreaterThan(500);
    const zip = new Uint8Array((await getBytes(job.pdfKey!))!);
    expect(zipNames(zip)).toEqual(
      LANGS.flatMap((l) => [`ESG-report-${YEAR}-${l}.pdf`, `ESG-report-${YEAR}-${l}.docx`]),
    );
    expect(job.bytes).toBe(zip.byteLength);
    // The reading thread reads a PDF as this thread does, and a reader whose thread is gone reads it here.
    const pdf = zipFiles(zip).get(`ESG-report-${YEAR}-hk.pdf`)!;
    const here = await printedPages(pdf);
    expect(here.length).toBeGreaterThan(20);
    expect(await sharedPdfReader().read(pdf)).toEqual(here);
    const closed = new PdfReader();
    await closed.close();
    expect(closed.alive).toBe(false);
    expect(await closed.read(pdf)).toEqual(here);
  }, 240_000);

  it('fails when one figure differs in one edition, naming the page and line in both', async () => {
    // Scope 1 of FY2025 (14.55 tCO2e) altered in the Traditional Chinese edition's A1.2 table only, not in the figures
    // its chart writes on its columns (ADR 0135 amended).
    const alter = (d: ReportData): ReportData =>
      d.lang === 'hk'
        ? (JSON.parse(JSON.stringify(d).replace(/(?<!"figures":\[[^\]]*)"14\.55"/, '"14.56"')) as ReportData)
        : d;
    const job = await printPack({ edition: alter });
    expect(job.status).toBe('DONE');
    const [hk, cn] = job.pack!.parity!.editions;
    expect(job.pack!.parity!.passed).toBe(false);
    expect(cn!.mismatches).toEqual([]);
    expect(hk!.mismatches).toHaveLength(1);
    const [m] = hk!.mismatches;
    expect(m).toMatchObject({ kind: 'figure', section: '3.1 A1 Emissions' });
    expect(m!.reference.item).toMatch(/^Scope 1 \(direct\) tCO2e 14\.55 /);
    expect(m!.other.item).toMatch(/^範圍1（直接） tCO2e 14\.56 /);
    expect(m!.reference.page).toBe(9);
    // The Traditional edition is shorter (its names and tables' texts are Chinese too, ADR 0121): its A1.2 table, kept
    // with the sentence that explains it (ADR 0044), opens page 8, and the check names each edition's own page.
    expect(m!.other.page).toBe(8);
  }, 240_000);
});
