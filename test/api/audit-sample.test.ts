import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { freshAuditor } from '../support/auditor';
import { uploadOne, withMagic } from '../support/files';
import { every, saveBoundaries } from '../support/resources';

/** Sample and trace (docs/decisions/0116-sample-and-trace.md), in a company of its own. */
const Y = '2025-12-31';
let admin: string;
let auditor: string;
let rows: string[];
let evidenceId: string;

beforeAll(async () => {
  const co = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
  admin = co.token;
  const loc = await saveBoundaries(admin, [Y]);
  // Electricity of very different sizes: the big one is drawn far more often.
  const row = (account: string, kwh: string) => ({
    version: 0,
    locationId: loc.hq,
    unit: 'kWh',
    months: every(kwh),
    attributes: { supplier: 'clp', account },
  });
  const saved = await call('PUT', `/api/resource/electricity/${Y}`, {
    token: admin,
    body: { rows: [row('A-1', '100'), row('B-2', '2000'), row('C-3', '50000')] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // In the order sent (A-1, B-2, C-3), whatever order the save answers in.
  const byAccount = (a: string) =>
    saved.body.rows.find((r: { attributes: { account: string } }) => r.attributes.account === a).id as string;
  rows = ['A-1', 'B-2', 'C-3'].map(byAccount);
  const bill = { name: 'bill.pdf', type: 'application/pdf', bytes: withMagic('%PDF-1.7\n', 2000) };
  const target = { kind: 'row', resource: 'electricity', row: rows[2], month: 1 };
  const up = await uploadOne(admin, bill, `evidence/${Y}`, target);
  evidenceId = up.ticket.id;
  auditor = (await freshAuditor(co.tenantId, [Y])).token;
});

const draw = (body: Record<string, unknown>, token = auditor) =>
  call('POST', `/api/audit-samples/${Y}`, { token, body });

describe('drawing a sample', () => {
  it('draws n figures weighted by tCO2e, reproducible from the recorded seed', async () => {
    const first = await draw({ basis: 'tco2e', n: 2, seed: 42 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ basis: 'tco2e', n: 2, seed: 42, population: { count: 3, unit: 'tCO2e' } });
    expect(first.body.figures).toHaveLength(2);
    // The location in each language (ADR 0121): a Chinese screen names it in Chinese.
    expect(first.body.figures[0]).toMatchObject({
      location: 'HQ',
      locationNames: { en: 'HQ', hk: expect.any(String), cn: expect.any(String) },
    });
    const again = await draw({ basis: 'tco2e', n: 2, seed: 42 });
    expect(again.body.figures.map((f: { id: string }) => f.id)).toEqual(
      first.body.figures.map((f: { id: string }) => f.id),
    );
    // Without a seed, one is chosen and recorded.
    const fresh = await draw({ basis: 'mwh', n: 10 });
    expect(fresh.status).toBe(201);
    expect(Number.isInteger(fresh.body.seed)).toBe(true);
    expect(fresh.body.population).toMatchObject({ count: 3, unit: 'MWh' });
    expect(fresh.body.figures).toHaveLength(3);
    const listed = await call('GET', `/api/audit-samples/${Y}`, { token: admin });
    expect(listed.body.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([first.body.id, again.body.id, fresh.body.id]),
    );
    // The list names the drawer as the screens name people; the record keeps the login (ADR 0118).
    const drawer = listed.body.find((s: { id: string }) => s.id === first.body.id);
    expect(drawer).toMatchObject({ drawnByName: 'Olivia Auditor', drawnBy: expect.stringMatching(/^a[0-9a-z]+$/) });
  });

  it('draws the biggest figure most often', async () => {
    const hits = new Map<string, number>();
    for (let seed = 1; seed <= 12; seed++) {
      const [f] = (await draw({ basis: 'mwh', n: 1, seed })).body.figures;
      hits.set(f.rowId, (hits.get(f.rowId) ?? 0) + 1);
    }
    expect(hits.get(rows[2]!) ?? 0).toBeGreaterThanOrEqual(9);
  });

  it('refuses bad input and the company’s own users', async () => {
    expect((await draw({ basis: 'tco2e', n: 0 })).status).toBe(400);
    expect((await draw({ basis: 'litres', n: 2 })).status).toBe(400);
    expect((await draw({ basis: 'tco2e', n: 2, seed: -1 })).status).toBe(400);
    expect((await draw({ basis: 'tco2e', n: 2 }, admin)).status).toBe(403);
    const empty = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const other = await freshAuditor(empty.tenantId, [Y]);
    const none = await draw({ basis: 'tco2e', n: 2 }, other.token);
    expect(none.status).toBe(400);
    expect(none.body.messageKey).toBe('sampleNothingToDraw');
  });
});

describe('tracing and marking a sampled figure', () => {
  it('shows the input row, conversion, factor with source and version, result, evidence and audit trail', async () => {
    const sample = (await draw({ basis: 'tco2e', n: 3, seed: 7 })).body;
    const big = sample.figures.find((f: { rowId: string }) => f.rowId === rows[2]);
    const trail = await call('GET', `/api/audit-samples/${Y}/${sample.id}/figures/${big.id}`, { token: auditor });
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    const t = trail.body;
    expect(t.row).toMatchObject({ unit: 'kWh', months: every('50000') });
    expect(t.lines.length).toBeGreaterThan(0);
    const factor = t.lines[0].factors[0];
    expect(factor).toMatchObject({ revision: expect.any(Number), value: expect.any(String) });
    expect(factor.source).toBeTruthy();
    expect(t.lines[0].conversions.length + t.lines[0].factors.length).toBeGreaterThan(0);
    expect(t.lines.reduce((sum: number, l: { value: number }) => sum + l.value, 0)).toBeCloseTo(big.value, 6);
    expect(t.evidence).toEqual([
      expect.objectContaining({ id: evidenceId, name: 'bill.pdf', sha256: expect.any(String) }),
    ]);
    expect(t.audit.some((a: { action: string }) => a.action.startsWith('resource.electricity'))).toBe(true);
    // Who saved it, by name as the screens show people (the trail's Who column), not by login.
    expect(t.audit.map((a: { actorName?: string }) => a.actorName)).toContain('Page Tester');
    // The company reads the trail too; a figure not in the sample is not found.
    expect((await call('GET', `/api/audit-samples/${Y}/${sample.id}/figures/${big.id}`, { token: admin })).status).toBe(
      200,
    );
    expect(
      (await call('GET', `/api/audit-samples/${Y}/${sample.id}/figures/nope.ghg.2.-.-`, { token: auditor })).status,
    ).toBe(404);
  });

  it('marks a figure agreed or an exception with a note, stored with the year', async () => {
    const sample = (await draw({ basis: 'tco2e', n: 2, seed: 9 })).body;
    const [a, b] = sample.figures;
    const mark = (figureId: string, body: Record<string, unknown>, token = auditor) =>
      call('PUT', `/api/audit-samples/${Y}/${sample.id}/figures/${figureId}`, { token, body });
    const noNote = await mark(b.id, { status: 'exception', version: 1 });
    expect(noNote.status).toBe(400);
    expect(noNote.body.data.issues[0].path).toContain('note');
    const agreed = await mark(a.id, { status: 'agreed', note: 'Agrees to the CLP bill.', version: 1 });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.version).toBe(2);
    expect((await mark(b.id, { status: 'agreed', version: 1 })).status).toBe(409);
    const exception = await mark(b.id, { status: 'exception', note: 'Meter reading differs.', version: 2 });
    expect(exception.status).toBe(200);
    expect((await mark(a.id, { status: 'agreed', version: 3 }, admin)).status).toBe(403);
    expect((await mark('x.ghg.2.-.-', { status: 'agreed', version: 3 })).status).toBe(400);
    const stored = (await call('GET', `/api/audit-samples/${Y}`, { token: admin })).body.find(
      (s: { id: string }) => s.id === sample.id,
    );
    expect(stored.figures.map((f: { mark?: { status: string } }) => f.mark?.status)).toEqual(['agreed', 'exception']);
    expect(stored.figures[1].mark).toMatchObject({ note: 'Meter reading differs.' });
    const log = await call('GET', '/api/audit/audit-log-masters?action=auditSample.mark&size=10', { token: admin });
    expect(log.body.items.length).toBeGreaterThanOrEqual(2);
  });
});
