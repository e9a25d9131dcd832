import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { auditItems } from '../support/tenants';

const Y1 = '2024-12-31'; // financial year from 2024-01-01: the 2020 rule set
const Y2 = '2025-12-31'; // from 2025-01-01: the 2025 Code

const url = (page: string, year = Y2) => `/api/page-data/${page}/${year}`;
const put = (token: string, page: string, values: unknown, version: number, year = Y2) =>
  call('PUT', url(page, year), { token, body: { values, version } });

const company = {
  nameEn: 'Harbour Lights Ltd',
  nameZh: '港燈有限公司',
  companyId: '0001',
  languagePreference: 'hk',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
  businessNature: ['retail', 'other'],
  businessNatureOther: 'Ferry services',
  esgFramework: ['hkex', 'gri'],
  reportingCurrency: 'HKD',
};
const location = (name: string, inBoundary = 'yes') => ({
  name,
  address: `1 ${name} Road`,
  city: 'Hong Kong',
  country: 'HK',
  district: 'wan-chai',
  locationType: 'office',
  numberOfShops: '',
  inBoundary,
});

let token: string;
let tenantId: string;

beforeAll(async () => {
  ({ token, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
});

describe('save and reload', () => {
  it('keeps every value, counts versions, audits the save and shows last year', async () => {
    const empty = await call('GET', url('company_information'), { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ values: {}, version: 0, locked: false, yearEnd: Y2 });
    expect(empty.body.lastYear).toBeUndefined();

    const saved = await put(token, 'company_information', company, 0);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, values: company, updatedBy: expect.any(String) });
    const again = await call('GET', url('company_information'), { token });
    expect(again.body.values).toEqual(company);
    expect(again.body.version).toBe(1);

    const edited = await put(token, 'company_information', { ...company, nameZh: '' }, 1);
    expect(edited.body).toMatchObject({ version: 2, values: { nameZh: '' } });
    const actions = (await auditItems(tenantId)).filter((a) => a.action === 'pageData.save');
    expect(actions.filter((a) => a.entity.endsWith('|PAGE#company_information'))).toHaveLength(2);
  });

  it('stores derived values computed by the server, whatever the client sent for them', async () => {
    const values = {
      anyCorruptionCase: { answer: 0 },
      staffTraining: { answer: 1, details: { trainingHours: '10', participants: '3', audiences: ['staff'] } },
      hoursPerParticipant: '999',
    };
    const res = await put(token, 'anti_corruption', values, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.values.hoursPerParticipant).toBe('3.33');
  });
});

describe('validation', () => {
  it('answers 400 with every issue: its path, the catalogue message key and the spec text', async () => {
    const res = await put(
      token,
      'policies',
      {
        emissions: { answer: -1, reason: '  ' },
        useOfResources: { answer: 1, details: { useOfResourcesName: 'Green office' } },
        naturalResources: { answer: 2 },
        surprise: 'x',
      },
      0,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION' });
    const issues: { path: string; code: string; message: string }[] = res.body.data.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'emissions.reason', code: 'ntdReason', message: 'Please state the reason for not disclosing.' },
        {
          path: 'useOfResources.details.useOfResourcesDetails',
          code: 'fillUnderYes',
          message: 'Please fill the fields under Yes.',
        },
        {
          path: 'naturalResources.answer',
          code: 'chooseYesNo',
          message: 'Please choose Yes, No or Not to disclose and fill related info.',
        },
        { path: 'surprise', code: 'unknownField', message: 'This field is not part of the form.' },
      ]),
    );
    // An unanswered policy is no issue: the page saves what is answered (ADR 0088).
    expect(issues.map((i) => i.path)).not.toContain('climateChange');
    expect(res.body.message).toBe(issues[0]!.message);
  });

  it('speaks the table and list messages of the spec’s validation rules', async () => {
    const stakeholders = await put(
      token,
      'stakeholder',
      { groups: [{ priority: '1', group: 'employees', channels: [], activities: ['training'] }] },
      0,
    );
    expect(stakeholders.body.data.issues).toContainEqual({
      path: 'groups.0.channels',
      code: 'selectChannelActivity',
      message: 'Please select at least one channel and one activity.',
    });
    const boundaries = await put(token, 'reporting_boundaries', { locations: [location('HQ'), location('HQ')] }, 0);
    expect(boundaries.body.data.issues).toContainEqual({
      path: 'locations.1.name',
      code: 'duplicatedOrMissing',
      message: 'Duplicated item or missing input.',
    });
    const none = await put(token, 'reporting_boundaries', { locations: [] }, 0);
    expect(none.body.data.issues).toContainEqual(expect.objectContaining({ path: 'locations', code: 'addDetail' }));
  });

  it('checks rules across fields: the year runs forwards, an other business nature is described', async () => {
    const res = await put(
      token,
      'company_information',
      { ...company, financialYearEndDate: '2024-12-31', businessNatureOther: '' },
      2,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      {
        path: 'financialYearEndDate',
        code: 'min',
        message: 'This field should be at least 2025-01-01.',
        params: { min: '2025-01-01' },
      },
      { path: 'businessNatureOther', code: 'missingInput', message: 'Missing input.' },
    ]);
  });

  it('refuses malformed JSON, unknown body fields and values that are not an object', async () => {
    const malformed = await call('PUT', url('board_statement'), { token, body: '{"values": {' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.issues[0]).toMatchObject({ path: 'body', message: 'Malformed JSON' });
    const unknown = await call('PUT', url('board_statement'), {
      token,
      body: { values: {}, version: 0, tenantId: 'x' },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.data.issues)).toContain('tenantId');
    const notObject = await put(token, 'board_statement', ['boardOversight'], 0);
    expect(notObject.status).toBe(400);
    expect(notObject.body.data.issues[0].path).toBe('body.values');
  });
});

describe('concurrency, locks and tenancy', () => {
  it('refuses a save based on an older version with 409, the spec message and the current answers', async () => {
    const first = await put(token, 'board_statement', { boardOversight: 'The board chairs the ESG committee.' }, 0);
    expect(first.status).toBe(200);
    const stale = await put(token, 'board_statement', { boardOversight: 'Mine overwrites yours.' }, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Another user modified this data at the same time as you. Your changes were rejected.',
    );
    expect(stale.body.data.current).toMatchObject({
      version: 1,
      values: { boardOversight: 'The board chairs the ESG committee.' },
    });
    const ahead = await put(token, 'board_statement', { boardOversight: 'From the future.' }, 7);
    expect(ahead.status).toBe(409);
    expect((await call('GET', url('board_statement'), { token })).body.values.boardOversight).toBe(
      'The board chairs the ESG committee.',
    );
  });

  it('keeps a printed year read-only: 423 on save and copy, locked on read', async () => {
    const acme = await signIn('acme.user');
    const printed = '2024-12-31';
    const read = await call('GET', url('board_statement', printed), { token: acme });
    expect(read.body.locked).toBe(true);
    const res = await put(acme, 'board_statement', { boardOversight: 'Too late.' }, read.body.version, printed);
    expect(res.status).toBe(423);
    expect(res.body).toMatchObject({ success: false, code: 'LOCKED' });
    const copy = await call('POST', `${url('board_statement', printed)}/copy-from-last-year`, { token: acme });
    expect(copy.status).toBe(423);
  });

  it('answers 404 for another company’s year, an unknown year and an unknown page', async () => {
    const acme = await signIn('acme.user');
    for (const path of [
      url('board_statement', '2026-03-31'),
      url('board_statement', '2030-12-31'),
      url('no_such_page'),
    ]) {
      expect((await call('GET', path, { token: acme })).status, path).toBe(404);
    }
    expect((await put(acme, 'board_statement', {}, 0, '2026-03-31')).status).toBe(404);
    expect((await call('GET', url('board_statement'), { token: acme })).status).toBe(200);
    expect((await call('GET', '/api/disclosure-status/2026-03-31', { token: acme })).status).toBe(404);
  });
});

const risks = {
  riskProcess: 'Annual workshop with the risk committee.',
  internalControlReview: { answer: 1, details: { reviewedOn: '2024-11-30', reviewFindings: 'Effective.' } },
  risks: [{ risk: 'Typhoons', category: 'climate-physical', likelihood: 'high', impact: 'medium', mitigation: 'BCP' }],
};

describe('copy from last year', () => {
  it('copies last year’s answers into an empty page, then the two years are independent', async () => {
    expect((await put(token, 'risk_management', risks, 0, Y1)).status).toBe(200);
    const copied = await call('POST', `${url('risk_management')}/copy-from-last-year`, { token });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(copied.body).toMatchObject({ version: 1, values: risks, copiedFrom: Y1, lastYear: { yearEnd: Y1 } });

    const edited = await put(token, 'risk_management', { ...risks, riskProcess: 'Quarterly reviews now.' }, 1);
    expect(edited.status).toBe(200);
    expect(edited.body.copiedFrom).toBeUndefined();
    expect((await call('GET', url('risk_management', Y1), { token })).body).toMatchObject({
      version: 1,
      values: risks,
    });
    expect((await call('GET', url('risk_management'), { token })).body.lastYear.values).toEqual(risks);
  });

  it('refuses to overwrite answers (409), and has nothing to copy without a previous year or its answers (404)', async () => {
    const again = await call('POST', `${url('risk_management')}/copy-from-last-year`, { token });
    expect(again.status).toBe(409);
    expect(again.body.data.current.values.riskProcess).toBe('Quarterly reviews now.');
    const first = await call('POST', `${url('risk_management', Y1)}/copy-from-last-year`, { token });
    expect(first.status).toBe(404);
    const nothing = await call('POST', `${url('water')}/copy-from-last-year`, { token });
    expect(nothing.status).toBe(404);
  });

  it('takes this year’s financial year into a copied company information page', async () => {
    const lastYear = { ...company, financialYearStartDate: '2024-01-01', financialYearEndDate: '2024-12-31' };
    const fresh = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]);
    expect((await put(fresh.token, 'company_information', lastYear, 0, Y1)).status).toBe(200);
    const copied = await call('POST', `${url('company_information')}/copy-from-last-year`, { token: fresh.token });
    expect(copied.body.values).toMatchObject({ financialYearStartDate: '2025-01-01', financialYearEndDate: Y2 });
  });
});

describe('reporting boundaries', () => {
  it('asks for the reason when the boundary differs from last year’s', async () => {
    const lastYear = { locations: [location('HQ'), location('Shop 1')], boundaryNarrative: 'All operated sites.' };
    expect((await put(token, 'reporting_boundaries', lastYear, 0, Y1)).status).toBe(200);
    const same = { ...lastYear, locations: [location('Shop 1'), location('HQ'), location('Depot', 'no')] };
    expect((await put(token, 'reporting_boundaries', same, 0)).status).toBe(200);
    const changed = { ...lastYear, locations: [location('HQ')] };
    const refused = await put(token, 'reporting_boundaries', changed, 1);
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues).toEqual([
      { path: 'boundaryChangeReason', code: 'missingInput', message: 'Missing input.' },
    ]);
    const explained = await put(
      token,
      'reporting_boundaries',
      { ...changed, boundaryChangeReason: 'Shop 1 closed.' },
      1,
    );
    expect(explained.status).toBe(200);
  });
});

describe('comply or explain', () => {
  const policies = Object.fromEntries(
    [
      'emissions',
      'useOfResources',
      'naturalResources',
      'climateChange',
      'employment',
      'healthSafety',
      'training',
      'labourStandards',
      'supplyChain',
      'productResponsibility',
      'antiCorruption',
      'communityInvestment',
    ].map((id) => [id, { answer: 0 }]),
  );
  const reason = 'Emissions are reported by the parent company.';

  it('shows a not-to-disclose answer with its reason as explained, under the year’s rule set', async () => {
    const saved = await put(token, 'policies', { ...policies, emissions: { answer: -1, reason } }, 0, Y1);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const res = await call('GET', `/api/disclosure-status/${Y1}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.ruleSet).toBe('2020');
    const byCode = new Map(res.body.provisions.map((p: { code: string }) => [p.code, p]));
    expect(byCode.get('A1-GD')).toMatchObject({
      state: 'explained',
      explanations: [{ page: 'policies', field: 'emissions', reason }],
    });
    expect(byCode.get('B1-GD')).toMatchObject({ state: 'reported' });
    expect(byCode.get('MDR-GOV')).toMatchObject({ state: 'reported' }); // the risk register of Y1
    expect(byCode.has('D-RM')).toBe(false);
    const { reported, explained, missing } = res.body.counts;
    expect(reported + explained + missing).toBe(res.body.provisions.length);

    const y2 = await call('GET', `/api/disclosure-status/${Y2}`, { token });
    expect(y2.body.ruleSet).toBe('2025');
    expect(y2.body.provisions.find((p: { code: string }) => p.code === 'A1-GD').state).toBe('missing');
    expect(y2.body.provisions.find((p: { code: string }) => p.code === 'B7.1').state).toBe('reported');
  });

  it('says what the report says: the demo year’s figures disclose A1.2 and Scope 2; missing is the report’s gaps', async () => {
    const acme = await signIn('acme.admin');
    const [status, index] = await Promise.all([
      call('GET', '/api/disclosure-status/2025-12-31', { token: acme }),
      call('GET', '/api/report-index/2025-12-31', { token: acme }),
    ]);
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    const state = new Map(status.body.provisions.map((p: { code: string; state: string }) => [p.code, p.state]));
    for (const code of ['A1.1', 'A1.2', 'A2.1', 'D-MT-GHG2', 'MDR-PRIN-QUANT'])
      expect(state.get(code), code).toBe('reported');
    const missing = [...state].filter(([, s]) => s === 'missing').map(([code]) => code);
    expect(missing.sort()).toEqual([...index.body.gaps].sort());
  });
});
