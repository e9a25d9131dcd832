import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { POLICY_IDS } from '../support/background';

/**
 * The spec's Background calls beyond a page's data (core/src/contract/backgroundPages.ts): the same
 * store and declarations as `/api/page-data/{pageKey}/{year}`. The plain page aliases:
 * page-aliases.test.ts.
 */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const pageData = (page: string, year = Y2) => `/api/page-data/${page}/${year}`;

const company = {
  nameEn: 'Harbour Lights Ltd',
  companyId: '0001',
  languagePreference: 'en',
  financialYearStartDate: '2025-01-01',
  financialYearEndDate: '2025-12-31',
  businessNature: ['retail'],
  reportingCurrency: 'HKD',
};

let token: string;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
});

describe('business nature', () => {
  beforeAll(async () => {
    // Company information saved twice (version 2), the second time under its new name.
    for (const [version, nameEn] of [
      [0, company.nameEn],
      [1, 'Harbour Lights Holdings'],
    ] as const) {
      const res = await call('PUT', pageData('company_information'), {
        token,
        body: { values: { ...company, nameEn }, version },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it("lists the reference selections with 'other' last, then by parent name, then by value", async () => {
    const res = await call('GET', '/api/fields/business-nature', { token });
    expect(res.status).toBe(200);
    const list: { fieldValue: string; parentName: string; isOther: boolean }[] = res.body;
    expect(list.length).toBeGreaterThan(5);
    const firstOther = list.findIndex((s) => s.isOther);
    expect(list.slice(firstOther).every((s) => s.isOther)).toBe(true);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      if (a.isOther !== b.isOther) continue;
      const order = a.parentName.localeCompare(b.parentName) || a.fieldValue.localeCompare(b.fieldValue);
      expect(order, `${a.fieldValue} before ${b.fieldValue}`).toBeLessThan(0);
    }
    expect(list.at(-1)).toMatchObject({ fieldValue: 'other', parentName: 'Other', isOther: true });
  });

  it('reads and writes the selections of the company information page, sorted, keeping its other answers', async () => {
    const put = await call('PUT', `/api/comp/business-nature/${Y2}`, {
      token,
      body: {
        values: { businessNature: ['other', 'software', 'banking', 'consumer-other', 'retail'] },
        version: 2,
      },
    });
    expect(put.status).toBe(400);
    expect(put.body.data.issues).toEqual([
      { path: 'businessNatureOther', code: 'missingInput', message: 'Missing input.' },
    ]);

    const saved = await call('PUT', `/api/comp/business-nature/${Y2}`, {
      token,
      body: {
        values: {
          businessNature: ['other', 'software', 'banking', 'consumer-other', 'retail'],
          businessNatureOther: 'Ferry services',
        },
        version: 2,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.selections.map((s: { fieldValue: string }) => s.fieldValue)).toEqual([
      'retail', // Consumer
      'banking', // Financials
      'software', // Information technology
      'consumer-other', // other entries last, by parent name
      'other',
    ]);
    expect(saved.body).toMatchObject({ version: 3, other: 'Ferry services' });
    expect(saved.body.selections[0]).toMatchObject({ parentName: 'Consumer', isOther: false });

    const page = await call('GET', pageData('company_information'), { token });
    expect(page.body.values).toMatchObject({
      nameEn: 'Harbour Lights Holdings',
      businessNatureOther: 'Ferry services',
    });
    expect(page.body.values.businessNature).toHaveLength(5);
    expect((await call('GET', `/api/comp/business-nature/${Y2}`, { token })).body).toEqual(saved.body);
  });

  it('refuses a value outside the list and fields that are not business nature', async () => {
    const res = await call('PUT', `/api/comp/business-nature/${Y2}`, {
      token,
      body: { values: { businessNature: ['tobacco'], nameEn: 'Sneaky rename' }, version: 3 },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data.issues)).toContain('nameEn');
    const stale = await call('PUT', `/api/comp/business-nature/${Y2}`, {
      token,
      body: { values: { businessNature: ['retail'] }, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current.version).toBe(3);
  });
});

describe('reference lists', () => {
  it('serves the lists the declarations accept', async () => {
    const get = async (name: string) => (await call('GET', `/api/fields/${name}`, { token })).body;
    expect((await get('currency')).map((o: { value: string }) => o.value)).toContain('HKD');
    expect((await get('country')).map((o: { value: string }) => o.value)).toContain('HK');
    expect(await get('district')).toHaveLength(18);
    expect((await get('location-types')).map((o: { value: string }) => o.value)).toContain('office');
    expect(await get('city')).toContainEqual(expect.objectContaining({ value: 'hong-kong', country: 'HK' }));
    expect((await call('GET', '/api/fields/currency')).status).toBe(401);
  });
});

const no = { answer: 0 };
const allNo = Object.fromEntries(POLICY_IDS.map((id) => [id, no]));
const groups = [{ priority: '1', group: 'employees', channels: ['surveys'], activities: ['training'] }];

describe('policies and stakeholders', () => {
  it('lists one policy per HKEX aspect and combines it with the year’s answers', async () => {
    const catalogue = await call('GET', '/api/policies', { token });
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.map((p: { code: string }) => p.code)).toEqual([
      'A1-GD',
      'A2-GD',
      'A3-GD',
      'A4-GD',
      'B1-GD',
      'B2-GD',
      'B3-GD',
      'B4-GD',
      'B5-GD',
      'B6-GD',
      'B7-GD',
      'B8-GD',
    ]);
    expect(catalogue.body[0]).toMatchObject({ fieldId: 'emissions', part: 'environmental', aspect: 'A1 Emissions' });

    const values = {
      ...allNo,
      emissions: {
        answer: 1,
        details: { emissionsName: 'Green policy', emissionsDetails: 'Air and GHG', emissionsCompliance: '' },
      },
      employment: { answer: -1, reason: 'Group policy, reported by the parent.' },
    };
    const saved = await call('PUT', `/api/policies/${Y2}`, { token, body: { values, version: 0 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('GET', pageData('policies'), { token })).body.values).toEqual(saved.body.values);
    expect((await call('GET', `/api/policies/comp/${Y2}`, { token })).body).toMatchObject({ version: 1 });

    const combined = await call('GET', `/api/policies/combinations/${Y2}`, { token });
    expect(combined.status).toBe(200);
    const byCode = new Map(combined.body.policies.map((p: { code: string }) => [p.code, p]));
    expect(byCode.get('A1-GD')).toMatchObject({
      answer: 1,
      policyName: 'Green policy',
      coverage: 'Air and GHG',
      compliance: null,
    });
    expect(byCode.get('B1-GD')).toMatchObject({ answer: -1, reason: 'Group policy, reported by the parent.' });
    expect(byCode.get('B8-GD')).toMatchObject({ answer: 0, policyName: null });
  });

  it('saves what is answered: one policy of twelve is kept, the other aspects stay open for the year (ADR 0088)', async () => {
    const values = { emissions: { answer: -1, reason: 'Set by the parent company.' } };
    const saved = await call('PUT', `/api/policies/${Y1}`, { token, body: { values, version: 0 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.values).toEqual(values);
    const combined = await call('GET', `/api/policies/combinations/${Y1}`, { token });
    const answers = combined.body.policies.map((p: { code: string; answer: number | null }) => [p.code, p.answer]);
    expect(answers.filter(([, a]: [string, number | null]) => a !== null)).toEqual([['A1-GD', -1]]);
    // Completeness is the year's: an aspect never answered is still open on the home review.
    const review = await call('GET', `/api/section-status/${Y1}`, { token });
    const background = review.body.sections.find((s: { section: string }) => s.section === 'background');
    expect(background.status).not.toBe('complete');
    expect(background.unexplained).toEqual(expect.arrayContaining(['A2-GD', 'A3-GD', 'A4-GD']));
    expect(background.unexplained).not.toContain('A1-GD');
    // What is answered is still checked: a Yes without its policy's name is refused.
    const partial = await call('PUT', `/api/policies/${Y1}`, {
      token,
      body: { values: { ...values, training: { answer: 1, details: {} } }, version: 1 },
    });
    expect(partial.status).toBe(400);
    expect(partial.body.data.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['training.details.trainingName']),
    );
  });

  it('refuses an answer outside 1, 0, -1 with the page’s message on its field', async () => {
    const res = await call('PUT', `/api/policies/${Y2}`, {
      token,
      body: { values: { emissions: { answer: 2 } }, version: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain('emissions.answer');
  });

  it('serves stakeholder types and the engagement page under both routes', async () => {
    const types = await call('GET', '/api/stakeholder/types', { token });
    expect(types.body.types.map((t: { value: string }) => t.value)).toContain('employees');
    expect(types.body.channels.length).toBeGreaterThan(0);
    const saved = await call('PUT', `/api/comp-stakeholder/${Y2}`, {
      token,
      body: { values: { groups, engagementProcess: 'Annual survey.' }, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('GET', pageData('stakeholder'), { token })).body.values.groups).toEqual(groups);
    expect((await call('GET', `/api/comp-stakeholder/${Y2}`, { token })).body.version).toBe(1);
  });
});
