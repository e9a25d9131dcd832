import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportData, loadReportInputs } from '@esg/core/domain/reports/data';
import { baseUrl, call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { pollUntilDone } from '../support/jobs';
import { every, saveBoundaries } from '../support/resources';

/**
 * Restating a printed year (docs/decisions/0118-restatement.md), in a company of its own: the year reopens into
 * version 2 with a reason, the version-1 assurance pack stays listed and downloadable beside the new one, the new
 * report says what was restated and why, and the next year's comparatives use the restated figure.
 */
const LAST = '2024-12-31';
const YEAR = '2025-12-31';
const REASON = 'The meter was read 10 % high all year; corrected from the supplier statement.';

let tenantId: string;
let token: string;
let platform: string;
let rowVersion: number;
let rowId: string;
let locationId: string;

const scope2Of = async (yearEnd: string, which: 'emissions' | 'previousEmissions') =>
  (await loadReportInputs(tenantId, yearEnd, 'en'))[which]!.provisions['A1.2']!.scope2!.value;
const restatements = async () => (await call('GET', `/api/restatements/${LAST}`, { token })).body;
const periodVersion = async (yearEnd: string) =>
  ((await call('GET', '/api/compPeriod', { token })).body as { yearEnd: string; version: number }[]).find(
    (p) => p.yearEnd === yearEnd,
  )!.version;
/** The year's electricity row saved with these months, over the version it was created with. */
const saveRow = (months: string[]) =>
  call('PUT', `/api/resource/electricity/${LAST}`, {
    token,
    body: {
      rows: [
        {
          id: rowId,
          version: rowVersion,
          locationId,
          unit: 'kWh',
          months,
          attributes: { supplier: 'clp', account: 'A-1' },
        },
      ],
    },
  });
const print = async (yearEnd: string) => {
  const res = await call('PUT', '/api/compPeriod/printed', {
    token: platform,
    body: { companyId: tenantId, yearEnd, printed: true, version: await periodVersion(yearEnd) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const buildPack = async () => {
  const res = await call('POST', `/api/assurance-pack/${LAST}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { job } = await pollUntilDone(token, res.body.id);
  expect(job.status).toBe('DONE');
  return res.body.id as string;
};
const download = (id: string) =>
  fetch(`${baseUrl()}/api/assurance-pack/download/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });

beforeAll(async () => {
  platform = await signIn('platform.admin');
  ({ tenantId, token } = await freshCompany([{ yearEnd: LAST }, { yearEnd: YEAR }], 'companyAdmin'));
  ({ hq: locationId } = await saveBoundaries(token, [LAST, YEAR]));
  for (const year of [LAST, YEAR]) {
    const saved = await call('PUT', `/api/resource/electricity/${year}`, {
      token,
      body: {
        rows: [
          {
            version: 0,
            locationId,
            unit: 'kWh',
            months: every('1000'),
            attributes: { supplier: 'clp', account: 'A-1' },
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    if (year === LAST) [rowId, rowVersion] = [saved.body.rows[0].id, saved.body.rows[0].version];
  }
  await print(LAST);
}, 60_000);

describe('restating a printed year', () => {
  it('refuses an open year, an empty reason and a stale version, each saying why', async () => {
    const open = await call('POST', `/api/restatements/${YEAR}`, {
      token,
      body: { reason: REASON, version: await periodVersion(YEAR) },
    });
    expect(open.status).toBe(409);
    expect(open.body.code).toBe('YEAR_NOT_PRINTED');
    const empty = await call('POST', `/api/restatements/${LAST}`, { token, body: { reason: '  ', version: 0 } });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('reason');
    const long = await call('POST', `/api/restatements/${LAST}`, {
      token,
      body: { reason: 'x'.repeat(1001), version: 0 },
    });
    expect(long.status).toBe(400);
    const stale = await call('POST', `/api/restatements/${LAST}`, {
      token,
      body: { reason: REASON, version: (await periodVersion(LAST)) - 1 },
    });
    expect(stale.status).toBe(409);
    expect(await restatements()).toMatchObject({ yearVersion: 1, printed: true, restatements: [] });
    // A printed year takes no writes.
    const locked = await saveRow(every('900'));
    expect(locked.status).toBe(423);
  });

  it('reopens the year as version 2, keeps version 1’s pack, and the reports say what changed and why', async () => {
    const firstPack = await buildPack();
    const before = await scope2Of(LAST, 'emissions');
    expect(await scope2Of(YEAR, 'previousEmissions')).toBe(before);

    const res = await call('POST', `/api/restatements/${LAST}`, {
      token,
      body: { reason: REASON, version: await periodVersion(LAST) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ yearEnd: LAST, yearVersion: 2, printed: false });
    // Named as the screens name people (ADR 0118), not by the login.
    expect(res.body.restatements).toEqual([expect.objectContaining({ version: 2, reason: REASON, by: 'Page Tester' })]);
    expect(await restatements()).toEqual(res.body);

    // The year takes the correction: every month was read 10 % high in the first version (a flat year: no anomaly).
    const fixed = every('900');
    const saved = await saveRow(fixed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await scope2Of(LAST, 'emissions');
    expect(after).toBeLessThan(before!);
    // The next year compares with the restated figure, before and after the year is printed again.
    expect(await scope2Of(YEAR, 'previousEmissions')).toBe(after);
    await print(LAST);
    expect(await scope2Of(YEAR, 'previousEmissions')).toBe(after);
    expect(await restatements()).toMatchObject({ yearVersion: 2, printed: true });

    // The restated year's report says so, in each language, with the figure as first reported and as restated.
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const { data } = await loadReportData(tenantId, LAST, lang);
      const section = data.sections.find((s) => s.id === 'about-restatement')!;
      expect(section, lang).toBeDefined();
      expect(JSON.stringify(section.blocks)).toContain(REASON);
      const table = section.blocks.find((b) => b.kind === 'table') as { rows: string[][] };
      expect(table.rows.some((r) => r[0]!.startsWith('A1.2'))).toBe(true);
    }
    // The next year's report has no restatement of its own.
    expect((await loadReportData(tenantId, YEAR, 'en')).data.sections.some((s) => s.id === 'about-restatement')).toBe(
      false,
    );

    // Both versions' packs are listed and downloadable.
    const secondPack = await buildPack();
    const list = await call('GET', `/api/assurance-packs/${LAST}`, { token });
    expect(list.status).toBe(200);
    const versions = Object.fromEntries(
      list.body.map((p: { id: string; yearVersion: number }) => [p.id, p.yearVersion]),
    );
    expect(versions).toMatchObject({ [firstPack]: 1, [secondPack]: 2 });
    for (const id of [firstPack, secondPack]) {
      const redirect = await download(id);
      expect(redirect.status).toBe(302);
      const zip = await fetch(redirect.headers.get('location')!);
      expect(zip.status).toBe(200);
      expect(zip.headers.get('content-disposition')).toContain(
        id === firstPack ? `assurance-pack-${LAST}.zip` : `assurance-pack-${LAST}-v2.zip`,
      );
    }
  }, 240_000);

  it('is another company’s year to nobody: 404', async () => {
    const { token: other } = await freshCompany([{ yearEnd: '2023-12-31' }], 'companyAdmin');
    expect((await call('GET', `/api/restatements/${LAST}`, { token: other })).status).toBe(404);
    expect(
      (await call('POST', `/api/restatements/${LAST}`, { token: other, body: { reason: REASON, version: 1 } })).status,
    ).toBe(404);
    expect((await call('GET', `/api/assurance-packs/${LAST}`, { token: other })).status).toBe(404);
  });
});
