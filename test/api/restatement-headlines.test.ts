import { beforeAll, describe, expect, it } from 'vitest';
import { loadReportData } from '@esg/core/domain/reports/data';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { certificate, every, saveBoundaries } from '../support/resources';

/**
 * A restated year's report lists every headline figure it prints that changed (docs/decisions/0118-restatement.md):
 * after a corrected electricity row, market-based Scope 2 (ADR 0090) and Part D's screened Scope 3 total (ADR 0109)
 * beside location-based Scope 2, each as first reported and as restated. A 2025 year of a company of its own, with a
 * certificate on the row and Scope 3 category 3 (fuel- and energy-related activities) screened in.
 */
const YEAR = '2025-12-31';
const REASON = 'The Kwun Tong meter was read high all year; corrected from the supplier statement.';

let tenantId: string;
let token: string;
let platform: string;

const periodVersion = async () =>
  ((await call('GET', '/api/compPeriod', { token })).body as { yearEnd: string; version: number }[]).find(
    (p) => p.yearEnd === YEAR,
  )!.version;
const print = async () => {
  const res = await call('PUT', '/api/compPeriod/printed', {
    token: platform,
    body: { companyId: tenantId, yearEnd: YEAR, printed: true, version: await periodVersion() },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const row = (kWh: string, saved?: { id: string; version: number }) => ({
  version: 0,
  ...saved,
  locationId: '',
  unit: 'kWh',
  months: every(kWh),
  attributes: { supplier: 'clp', account: 'A-1', instruments: [certificate('60')] },
});

beforeAll(async () => {
  platform = await signIn('platform.admin');
  ({ tenantId, token } = await freshCompany([{ yearEnd: YEAR }], 'companyAdmin'));
  const { hq } = await saveBoundaries(token, [YEAR]);
  const save = (r: ReturnType<typeof row>) =>
    call('PUT', `/api/resource/electricity/${YEAR}`, { token, body: { rows: [{ ...r, locationId: hq }] } });
  const first = await save(row('10000'));
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const page = await call('PUT', `/api/page-data/climate_metrics/${YEAR}`, {
    token,
    body: {
      version: 0,
      values: { scope3Screening: [{ category: '3', relevance: 'relevant', method: 'average', tier: '2' }] },
    },
  });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  await print();
  const restated = await call('POST', `/api/restatements/${YEAR}`, {
    token,
    body: { reason: REASON, version: await periodVersion() },
  });
  expect(restated.status, JSON.stringify(restated.body)).toBe(201);
  const { id, version } = first.body.rows[0];
  const corrected = await save(row('9000', { id, version }));
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  await print();
}, 120_000);

describe('a restated year’s report', () => {
  it('lists market-based Scope 2 and Part D’s Scope 3 total among the changed figures, in each language', async () => {
    const labels = {
      en: ['D-MT-GHG2 Scope 2 (market-based)', 'D-MT-GHG3 Scope 3 (other indirect)'],
      hk: ['D-MT-GHG2 範圍2（按市場計算）', 'D-MT-GHG3 範圍3（其他間接）'],
      cn: ['D-MT-GHG2 范围2（按市场计算）', 'D-MT-GHG3 范围3（其他间接）'],
    } as const;
    for (const lang of ['en', 'hk', 'cn'] as const) {
      const { data } = await loadReportData(tenantId, YEAR, lang);
      const section = data.sections.find((s) => s.id === 'about-restatement')!;
      const table = section.blocks.find((b) => b.kind === 'table') as { rows: string[][] };
      const names = table.rows.map((r) => r[0]);
      expect(names, lang).toEqual(expect.arrayContaining([...labels[lang], expect.stringMatching(/^A1\.2 /)]));
      for (const label of labels[lang]) {
        const [, , before, after] = table.rows.find((r) => r[0] === label)!;
        expect(before, `${lang} ${label}`).not.toBe(after);
        expect(before).not.toBe('–');
      }
      // The report prints the screened total, not the calculation's D-MT-GHG3 total: only the former is listed.
      expect(names.filter((n) => n!.startsWith('D-MT-GHG3 '))).toHaveLength(1);
    }
  });
});
