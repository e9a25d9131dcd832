import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { Messages } from '@esg/core/messageCatalogue';
import { call, signIn } from '../support/api';
import { freshAuditor } from '../support/auditor';
import { freshCompany } from '../support/company';
import { clpRow, every, saveBoundaries } from '../support/resources';

/**
 * A sample belongs to the year's version it was drawn in (docs/decisions/0116-sample-and-trace.md, 0118-restatement.md):
 * once the year is restated, a sample of the replaced version says so and takes no more marks; its marks stay the
 * record of that version, and a sample drawn now is of the restated version. In a company of its own.
 */
const Y = '2025-12-31';
const REASON = 'The shop’s meter was read twice in March.';

interface Sample {
  id: string;
  version: number;
  yearVersion: number;
  restatedSince: boolean;
  figures: { id: string; mark?: { status: string; note: string } }[];
}

let tenantId: string;
let admin: string;
let auditor: string;
let v1: Sample;

const samples = async (token = admin) => (await call('GET', `/api/audit-samples/${Y}`, { token })).body as Sample[];
const sampleOf = async (id: string) => (await samples()).find((s) => s.id === id)!;
const draw = () => call('POST', `/api/audit-samples/${Y}`, { token: auditor, body: { basis: 'tco2e', n: 2, seed: 5 } });
const mark = (s: Pick<Sample, 'id'>, figureId: string, body: Record<string, unknown>) =>
  call('PUT', `/api/audit-samples/${Y}/${s.id}/figures/${figureId}`, { token: auditor, body });
const periodVersion = async () =>
  ((await call('GET', '/api/compPeriod', { token: admin })).body as { yearEnd: string; version: number }[]).find(
    (p) => p.yearEnd === Y,
  )!.version;

beforeAll(async () => {
  ({ tenantId, token: admin } = await freshCompany([{ yearEnd: Y }], 'companyAdmin'));
  const loc = await saveBoundaries(admin, [Y]);
  const other = { ...clpRow(loc.hq, every('3000')), attributes: { supplier: 'clp', account: 'B-2' } };
  const saved = await call('PUT', `/api/resource/electricity/${Y}`, {
    token: admin,
    body: { rows: [clpRow(loc.hq, every('800')), other] },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  auditor = (await freshAuditor(tenantId, [Y])).token;

  // Version 1, drawn and one figure marked while the year is open, the other once it is printed.
  const drawn = await draw();
  expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
  v1 = drawn.body;
  expect(v1).toMatchObject({ yearVersion: 1, restatedSince: false });
  const [a, b] = v1.figures;
  expect((await mark(v1, a!.id, { status: 'agreed', note: 'Agrees to the bill.', version: 1 })).status).toBe(200);
  const printed = await call('PUT', '/api/compPeriod/printed', {
    token: await signIn('platform.admin'),
    body: { companyId: tenantId, yearEnd: Y, printed: true, version: await periodVersion() },
  });
  expect(printed.status, JSON.stringify(printed.body)).toBe(200);
  const exception = await mark(v1, b!.id, { status: 'exception', note: 'Meter read twice.', version: 2 });
  expect(exception.status, JSON.stringify(exception.body)).toBe(200);

  const restated = await call('POST', `/api/restatements/${Y}`, {
    token: admin,
    body: { reason: REASON, version: await periodVersion() },
  });
  expect(restated.status, JSON.stringify(restated.body)).toBe(201);
}, 60_000);

describe('a sample of a year restated since it was drawn', () => {
  it('is listed as drawn in version 1 and restated since, its marks kept as that version’s record', async () => {
    const listed = await sampleOf(v1.id);
    expect(listed).toMatchObject({ yearVersion: 1, restatedSince: true, version: 3 });
    expect(listed.figures.map((f) => f.mark?.status)).toEqual(['agreed', 'exception']);
    expect(listed.figures[1]!.mark).toMatchObject({ note: 'Meter read twice.' });
    // The auditor reads the same; the trail of one of its figures says so too.
    expect((await samples(auditor)).find((s) => s.id === v1.id)).toMatchObject({ restatedSince: true });
    const trail = await call('GET', `/api/audit-samples/${Y}/${v1.id}/figures/${v1.figures[0]!.id}`, {
      token: auditor,
    });
    expect(trail.status).toBe(200);
    expect(trail.body).toMatchObject({ sampleVersion: 3, yearVersion: 1, restatedSince: true });
  });

  it('takes no more marks: 409 with the message to draw a new sample, whatever version the mark was based on', async () => {
    for (const version of [3, 1]) {
      const refused = await mark(v1, v1.figures[0]!.id, { status: 'exception', note: 'Changed my mind.', version });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'SAMPLE_RESTATED',
        messageKey: 'sampleYearRestated',
        message: Messages.sampleYearRestated,
        data: { yearVersion: 1, currentYearVersion: 2 },
      });
    }
    expect((await sampleOf(v1.id)).figures[0]!.mark).toMatchObject({ status: 'agreed', note: 'Agrees to the bill.' });
  });

  it('draws a new sample in version 2, which takes marks', async () => {
    const drawn = await draw();
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    expect(drawn.body).toMatchObject({ yearVersion: 2, restatedSince: false });
    const marked = await mark(drawn.body, drawn.body.figures[0].id, { status: 'agreed', version: 1 });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ version: 2, yearVersion: 2, restatedSince: false });
    const listed = await samples();
    expect(listed.map((s) => [s.id, s.yearVersion, s.restatedSince])).toEqual([
      [drawn.body.id, 2, false],
      [v1.id, 1, true],
    ]);
  });

  it('reads a sample stored before the year version was recorded as version 1', async () => {
    const stored = await sampleOf(v1.id);
    await runInContext({ requestId: ulid() }, () =>
      write({
        tenantId,
        action: 'test.sample',
        changes: [
          {
            op: 'update',
            key: keys.auditSample(tenantId, Y, v1.id),
            expectedVersion: stored.version,
            set: {},
            remove: ['yearVersion'],
          },
        ],
      }),
    );
    expect(await sampleOf(v1.id)).toMatchObject({ yearVersion: 1, restatedSince: true, version: stored.version + 1 });
    const refused = await mark(v1, v1.figures[0]!.id, { status: 'agreed', version: stored.version + 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.messageKey).toBe('sampleYearRestated');
  });
});
