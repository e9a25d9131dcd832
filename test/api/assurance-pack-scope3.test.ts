import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportInputs } from '@esg/core/domain/reports/data';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { every, saveBoundaries } from '../support/resources';
import { sendRequest, shareAnswer } from '../support/suppliers';
import { downloadedPack } from '../support/pack';
import { PNG, putTicket, withMagic } from '../support/files';

/**
 * The assurance pack traces under D-MT-GHG3 what the report prints under it (ADR 0117, ADR 0109): Part D's Scope 3
 * screening — its total and every reported category — with each category's inputs, the suppliers' answers among
 * them. A company of its own: electricity (Scope 2 and category 3), purchases, a typed estimate and a supplier's answer.
 */
const YEAR = '2025-12-31';
let token: string;
let tenantId: string;
let lineage: string[][];
let factors: string[][];
let evidence: string[][];
let packed: { name: string; bytes: Uint8Array }[];
/** The supplier's verification statement, uploaded through its link with its answer. */
const STATEMENT = withMagic(PNG, 2048);
let supplier: { requestId: string; fileId: string };

const near = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

beforeAll(async () => {
  ({ tenantId, token } = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin'));
  const { hq } = await saveBoundaries(token, [YEAR]);
  const row = {
    version: 0,
    locationId: hq,
    unit: 'kWh',
    months: every('1000'),
    attributes: { supplier: 'clp', account: 'A-1' },
  };
  const saved = await call('PUT', `/api/resource/electricity/${YEAR}`, { token, body: { rows: [row] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const relevant = (category: string) => ({ category, relevance: 'relevant', method: 'average', tier: '2' });
  const page = await call('PUT', `/api/page-data/climate_metrics/${YEAR}`, {
    token,
    body: {
      version: 0,
      values: {
        scope3Screening: ['1', '3', '13'].map(relevant),
        scope3Purchases: [{ category: '1', item: 'Concrete', basis: 'mass', material: 'concrete', tonnes: '18' }],
        scope3Other: [{ category: '13', tCO2e: '673.08', methodNote: 'Tenants’ metered electricity, 948,000 kWh.' }],
      },
    },
  });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const request = await sendRequest(token, YEAR);
  const declared = { name: 'verification.png', type: 'image/png', size: STATEMENT.length };
  const ticket = await call('POST', '/api/supplier/evidence', { body: { id: request.link, files: [declared] } });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  expect((await putTicket(ticket.body.files[0], STATEMENT)).status).toBe(200);
  const fileId = ticket.body.files[0].id as string;
  const confirmed = await call('POST', '/api/supplier/evidence/confirm', { body: { id: request.link, fileId } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  supplier = { requestId: request.id, fileId };
  const answered = await call('POST', '/api/supplier', { body: shareAnswer(request.link, { evidence: [fileId] }) });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);

  const pack = await downloadedPack(token, YEAR);
  lineage = pack.table('lineage.csv');
  factors = pack.table('factors.csv');
  evidence = pack.table('evidence.csv');
  packed = pack.files;
}, 180_000);

describe('the pack’s D-MT-GHG3', () => {
  it('is Part D’s total and each reported category, as the climate metrics and the report’s data give them', async () => {
    const metrics = (await call('GET', `/api/climate/metrics/${YEAR}`, { token })).body;
    const { climate } = await loadReportInputs(tenantId, YEAR, 'en');
    expect(climate!.scope3Total).toEqual(metrics.scope3Total);
    const figures = new Map(lineage.filter((r) => r[0]!.startsWith('D-MT-GHG3 ')).map((r) => [r[0]!, r]));
    const reported = (metrics.scope3 as { category: number; state: string; tCO2e: string | null; complete: boolean }[])
      .filter((l) => l.state === 'reported')
      .map((l) => [`D-MT-GHG3 category-${l.category}`, l.tCO2e!, l.complete] as const);
    expect(reported.map(([name]) => name)).toEqual(['1', '3', '13'].map((c) => `D-MT-GHG3 category-${c}`));
    const expected = [
      ['D-MT-GHG3 total', metrics.scope3Total.tCO2e, metrics.scope3Total.complete] as const,
      ...reported,
    ];
    expect([...figures.keys()].sort()).toEqual(expected.map(([name]) => name).sort());
    for (const [name, tCO2e, complete] of expected) {
      const row = figures.get(name)!;
      expect(row[1], name).toBe(String(Number(tCO2e)));
      expect(row[3], name).toBe(complete ? 'yes' : 'no');
    }
  });

  it('sums, under each category, the inputs that make its figure: the calculation’s lines, the entries, the answers', async () => {
    const metrics = (await call('GET', `/api/climate/metrics/${YEAR}`, { token })).body;
    for (const l of metrics.scope3 as { category: number; state: string; tCO2e: string | null }[]) {
      if (l.state !== 'reported') continue;
      const name = `D-MT-GHG3 category-${l.category}`;
      const mine = lineage.filter((r) => r[0] === name);
      // One row per input × factor: each input's value once (a calculation line priced by two factors is two rows).
      const inputs = new Map(mine.map((r) => [`${r[4]}|${r[6]}|${r[7]}|${r[8]}`, Number(r[8])]));
      const sum = [...inputs.values()].reduce((s, v) => s + v, 0);
      expect(near(sum, Number(l.tCO2e)), `${name}: ${sum} ≠ ${l.tCO2e}`).toBe(true);
    }
    const supplied = lineage.filter((r) => r[0] === 'D-MT-GHG3 category-1' && r[4]!.startsWith('supplierRequest#'));
    expect(supplied.length).toBeGreaterThan(0);
    const answered = (await call('GET', `/api/supplierRequests/${YEAR}`, { token })).body;
    expect(
      near(
        supplied.reduce((s, r) => s + Number(r[8]), 0),
        Number(answered.tCO2e),
      ),
    ).toBe(true);
    // A typed estimate is traced to its entry, with the method note the company wrote.
    expect(lineage.some((r) => r[0] === 'D-MT-GHG3 category-13' && r[4] === 'scope3Other#1')).toBe(true);
    // The estimates' factors are among the factors the year used.
    const priced = lineage.filter((r) => r[0]!.startsWith('D-MT-GHG3 ') && r[9]).map((r) => `${r[9]}#${r[14]}`);
    expect(priced).toContain('material-concrete#1');
    for (const f of priced) expect(factors.map((r) => `${r[0]}#${r[1]}`)).toContain(f);
  });

  it('packs the evidence a supplier gave with its answer, fingerprinted, beside the answer it supports', () => {
    const input = `supplierRequest#${supplier.requestId}`;
    // The answer's line in the lineage and its file in evidence.csv name the same input.
    expect(lineage.some((r) => r[0] === 'D-MT-GHG3 category-1' && r[4] === input)).toBe(true);
    const row = evidence.find((r) => r[0] === supplier.fileId);
    expect(row, JSON.stringify(evidence)).toBeDefined();
    const sha256 = createHash('sha256').update(STATEMENT).digest('hex');
    const [, name, supports, , , fingerprint, inPack, state, path] = row!;
    expect({ name, supports, fingerprint, inPack, state }).toEqual({
      name: 'verification.png',
      supports: input,
      fingerprint: sha256,
      inPack: sha256,
      state: 'intact',
    });
    const file = packed.find((f) => f.name === path);
    expect(Buffer.from(file!.bytes).equals(STATEMENT)).toBe(true);
    const manifest = JSON.parse(new TextDecoder().decode(packed.find((f) => f.name === 'manifest.json')!.bytes));
    expect(manifest.files).toContainEqual(expect.objectContaining({ name: path, sha256 }));
  });
});
