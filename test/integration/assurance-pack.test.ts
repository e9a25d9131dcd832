import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { reportedFigures } from '@esg/core/domain/assurance/pack/lineage';
import { loadReportInputs } from '@esg/core/domain/reports/data';
import { createJob, loadJob } from '@esg/core/domain/reports/jobs';
import { getBytes } from '@esg/core/infra/s3Objects';
import { runAssurancePackJob } from '@esg/functions/workers/assurancePackJob';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { uploadOne, withMagic, MB } from '../support/files';
import { every, saveBoundaries } from '../support/resources';
import { readZip, type UnzippedFile } from '../support/unzip';
import { freshAuditor } from '../support/auditor';

/**
 * The assurance pack (docs/decisions/0117-the-assurance-pack.md) of a year of a company of its own, built by the
 * worker's job, unzipped and checked: the lineage of every figure the report prints, the evidence files against the
 * manifest, and a printed year's pack rebuilt byte for byte but its build date.
 */
const LAST = '2024-12-31';
const YEAR = '2025-12-31';
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const text = (b: Uint8Array) => new TextDecoder().decode(b).replace(/^\uFEFF/, '');
const pdf = (name: string, size: number) => ({ name, type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', size) });

let tenantId: string;
let token: string;
const uploaded: { id: string; bytes: Buffer }[] = [];

async function buildPack(builtAt?: Date) {
  const job = await runInContext({ requestId: ulid() }, () =>
    createJob(tenantId, 'test', YEAR, () => [], { edition: 'draft', assurance: { yearVersion: 1 } }),
  );
  await runInContext({ requestId: ulid() }, () =>
    runAssurancePackJob({ tenantId, jobId: job.id, yearEnd: YEAR, assurance: true }, builtAt),
  );
  const done = await loadJob(tenantId, job.id, true);
  expect(done.status).toBe('DONE');
  const zip = (await getBytes(done.pdfKey!))!;
  expect(done.bytes).toBe(zip.byteLength);
  return { job: done, zip, files: readZip(zip) };
}

const SAMPLE_HEADER = [
  'sample',
  'year version',
  'drawn at',
  'drawn by',
  'basis',
  'seed',
  'figure',
  'location',
  'value',
  'unit',
  'mark',
  'note',
  'marked by',
  'marked at',
];
const byName = (files: UnzippedFile[], name: string) => files.find((f) => f.name === name)!;
/** A CSV's rows as cells (the pack's cells here hold no commas or quotes but the audit trail's JSON). */
const rows = (f: UnzippedFile) =>
  text(f.bytes)
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(','));

beforeAll(async () => {
  ({ tenantId, token } = await freshCompany([{ yearEnd: LAST }, { yearEnd: YEAR }], 'companyAdmin'));
  const loc = await saveBoundaries(token, [LAST, YEAR]);
  const row = (account: string, kWh: string) => ({
    version: 0,
    locationId: loc.hq,
    unit: 'kWh',
    months: every(kWh),
    attributes: { supplier: 'clp', account },
  });
  for (const year of [LAST, YEAR]) {
    const saved = await call('PUT', `/api/resource/electricity/${year}`, {
      token,
      body: { rows: [row('A-1', '1000'), row('B-2', '250.5')] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    if (year !== YEAR) continue;
    const [a, b] = saved.body.rows.map((r: { id: string }) => r.id);
    // A bill of 9 MB: the pack goes to S3 in more than one part.
    for (const [rowId, file] of [
      [a, pdf('march-bill.pdf', 9 * MB)],
      [b, pdf('四月電費單.pdf', 4000)],
    ] as const) {
      const target = { kind: 'row', resource: 'electricity', row: rowId, month: 3 };
      const { ticket, confirmed } = await uploadOne(token, file, `evidence/${YEAR}`, target);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      uploaded.push({ id: ticket.id, bytes: file.bytes });
    }
  }
}, 120_000);

describe('the assurance pack of an open year', () => {
  it('holds every file the manifest lists, with the SHA-256 the manifest gives, in order, the manifest last', async () => {
    const { files, job } = await buildPack();
    expect(files.every((f) => f.crcOk)).toBe(true);
    const names = files.map((f) => f.name);
    expect(names.at(-1)).toBe('manifest.json');
    expect(names.slice(0, -1)).toEqual([...names.slice(0, -1)].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'lineage.csv',
        'evidence.csv',
        'audit-trail.csv',
        'factors.csv',
        'completeness.csv',
        'anomalies.csv',
        'sample.csv',
      ]),
    );
    const manifest = JSON.parse(text(byName(files, 'manifest.json').bytes));
    expect(manifest).toMatchObject({ yearEnd: YEAR, yearVersion: 1, edition: 'draft', algorithm: 'SHA-256' });
    expect(manifest.files.map((f: { name: string }) => f.name)).toEqual(names.slice(0, -1));
    for (const f of manifest.files) expect(f.sha256, f.name).toBe(sha(byName(files, f.name).bytes));
    expect(job.assurance).toEqual({ yearVersion: 1, files: files.length });
    // No sample drawn yet: the table is its header alone.
    expect(rows(byName(files, 'sample.csv'))).toEqual([SAMPLE_HEADER]);
  }, 120_000);

  it('holds the auditor’s samples: each drawn figure with its year version, seed, value when drawn and mark', async () => {
    const auditor = (await freshAuditor(tenantId, [YEAR])).token;
    const drawn = await call('POST', `/api/audit-samples/${YEAR}`, {
      token: auditor,
      body: { basis: 'tco2e', n: 2, seed: 7 },
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    const [marked, other] = drawn.body.figures as { id: string; value: number }[];
    const mark = await call('PUT', `/api/audit-samples/${YEAR}/${drawn.body.id}/figures/${marked!.id}`, {
      token: auditor,
      body: { status: 'exception', note: 'March bill shows 990 kWh.', version: drawn.body.version },
    });
    expect(mark.status, JSON.stringify(mark.body)).toBe(200);
    const sample = rows(byName((await buildPack()).files, 'sample.csv'));
    expect(sample[0]).toEqual(SAMPLE_HEADER);
    const byFigure = new Map(sample.slice(1).map((r) => [r[6], r]));
    expect(byFigure.size).toBe(2);
    expect(byFigure.get(marked!.id)).toEqual([
      drawn.body.id,
      '1',
      drawn.body.drawnAt,
      drawn.body.drawnBy,
      'tco2e',
      '7',
      marked!.id,
      'HQ',
      String(marked!.value),
      'tCO2e',
      'exception',
      'March bill shows 990 kWh.',
      expect.any(String),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    ]);
    expect(byFigure.get(other!.id)?.slice(10)).toEqual(['', '', '', '']);
  }, 120_000);

  it('packs each evidence file byte for byte, its hash matching the manifest and its fingerprint at upload', async () => {
    const { files } = await buildPack();
    const manifest = JSON.parse(text(byName(files, 'manifest.json').bytes));
    const listed = rows(byName(files, 'evidence.csv')).slice(1);
    expect(listed).toHaveLength(2);
    for (const u of uploaded) {
      const line = listed.find((r) => r[0] === u.id)!;
      const [, , , , , fingerprint, packed, state, path] = line;
      expect(state).toBe('intact');
      expect(fingerprint).toBe(sha(u.bytes));
      expect(packed).toBe(sha(u.bytes));
      expect(Buffer.from(byName(files, path!).bytes).equals(u.bytes)).toBe(true);
      expect(manifest.files.find((f: { name: string }) => f.name === path).sha256).toBe(sha(u.bytes));
    }
  }, 120_000);

  it('lists every figure the report prints in the lineage CSV with the same value, down to its factors', async () => {
    const { files } = await buildPack();
    const lineage = rows(byName(files, 'lineage.csv'));
    const report = await loadReportInputs(tenantId, YEAR, 'en');
    // D-MT-GHG3 is Part D's screening, not the calculation's categories: test/api/assurance-pack-scope3.test.ts.
    const figures = reportedFigures(report.emissions).filter((f) => f.code !== 'D-MT-GHG3');
    expect(figures.length).toBeGreaterThan(5);
    for (const { name, figure } of figures) {
      const mine = lineage.filter((r) => r[0] === name);
      expect(mine.length, name).toBeGreaterThan(0);
      for (const r of mine) expect(r[1], name).toBe(figure.value === null ? '' : String(figure.value));
    }
    // Scope 2 sums both electricity rows, each priced with CLP's factor: its id, name, value, unit, source, version.
    const scope2 = lineage.filter((r) => r[0] === 'A1.2 scope2');
    expect(new Set(scope2.map((r) => r[4])).size).toBe(2);
    for (const r of scope2)
      expect(r.slice(9, 13)).toEqual(['elec-clp', expect.any(String), expect.stringMatching(/^0\.\d+$/), 'kgCO2e/kWh']);
    const factors = rows(byName(files, 'factors.csv'));
    expect(factors.some((r) => r[0] === 'elec-clp')).toBe(true);
    // The audit trail holds the year's row saves and evidence uploads, not other years' or companies'.
    const audit = text(byName(files, 'audit-trail.csv').bytes);
    expect(audit).toContain('resource.');
    expect(audit).not.toContain(LAST);
  }, 120_000);
});

describe('the assurance pack of a printed year', () => {
  it('is the same bytes on every build but the manifest’s build date', async () => {
    const platform = await signIn('platform.admin');
    const periods: { yearEnd: string; version: number }[] = (await call('GET', '/api/compPeriod', { token })).body;
    const { version } = periods.find((p) => p.yearEnd === YEAR)!;
    const printed = await call('PUT', '/api/compPeriod/printed', {
      token: platform,
      body: { companyId: tenantId, yearEnd: YEAR, printed: true, version },
    });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const first = await buildPack(new Date('2026-01-05T08:00:00.000Z'));
    const again = await buildPack(new Date('2026-02-09T17:30:00.000Z'));
    expect(JSON.parse(text(byName(first.files, 'manifest.json').bytes)).edition).toBe('final');
    expect(again.files.map((f) => f.name)).toEqual(first.files.map((f) => f.name));
    for (const [i, f] of first.files.entries()) {
      const other = again.files[i]!;
      if (f.name === 'manifest.json')
        expect(text(other.bytes).replace('2026-02-09T17:30:00.000Z', '2026-01-05T08:00:00.000Z')).toBe(text(f.bytes));
      else expect(sha(other.bytes), f.name).toBe(sha(f.bytes));
    }
    // Built at the same instant, the two zips are one and the same file.
    const same = await buildPack(new Date('2026-01-05T08:00:00.000Z'));
    expect(sha(same.zip)).toBe(sha(first.zip));
  }, 180_000);
});
