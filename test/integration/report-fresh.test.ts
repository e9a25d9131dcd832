import { ulid } from 'ulid';
import { codeReference } from '@esg/core/domain/kpi/codeText';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { loadReportData } from '@esg/core/domain/reports/data';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { formatDate } from '@esg/core/lib/dates';
import { call, signIn } from '../support/api';
import { freshCompany, periodIds } from '../support/company';
import { printedThenFactorEdited } from '../support/printing';
import { printReport, squeeze } from '../support/report';
import { boundaryRow, saveBoundaries } from '../support/resources';
import { WORKFORCE } from '../support/workforce';

/**
 * A company with no data, then with its materiality assessment and workforce, a company's
 * explanations in the content index, and a printed year's report after a factor edit. Each variant is printed once; its tests read that print.
 */
const YEAR = '2024-12-31';
const NEXT = '2025-12-31';
const ASPECTS = ['A1', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'];
const en = REPORT_MESSAGES.en;
let co: Awaited<ReturnType<typeof freshCompany>>;
let fresh: string;

/** Three board members, two of whom answer: Emissions (A1) at 8/6 and 6/8, every other topic at 3/3 and 4/4. */
async function answerQuestionnaire() {
  const saved = await call('PUT', `/api/boardmembers/${YEAR}`, {
    token: co.token,
    body: {
      version: 0,
      members: ['Ann Lau', 'Ben Tse', 'Cy Ng'].map((name) => ({
        name,
        positionTitle: 'Director',
        email: `${name.split(' ')[0]!.toLowerCase()}.${ulid().toLowerCase()}@example.com`,
      })),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await call('POST', `/api/questionnaire/sendBoardEmails/${YEAR}`, { token: co.token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const links = (sent.body.results as { link: string }[]).map((r) => /questionnaire\?id=([\w-]+)/.exec(r.link)![1]!);
  const answers: [number, number, number][] = [
    [8, 6, 3],
    [6, 8, 4],
  ];
  for (const [i, [company, personal, other]] of answers.entries()) {
    const scores = Object.fromEntries(
      ASPECTS.map((t) => [t, t === 'A1' ? { company, personal } : { company: other, personal: other }]),
    );
    const res = await call('POST', '/api/questionnaire', { body: { id: links[i], scores } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

beforeAll(async () => {
  co = await freshCompany([{ yearEnd: YEAR }]);
  fresh = (await printReport(co.tenantId, YEAR, 'en')).join('\n');
}, 180_000);

afterAll(() => closeBrowser());

describe('the report of a company with no data', () => {
  it('says in words that each part has nothing, with no empty table and no NaN or undefined', async () => {
    const text = squeeze(fresh);
    for (const said of [en.boundaryNone, en.materialityNone, en.quantitativeNone, en.consistencyFirst, en.sectionEmpty])
      expect(text).toContain(squeeze(said));
    expect(fresh).not.toMatch(/\bNaN\b|\bundefined\b|\bnull\b|\{\{|Invalid Date/);
    // No evidence attached: no Evidence part, never a sentence about the workflow (ADR 0043).
    expect(text).not.toContain(squeeze(en.evidence));
    // The period in DD-MM-YYYY on the cover and in the footer of every page.
    expect(text).toContain(squeeze(en.period.replace('{start}', '01-01-2024').replace('{end}', '31-12-2024')));
    // (The page line "Page 1 of 10" is a margin box the text extraction runs into the footer's period.)
    expect(fresh.replace(/Page \d+ of \d+/g, ' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const { data } = await loadReportData(co.tenantId, YEAR, 'en');
    for (const s of data.sections) {
      if (s.level === 2) expect(s.blocks.length, s.id).toBeGreaterThan(0);
      for (const b of s.blocks)
        if (b.kind === 'table') expect(b.rows.length, `${s.id}: ${b.caption}`).toBeGreaterThan(0);
    }
  });
});

describe("a company with its board's materiality answers and its workforce", () => {
  let text: string;

  beforeAll(async () => {
    await answerQuestionnaire();
    const { [YEAR]: periodId } = await periodIds(co.token, [YEAR]);
    // Over 50's leavers are never entered (the age groups still add up): its turnover is not entered, never 0 %.
    const { leaversOver50: _never, ...workforce } = WORKFORCE;
    const employment = await call('PUT', '/api/employee/batch', {
      token: co.token,
      body: { id: periodId, values: workforce, version: 0 },
    });
    expect(employment.status, JSON.stringify(employment.body)).toBe(200);
    const safety = await call('PUT', '/api/health-safety', {
      token: co.token,
      body: {
        year: YEAR,
        values: {
          fatalities: '1',
          lostDays: '37.5',
          earlierYears: [{ yearEnd: '2023-12-31', fatalities: '2', workforce: '300' }],
        },
        version: 0,
      },
    });
    expect(safety.status, JSON.stringify(safety.body)).toBe(200);
    text = squeeze((await printReport(co.tenantId, YEAR, 'en')).join('\n'));
  }, 180_000);

  it('prints the method, each topic with its mean scores, the threshold, the material topics and the matrix', () => {
    expect(text).not.toContain(squeeze(en.materialityNone));
    const today = formatDate(new Date().toISOString());
    expect(text).toContain(squeeze(`asked its 3 board members`));
    // Both answers on one day: "on" that day, never "between" it and itself.
    expect(text).toContain(squeeze(`2 answered on ${today}.`));
    expect(text).toContain(squeeze('reach the threshold of 5.5'));
    expect(text).toContain(squeeze('Material topics: Emissions.'));
    // The table: topic, mean importance to the company, to the board, answers, material.
    expect(text).toContain(squeeze('Emissions 7 7 2 Yes'));
    expect(text).toContain(squeeze('Use of resources 3.5 3.5 2 No'));
    // The matrix is drawn inline: its title and point labels are text in the PDF.
    expect(text).toContain(squeeze('Materiality matrix · 31-12-2024'));
    expect(text).toContain(squeeze('Emissions (2)'));
  });

  it('prints the social figures the social routes answer (B1 workforce and turnover, B2 fatalities)', async () => {
    const { [YEAR]: periodId } = await periodIds(co.token, [YEAR]);
    const [employment, safety] = await Promise.all([
      call('GET', `/api/employee/${periodId}`, { token: co.token }),
      call('GET', `/api/health-safety?year=${YEAR}`, { token: co.token }),
    ]);
    const v = employment.body.values as Record<string, string>;
    // Total, then begin, end, hires, leavers and the turnover rate the route computed (3 ÷ 12 = 25 %).
    expect(v.turnoverTotal).toBe('25');
    expect(text).toContain(squeeze(['Total', v.beginTotal, v.endTotal, v.hiresTotal, v.leaversTotal, '25'].join(' ')));
    expect(text).toContain(squeeze(['By gender – Male', v.beginMale, v.endMale, v.hiresMale, v.leaversMale].join(' ')));
    // A group's figure never entered (ADR 0069): its leavers '–' and its turnover "not entered", never 0 %;
    // a breakdown never entered at all (employment type) is not printed.
    expect(v.turnoverOver50).toBeUndefined();
    expect(text).toContain(squeeze(`By age group – Over 50 2 3 1 – ${en.notAvailable}`));
    expect(text).not.toContain(squeeze('By age group – Over 50 2 3 1 0'));
    expect(text).not.toContain(squeeze('By employment type'));
    // B2.1: each year of the three-year series as the route computes it (rate per 100 workers).
    const series = safety.body.series as { yearEnd: string; fatalities?: string; rate?: string }[];
    expect(series.map((y) => y.yearEnd)).toEqual(['2024-12-31', '2023-12-31', '2022-12-31']);
    for (const y of series.filter((s) => s.fatalities))
      expect(text).toContain(squeeze([formatDate(y.yearEnd), y.fatalities, y.rate ?? ''].join(' ')));
    expect(text).toContain(squeeze('31-12-2023 2 0.67'));
  });
});

describe("the content index of a company's explanations", () => {
  it('shows each explained or not-applicable provision with its reason, in the index and never as a gap', async () => {
    const c = await freshCompany([{ yearEnd: NEXT }]);
    const reasons = {
      capital: 'Capital plans are not yet split by climate purpose.',
      transit: 'No transition-exposed assets.',
    };
    const saved = await call('PUT', `/api/page-data/climate_metrics/${NEXT}`, {
      token: c.token,
      body: {
        version: 0,
        values: {
          capitalDisclosure: 'explained',
          capitalDisclosureReason: reasons.capital,
          transitionRiskDisclosure: 'notApplicable',
          transitionRiskDisclosureReason: reasons.transit,
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Before printing: neither is a gap, and the generate page's index carries the reason.
    const index = await call('GET', `/api/report-index/${NEXT}`, { token: c.token });
    expect(index.status).toBe(200);
    const entry = (code: string) => index.body.entries.find((e: { code: string }) => e.code === code);
    expect(entry('D-MT-CAP')).toMatchObject({ state: 'explained', reason: reasons.capital });
    expect(entry('D-MT-TR')).toMatchObject({ state: 'notApplicable', reason: reasons.transit });
    expect(index.body.gaps).not.toContain('D-MT-CAP');
    expect(index.body.gaps).not.toContain('D-MT-TR');
    expect(index.body.gaps).toContain('D-MT-ICP');
    // In the printed index: the provision's row says Explained / Not applicable with the company's words.
    const text = squeeze((await printReport(c.tenantId, NEXT, 'en')).join('\n'));
    const at = text.lastIndexOf(squeeze(en.index)); // the index table's caption, after the contents
    /** A provision's row of the index: from its code to the next provision's. */
    const ref = (code: string) => squeeze(codeReference(code, 'en'));
    const row = (code: string, next: string) => {
      const from = text.indexOf(ref(code), at);
      return text.slice(from, text.indexOf(ref(next), from));
    };
    expect(row('D-MT-CAP', 'D-MT-ICP')).toContain(squeeze(en.explained.replace('{reason}', reasons.capital)));
    expect(row('D-MT-TR', 'D-MT-PR')).toContain(squeeze(en.notApplicable.replace('{reason}', reasons.transit)));
    expect(row('D-MT-ICP', 'D-MT-REM')).toContain(squeeze(en.notDisclosed));
  }, 180_000);
});

describe('a printed year', () => {
  it('prints the same final report after an emission factor it used is edited', async () => {
    const printed = await freshCompany([{ yearEnd: YEAR }, { yearEnd: NEXT }]);
    const loc = await saveBoundaries(printed.token, [YEAR, NEXT]);
    const platform = await signIn('platform.admin');
    let before = '';
    const { factorId } = await printedThenFactorEdited(printed, platform, loc.hq, [YEAR, NEXT], 0.8, async () => {
      before = (await printReport(printed.tenantId, YEAR, 'en')).join('\n');
    });
    const after = (await printReport(printed.tenantId, YEAR, 'en')).join('\n');
    // The factor is in the report by name (never its id: ADR 0086), at the value it had when the year was printed.
    expect(squeeze(before)).toContain(squeeze('Test grid customers'));
    expect(before).not.toContain(factorId);
    expect(before).not.toContain('DRAFT');
    const generated = /Generated on \d{2}-\d{2}-\d{4}/g;
    expect(after.replace(generated, '')).toBe(before.replace(generated, ''));
  }, 300_000);
});

describe('the boundary compared with last year', () => {
  const about = async (tenantId: string) =>
    squeeze(
      (await loadReportData(tenantId, NEXT, 'en')).data.sections
        .flatMap((s) => s.blocks)
        .flatMap((b) => (b.kind === 'p' ? [b.text] : []))
        .join('\n'),
    );

  it('claims no change when last year recorded no boundary, and none when both years hold the same', async () => {
    const c = await freshCompany([{ yearEnd: YEAR }, { yearEnd: NEXT }]);
    const ids = await saveBoundaries(c.token, [NEXT]);
    const unrecorded = await about(c.tenantId);
    for (const claim of [en.boundaryChanged, en.changeBoundary, en.boundaryUnchanged])
      expect(unrecorded).not.toContain(squeeze(claim));
    const same = await call('PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
      token: c.token,
      body: {
        values: {
          locations: [boundaryRow('HQ', ids.hq), boundaryRow('Shop', ids.shop), boundaryRow('Depot', ids.depot, 'no')],
        },
        version: 0,
      },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    const recorded = await about(c.tenantId);
    expect(recorded).toContain(squeeze(en.boundaryUnchanged));
    expect(recorded).not.toContain(squeeze(en.changeBoundary));
  });
});
