import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '@esg/functions/workers/chromium';
import { REPORT_MESSAGES } from '@esg/core/domain/reports/messages';
import { PAGE_TITLES, type TitleKey } from '@esg/core/pages/titles';
import { call, signIn, type Reply } from '../support/api';
import { freshCompany, periodIds } from '../support/company';
import { emissionFiguresIn, factorRows, printReport, socialFiguresIn, squeeze } from '../support/report';
import { boundaryRow, every, saveBoundaries } from '../support/resources';
import { CLEAN_UP } from '../support/socialPage';
import { WORKFORCE } from '../support/workforce';

/**
 * A company filled through the API — governance, a changed boundary with its reason, one
 * electricity account, a row of every other resource the A1/A2 tables read, the workforce, every Social page
 * B3–B8, environmental targets and steps, a qualification and an award — and its FY2025 report, printed once:
 * each of those answers is in the PDF's text as the routes answer them.
 */
const LAST = '2024-12-31';
const YEAR = '2025-12-31';
const en = REPORT_MESSAGES.en;
const REASON = 'The Kiosk opened in March 2025 and is run by our own staff.';
const PROXY = `test-grid-${ulid().slice(-8).toLowerCase()}`;

const governance = {
  board_statement: {
    boardOversight: 'The board reviews ESG risks at every quarterly meeting.',
    managementApproach: 'An ESG working group led by the CFO sets yearly targets.',
    progressReview: 'Progress against the targets is reviewed every half year.',
  },
  board_committee: {
    committeeName: 'Sustainability Committee',
    establishedOn: '2021-04-01',
    committeeMandate: 'Oversees the ESG strategy and this report.',
    meetingsHeld: '4',
    members: [
      { name: 'Ada Kwok', positionTitle: 'Committee chair', email: 'ada.kwok@example.com' },
      { name: 'Bo Lam', positionTitle: 'Independent director', email: 'bo.lam@example.com' },
    ],
  },
  risk_management: {
    riskProcess: 'A yearly risk workshop scores each ESG risk by likelihood and impact.',
    internalControlReview: { answer: 0 },
  },
  stakeholder: {
    groups: [{ priority: '1', group: 'employees', channels: ['surveys'], activities: ['training'] }],
    engagementProcess: 'An online survey of staff and suppliers every autumn.',
  },
  policies: {
    // Every aspect is answered (the page asks for all): Emissions Yes, the others No.
    ...Object.fromEntries(
      ['useOfResources', 'naturalResources', 'climateChange', 'employment', 'healthSafety', 'training']
        .concat(['labourStandards', 'supplyChain', 'productResponsibility', 'antiCorruption', 'communityInvestment'])
        .map((id) => [id, { answer: 0 }]),
    ),
    emissions: {
      answer: 1,
      details: { emissionsName: 'Clean Air Policy', emissionsDetails: 'Air and GHG emissions of every site.' },
    },
  },
};

/** Miscellaneous: professional qualifications and awards, ordered lists. */
const misc = {
  prof_quali: {
    qualifications: [{ sequence: '1', qualification: 'ISO 14001:2015', issuer: 'HKQAA', validUntil: '2027-06-30' }],
  },
  corp_awards: {
    awards: [{ sequence: '1', award: 'Caring Company 2024/25', awardedBy: 'HKCSS', awardedOn: '2025-11-02' }],
  },
};

/** The narratives HKEX asks beside the environmental figures: targets and steps (A1.5, A2.3), the environment (A3.1). */
const narratives = {
  electricities: {
    emissionTargets: 'Cut Scope 2 emissions by 20% from 2024 by 2030 with LED lighting.',
    energyTargets: 'Use 10% less electricity per square metre by 2028.',
  },
  paper: { paperSteps: 'Double-sided printing is the default on every printer.' },
};

/** B3–B8, each saved through its spec call (the route computes the derived figures). */
const SOCIAL: { key: string; path: (id: string) => string; values: object }[] = [
  {
    key: 'development_training',
    path: (id) => `/api/dev-train/batch/${id}`,
    values: {
      ...{ employeesTotal: '14', traineesTotal: '11', trainingHoursTotal: '245.5' },
      ...{ employeesMale: '8', traineesMale: '6', trainingHoursMale: '130' },
      ...{ employeesFemale: '6', traineesFemale: '5', trainingHoursFemale: '115.5' },
      ...{ employeesSeniorManagement: '3', traineesSeniorManagement: '2', trainingHoursSeniorManagement: '21' },
      ...{ employeesGeneralStaff: '9', traineesGeneralStaff: '8', trainingHoursGeneralStaff: '190.25' },
    },
  },
  {
    key: 'labour_standards',
    path: () => `/api/page-data/labour_standards/${YEAR}`,
    values: {
      reviewMeasures: 'Identity documents are checked at every hire.',
      eliminationSteps: 'Any case found is ended at once and reported to the board.',
    },
  },
  {
    key: 'supply_chain',
    path: (id) => `/api/supply-chain/${id}`,
    values: {
      suppliersByRegion: [
        { region: 'Hong Kong', suppliers: '12' },
        { region: 'Mainland China', suppliers: '1030' },
      ],
      engagementPractices: 'Every supplier signs our code of conduct.',
      suppliersEngaged: '1000',
    },
  },
  {
    key: 'product',
    path: (id) => `/api/product/${id}`,
    values: { productsSold: '8000', productsRecalled: '3', complaintsReceived: '17' },
  },
  {
    key: 'anti_corruption',
    // Cases and training are two spec calls saving parts of one page: saved whole through page data.
    path: () => `/api/page-data/anti_corruption/${YEAR}`,
    values: {
      anyCorruptionCase: {
        answer: 1,
        details: {
          concludedCases: '2',
          cases: [{ caseReference: 'ICAC-7', concludedOn: '2025-05-30', outcome: 'Former clerk convicted' }],
        },
      },
      staffTraining: { answer: 1, details: { trainingHours: '36', participants: '12', audiences: ['directors'] } },
    },
  },
  {
    key: 'community_investment',
    path: (id) => `/api/community-investment/${id}`,
    values: {
      communityPolicy: 'We support the districts our shops serve.',
      focusAreas: ['environment'],
      anyContribution: { answer: 1, details: { donations: '12500.5', volunteerHours: '16' } },
      anyCharitableActivity: {
        answer: 1,
        details: {
          activities: [CLEAN_UP],
          venues: [{ address: '1 Harbour Road, Wan Chai', city: 'Hong Kong' }],
        },
      },
    },
  },
];

let co: Awaited<ReturnType<typeof freshCompany>>;
let period: string;
let text: string;
const ok = (res: Reply) => expect(res.status, JSON.stringify(res.body)).toBe(200);

beforeAll(async () => {
  co = await freshCompany([{ yearEnd: LAST }, { yearEnd: YEAR }]);
  const { token } = co;
  period = (await periodIds(token, [YEAR]))[YEAR]!;
  // Last year HQ and Shop; this year the Kiosk too, with the reason the page asks for.
  const ids = await saveBoundaries(token, [LAST]);
  const last = (await call('GET', `/api/page-data/reporting_boundaries/${LAST}`, { token })).body.values;
  ok(
    await call('PUT', `/api/page-data/reporting_boundaries/${YEAR}`, {
      token,
      body: {
        values: { ...last, locations: [...last.locations, boundaryRow('Kiosk', ulid())], boundaryChangeReason: REASON },
        version: 0,
      },
    }),
  );
  // CLP's account, and one on a grid factor of this test's own valid up to 2024 only: 2025 uses it as a proxy.
  const platform = await signIn('platform.admin');
  const created = await call('POST', '/api/emission-factors', {
    token: platform,
    body: {
      id: PROXY,
      ...{ category: 'electricity', scope: 2, appliesTo: 'Test grid customers', unit: 'kgCO2e/kWh' },
      ...{ source: 'Test utility report 2024', confidence: 'medium', value: 0.5123, validFrom: 2022, validTo: 2024 },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const row = (account: string, attributes: object) => ({
    version: 0,
    locationId: ids.hq,
    unit: 'kWh',
    months: every('1000'),
    attributes: { account, ...attributes },
  });
  ok(
    await call('PUT', `/api/resource/electricity/${YEAR}`, {
      token,
      body: { rows: [row('HQ-1', { supplier: 'clp' }), row('HQ-2', { supplier: 'other', factorId: PROXY })] },
    }),
  );
  // One row of each other kind the A1/A2 tables read: diesel and a van (Scope 1, pollutants), water, both wastes,
  // packaging, and a floor area (the intensities).
  const at = (unit: string, months: string[], attributes: object) => ({
    version: 0,
    locationId: ids.hq,
    unit,
    months,
    attributes,
  });
  const diesel = { fuel: 'diesel', emissionStandard: 'Euro VI', registration: 'XY 1234' };
  for (const [type, rows] of Object.entries({
    fuel: [at('L', every('40'), { fuel: 'diesel', equipment: 'Standby generator' })],
    vehicle: [
      at('L', every('185'), { vehicleType: 'private-van', ...diesel, distance: { unit: 'km', months: every('1450') } }),
    ],
    water: [at('m3', every('118'), { source: 'municipal' })],
    waste: [
      at('t', every('1.2'), { hazardous: false, wasteType: 'General refuse', handling: 'landfill' }),
      at('kg', every('12'), { hazardous: true, wasteType: 'Fluorescent tubes', handling: 'chemical-treatment' }),
    ],
    packaging: [at('kg', every('820'), { material: 'Corrugated carton' })],
    intensity: [at('m2', every('1850'), { denominator: 'floorArea' })],
  }))
    ok(await call('PUT', `/api/resource/${type}/${YEAR}`, { token, body: { rows } }));
  for (const [key, values] of Object.entries({ ...governance, ...misc, ...narratives }))
    ok(await call('PUT', `/api/page-data/${key}/${YEAR}`, { token, body: { values, version: 0 } }));
  ok(await call('PUT', '/api/employee/batch', { token, body: { id: period, values: WORKFORCE, version: 0 } }));
  for (const page of SOCIAL)
    ok(await call('PUT', page.path(period), { token, body: { values: page.values, version: 0 } }));
  text = squeeze((await printReport(co.tenantId, YEAR, 'en')).join('\n'));
}, 240_000);

afterAll(() => closeBrowser());

describe('the report of a company filled through the API', () => {
  it('prints every figure of B3–B8 the Social routes answer (training by gender and category, suppliers by region, recalls, complaints, corruption cases, community investment)', async () => {
    const { figures, missing } = await socialFiguresIn(text, co.token, YEAR);
    expect(missing).toEqual([]);
    expect(figures).toBeGreaterThan(20);
    // The computed figures are among them: B3.1 % trained and B3.2 hours by group, B5.1's total, B6.1's %, B8.2's totals.
    const training = (await call('GET', `/api/dev-train/${period}`, { token: co.token })).body.values;
    expect(training).toMatchObject({ percentTrainedTotal: '78.6', averageHoursFemale: '19.3' });
    expect(text).toContain(squeeze('Senior management 3 2 21 66.7 7'));
    expect(text).toContain(squeeze('Total suppliers 1,042'));
    expect(text).toContain(squeeze('Beach clean-up Staff volunteering Environmental concerns 05-06-2025 24 3,000'));
  });

  it('prints each Social page as a numbered section, with the narratives of B4 and the others as written', () => {
    for (const page of SOCIAL)
      expect(text).toMatch(new RegExp(`\\d\\.\\d+${squeeze(PAGE_TITLES[page.key as TitleKey].en)}`));
    for (const page of SOCIAL)
      for (const v of Object.values(page.values))
        if (typeof v === 'string' && /[a-z]{3} /.test(v)) expect(text, page.key).toContain(squeeze(v));
  });

  it('prints the board statement, the committee with its members, risk management, stakeholder engagement and policies', () => {
    const { board_statement, board_committee, risk_management, stakeholder, policies } = governance;
    for (const said of [
      ...Object.values(board_statement),
      board_committee.committeeName,
      board_committee.committeeMandate,
      '01-04-2021',
      risk_management.riskProcess,
      stakeholder.engagementProcess,
      policies.emissions.details.emissionsName,
      policies.emissions.details.emissionsDetails,
    ])
      expect(text).toContain(squeeze(said));
    // Directors' e-mail addresses are personal data: never published (ADR 0072).
    for (const m of board_committee.members) {
      expect(text).toContain(squeeze(`${m.name} ${m.positionTitle}`));
      expect(text).not.toContain(m.email);
    }
    // The priority orders the groups and is not printed (ADR 0087), nor a column no row answers (Key concerns,
    // core/src/domain/reports/pageBlocks.ts): a table again.
    expect(text).toContain(squeeze('Group Channels Activities Employees Surveys Training'));
    expect(text).not.toContain(squeeze('Key concerns'));
    expect(text).not.toContain(squeeze('Priority 1'));
  });

  it('prints the professional qualifications and the awards, each row as entered, in order without the form’s sequence', () => {
    expect(text).not.toContain(squeeze('Sequence'));
    expect(text).toContain(squeeze('ISO 14001:2015 HKQAA 30-06-2027'));
    expect(text).toContain(squeeze('Caring Company 2024/25 HKCSS 02-11-2025'));
  });

  it('prints the environmental targets and steps as written (A1.5, A2.3, A3.1)', () => {
    for (const said of Object.values(narratives).flatMap((v) => Object.values(v)))
      expect(text).toContain(squeeze(said));
  });

  it('says what changed in the boundary and the reason given', () => {
    expect(text).toContain(squeeze(en.boundaryChanged));
    expect(text).toContain(squeeze(en.boundaryAdded.replace('{names}', 'Kiosk')));
    expect(text).toContain(squeeze(REASON));
  });

  it('prints every environmental figure GET /api/emissions answers: pollutants, scopes, waste, energy, water, packaging, intensities', async () => {
    const res = await call('GET', `/api/emissions/${YEAR}?lines=false`, { token: co.token });
    ok(res);
    // The comparison year's figures decide a row's unit with this year's (ADR 0075 amended).
    const last = await call('GET', `/api/emissions/${LAST}`, { token: co.token });
    ok(last);
    const { figures, missing } = emissionFiguresIn(text, res.body, last.body);
    expect(missing).toEqual([]);
    expect(figures).toBeGreaterThan(15);
  });

  it('lists in the appendix every factor the emissions route used: name, value, unit, year, source, proxy', async () => {
    const res = await call('GET', `/api/emissions/${YEAR}`, { token: co.token });
    ok(res);
    const rows = factorRows(res.body);
    expect(rows.find((r) => r.factor.id === PROXY)?.factor).toMatchObject({ proxy: true, validTo: 2024 });
    expect(rows.length).toBeGreaterThan(1);
    const appendix = text.slice(text.lastIndexOf(squeeze(en.factorsUsed)));
    for (const { row } of rows) expect(appendix).toContain(row);
  });
});
