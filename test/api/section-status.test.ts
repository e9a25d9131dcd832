import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write } from '@esg/core/infra/db/write';
import { createJob } from '@esg/core/domain/reports/jobs';
import { pageByKey } from '@esg/core/pages/index';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { blank, every, saveBoundaries } from '../support/resources';

const Y1 = '2024-12-31';
const Y2 = '2025-12-31';

const status = (token: string, year = Y2) => call('GET', `/api/section-status/${year}`, { token });
const put = (token: string, page: string, values: unknown, year = Y2, version = 0) =>
  call('PUT', `/api/page-data/${page}/${year}`, { token, body: { values, version } });

/** The page's comply card with every provision on it marked not applicable, with a reason. */
const explainEverything = (pageKey: string) =>
  Object.fromEntries(
    (pageByKey(pageKey)?.explains ?? []).flatMap((e) => [
      [e.choice, 'notApplicable'],
      [e.reason, 'Not relevant to a holding company.'],
    ]),
  );

/** Section → status, as the home review reads them. */
async function statuses(token: string, year = Y2) {
  const res = await status(token, year);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(
    (res.body.sections as { section: string; status: string }[]).map((s) => [s.section, s.status]),
  );
}

const NOTHING_YET = {
  background: 'notStarted',
  environmental: 'notStarted',
  climate: 'notStarted',
  social: 'notStarted',
  miscellaneous: 'notStarted',
  reporting: 'notStarted',
};
/** A year under the 2020 rules (financial year starting before 2025) has no Climate section (HKEX Part D). */
const { climate: _, ...NOTHING_YET_2020 } = NOTHING_YET;

let token: string;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
});

describe('GET /api/section-status/{year} (the home review)', () => {
  it('reports every report section as not started before anything is saved', async () => {
    const res = await status(token);
    expect(res.body).toMatchObject({ yearEnd: Y2, ruleSet: '2025' });
    expect(res.body.sections.map((s: { section: string }) => s.section)).toEqual(Object.keys(NOTHING_YET));
    expect(await statuses(token)).toEqual(NOTHING_YET);
  });

  it('has a Climate section for a 2025 year only, which a saved Part D page moves to in progress', async () => {
    const y1 = await status(token, Y1);
    expect(y1.body.ruleSet).toBe('2020');
    expect(y1.body.sections.map((s: { section: string }) => s.section)).not.toContain('climate');
    const co = await freshCompany([{ yearEnd: Y2 }]);
    const saved = await put(co.token, 'climate_governance', { oversightBody: 'Sustainability committee' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await statuses(co.token)).toEqual({ ...NOTHING_YET, climate: 'inProgress' });
  });

  it('moves a section to in progress when one of its pages is saved, then to complete with all of them answered or explained', async () => {
    const saved = await put(token, 'anti_corruption', {
      anyCorruptionCase: { answer: 0 },
      staffTraining: { answer: 0 },
      ...explainEverything('anti_corruption'),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await statuses(token)).toEqual({ ...NOTHING_YET, social: 'inProgress' });
    const social = (await status(token)).body.sections.find((s: { section: string }) => s.section === 'social');
    expect(social).toMatchObject({ pages: 8, savedPages: 1, missingMandatory: [] });

    const saveAll = {
      community_investment: {
        communityPolicy: 'We fund harbour clean-ups.',
        anyContribution: { answer: 0 },
        anyCharitableActivity: { answer: 0 },
      },
      employment: { beginTotal: '2', beginMale: '1', beginFemale: '1' },
      development_training: { employeesTotal: '2', traineesTotal: '1' },
      supply_chain: { suppliersEngaged: '0' },
      product: { productsSold: '10', productsRecalled: '0' },
      health_safety: { fatalities: '0' },
    };
    for (const [pageKey, values] of Object.entries(saveAll)) {
      const res = await put(token, pageKey, { ...values, ...explainEverything(pageKey) });
      expect(res.status, `${pageKey} ${JSON.stringify(res.body)}`).toBe(200);
      expect(await statuses(token)).toEqual({ ...NOTHING_YET, social: 'inProgress' });
    }

    // Labour standards (B4) answered in part: B4.2 and the policy B4-GD are neither answered nor explained.
    const labour = await put(token, 'labour_standards', { reviewMeasures: 'Identity checks at hiring.' });
    expect(labour.status, JSON.stringify(labour.body)).toBe(200);
    const partly = (await status(token)).body.sections.find((s: { section: string }) => s.section === 'social');
    expect(partly).toMatchObject({ status: 'inProgress', pages: 8, savedPages: 8, unexplained: ['B4-GD', 'B4.2'] });

    // Explained without a reason is refused; with one, the section is complete.
    const noReason = await put(token, 'labour_standards', { b4_2Disclosure: 'explained' }, Y2, 1);
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.issues).toEqual([
      { path: 'b4_2DisclosureReason', code: 'missingInput', message: 'Missing input.' },
    ]);
    const explained = await put(
      token,
      'labour_standards',
      { reviewMeasures: 'Identity checks at hiring.', ...explainEverything('labour_standards') },
      Y2,
      1,
    );
    expect(explained.status, JSON.stringify(explained.body)).toBe(200);
    expect(await statuses(token)).toEqual({ ...NOTHING_YET, social: 'complete' });
    // Another year of the same company is untouched.
    expect(await statuses(token, Y1)).toEqual(NOTHING_YET_2020);
  });

  it('names the mandatory provisions an in-progress section still lacks', async () => {
    // The board statement feeds MDR-GOV (mandatory); saved empty, it leaves the provision missing.
    const saved = await put(token, 'board_statement', {}, Y1);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const bg = (await status(token, Y1)).body.sections.find((s: { section: string }) => s.section === 'background');
    expect(bg).toMatchObject({ status: 'inProgress', savedPages: 1 });
    expect(bg.missingMandatory).toContain('MDR-GOV');
  });

  it('completes the reporting section only once the year is printed and its final report exists', async () => {
    const f = await freshCompany([{ yearEnd: Y1, printed: true }, { yearEnd: Y2 }]);
    const printedReport = async (yearEnd: string, edition: 'draft' | 'final') => {
      const job = await runInContext({ requestId: ulid() }, () =>
        createJob(f.tenantId, 'test', yearEnd, () => [], { edition }),
      );
      const key = keys.reportJob(f.tenantId, job.id);
      await runInContext({ requestId: ulid() }, () =>
        write({
          tenantId: f.tenantId,
          action: 'report.done',
          changes: [{ op: 'update', key, expectedVersion: 1, set: { status: 'DONE' } }],
        }),
      );
    };
    await printedReport(Y2, 'draft');
    expect((await statuses(f.token)).reporting).toBe('notStarted'); // a draft of an open year is not the end
    expect((await statuses(f.token, Y1)).reporting).toBe('notStarted'); // printed, but no final report yet
    await printedReport(Y1, 'final');
    expect((await statuses(f.token, Y1)).reporting).toBe('complete');
  });

  it('moves Environmental to in progress once an electricity row has a month entered', async () => {
    // A company of its own: its boundary (background page data) is the only other thing saved.
    const co = await freshCompany([{ yearEnd: Y2 }]);
    const loc = await saveBoundaries(co.token, [Y2]);
    const before = await statuses(co.token);
    expect(before).toEqual({ ...NOTHING_YET, background: 'inProgress' });

    const row = (months: string[]) => ({
      version: 0,
      locationId: loc.hq,
      unit: 'kWh',
      months,
      attributes: { supplier: 'clp', account: '0123-456' },
    });
    const empty = await call('PUT', `/api/resource/electricity/${Y2}`, {
      token: co.token,
      body: { rows: [row(blank())] },
    });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(await statuses(co.token)).toEqual(before); // a row with no month entered is not data

    // The same meter's months entered: its row updated (a second row for it would be refused, ADR 0070).
    const { id, version } = empty.body.rows[0] as { id: string; version: number };
    const saved = await call('PUT', `/api/resource/electricity/${Y2}`, {
      token: co.token,
      body: { rows: [{ ...row(every('1000')), id, version }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await statuses(co.token)).toEqual({ ...before, environmental: 'inProgress' });
    const env = (await status(co.token)).body.sections.find((s: { section: string }) => s.section === 'environmental');
    expect(env).toMatchObject({ savedPages: 1 });
    expect(env.pages).toBeGreaterThan(1);
  });

  it("answers 404 for another company's year, 400 for a bad year and 401 without a token", async () => {
    expect((await status(await signIn('acme.admin'))).status).toBe(200); // Acme has 2025-12-31 too
    expect((await status(await signIn('globex.admin'))).status).toBe(404);
    expect((await call('GET', '/api/section-status/2025-13-45', { token })).status).toBe(400);
    expect((await call('GET', `/api/section-status/${Y2}`)).status).toBe(401);
  });
});
