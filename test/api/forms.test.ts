import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';

const YEAR = '2025-12-31';
let token: string;

interface Field {
  id: string;
  path: string;
  required: boolean;
  kind: string;
  options?: { value: string }[];
  columns?: Field[];
  details?: Field[];
  hidden?: boolean;
  preferredUnit?: string;
  mandatory?: string[];
}
const get = (path: string) => call('GET', path, { token });
const field = (fields: Field[], id: string) => fields.find((f) => f.id === id)!;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: '2024-12-31' }, { yearEnd: YEAR }]));
});

describe('field definitions from the declarations', () => {
  it('serves a page’s fields by page key, page master id and module path alike', async () => {
    const byKey = await get('/api/fields/page-key/company_information');
    expect(byKey.status).toBe(200);
    expect(byKey.body.page).toEqual({
      key: 'company_information',
      route: '/background/company_information',
      modulePath: 'background.company_information',
      titleKey: 'pages.company_information',
    });
    const fields: Field[] = byKey.body.fields;
    expect(fields.map((f) => f.id)).toContain('reportingCurrency');
    expect(field(fields, 'nameEn')).toMatchObject({ path: 'nameEn', required: true, kind: 'text' });
    expect(field(fields, 'nameZh').required).toBe(false);
    // The spec's entities: 'other' entries last, then by parent name, then by value.
    const natures = field(fields, 'businessNature').options!.map((o) => o.value);
    expect(natures.slice(0, 2)).toEqual(['food-beverage', 'hospitality']);
    expect(natures.slice(-4)).toEqual(['consumer-other', 'financials-other', 'industrials-other', 'other']);
    expect((await get('/api/fields/page/company_information')).body).toEqual(byKey.body);
    expect((await get('/api/fields/module-path/background.company_information')).body).toEqual(byKey.body);
  });

  it('gives nested fields their payload paths and the requirement of where they sit', async () => {
    const { body } = await get('/api/fields/page-key/stakeholder');
    const groups = field(body.fields, 'groups');
    expect(field(groups.columns!, 'concerns')).toMatchObject({ path: 'groups.concerns', required: false });
    expect(field(groups.columns!, 'channels')).toMatchObject({ path: 'groups.channels', required: true });
    const ac = await get('/api/fields/page-key/anti_corruption');
    const cases = field(ac.body.fields, 'anyCorruptionCase');
    expect(cases.required).toBe(true);
    expect(field(cases.details!, 'concludedCases').path).toBe('anyCorruptionCase.details.concludedCases');
  });

  it('labels a comply choice by its provision’s code and title in the three languages (ADR 0144)', async () => {
    const { status, body } = await get('/api/fields/page-key/employment/complyTab');
    expect(status).toBe(200);
    const choice = field(body.fields, 'b1_1Disclosure') as Field & { labels: Record<string, string> };
    expect(choice).toMatchObject({ kind: 'select', list: 'disclosureChoices' });
    expect(choice.labels).toEqual({
      en: 'B1.1 Total workforce by gender, employment type (e.g. full-/part-time), age group and geographical region',
      hk: 'B1.1 按性別、僱傭類型（如全職或兼職）、年齡組別及地區劃分的僱員總數',
      cn: 'B1.1 按性别、雇佣类型（如全职或兼职）、年龄组别及地区划分的雇员总数',
    });
    expect(field(body.fields, 'b1_1DisclosureReason')).toMatchObject({
      labels: { en: 'B1.1: reason (explained or not applicable)' },
    });
  });

  it('narrows to a tab or card with the second key, and answers 404 for unknown pages and paths', async () => {
    const social = await get('/api/fields/page-key/policies/socialTab');
    expect(social.body.fields.map((f: Field) => f.id)).toEqual([
      'employment',
      'healthSafety',
      'training',
      'labourStandards',
      'supplyChain',
      'productResponsibility',
      'antiCorruption',
      'communityInvestment',
    ]);
    const card = await get('/api/fields/page-key/reporting_boundaries/narrativeCard');
    expect(card.body.fields.map((f: Field) => f.id)).toEqual([
      'consolidationApproach',
      'boundaryNarrative',
      'boundaryChangeReason',
    ]);
    for (const path of [
      '/api/fields/page-key/policies/noSuchTab',
      '/api/fields/page-key/no_such_page',
      '/api/fields/module-path/background.no_such_page',
      '/api/pages/page-master-configs/path/social',
    ])
      expect((await get(path)).status, path).toBe(404);
    expect((await get('/api/fields/module-path/background%2Fcompany_information')).status).toBe(400);
  });

  it('serves the page master configuration: tabs, cards, questions and tutorial steps as JSON', async () => {
    const res = await get('/api/pages/page-master-configs/path/background.policies');
    expect(res.status).toBe(200);
    const entries = new Map<string, string>(
      res.body.map((e: { fieldKey: string; fieldValue: string }) => [e.fieldKey, e.fieldValue]),
    );
    expect(entries.get('route')).toBe('/background/policies');
    expect(JSON.parse(entries.get('tab_socialTab')!)).toMatchObject({ id: 'socialTab', cards: ['socialCard'] });
    expect(JSON.parse(entries.get('question_emissions')!)).toMatchObject({ provisions: ['A1-GD'] });
    expect(JSON.parse(entries.get('tutorial_step_1')!)).toMatchObject({ target: 'emissions' });
    expect([...entries.keys()].filter((k) => k.startsWith('question_'))).toHaveLength(12);
  });
});

describe('company field configuration', () => {
  const putConfig = (body: unknown) => call('PUT', '/api/comp-field-config', { token, body });

  it('hides optional fields and keeps preferred units, shown on the year’s fields', async () => {
    expect((await get('/api/comp-field-config/company_information')).body).toMatchObject({ hidden: [], version: 0 });
    const saved = await putConfig({
      pageKey: 'company_information',
      hidden: ['nameZh'],
      preferredUnits: [],
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ hidden: ['nameZh'], version: 1 });
    const units = await putConfig({
      pageKey: 'anti_corruption',
      hidden: ['whistleBlowing'],
      preferredUnits: [{ path: 'staffTraining.details.trainingHours', unit: 'min' }],
      version: 0,
    });
    expect(units.status, JSON.stringify(units.body)).toBe(200);

    const configured = await get(`/api/fields/configs/company_information/${YEAR}`);
    expect(configured.body.yearEnd).toBe(YEAR);
    expect(field(configured.body.fields, 'nameZh').hidden).toBe(true);
    expect(field(configured.body.fields, 'nameEn').hidden).toBe(false);
    const ac = await get(`/api/fields/module-path/by-year/social.anti_corruption/${YEAR}`);
    const training = field(ac.body.fields, 'staffTraining');
    expect(field(training.details!, 'trainingHours').preferredUnit).toBe('min');
    expect(field(ac.body.fields, 'whistleBlowing').hidden).toBe(true);
    const statement = await get(`/api/fields/configs/board_statement/${YEAR}`);
    expect(field(statement.body.fields, 'boardOversight').mandatory).toEqual(['MDR-GOV']);
    // An unknown page is a 404 and nothing else: no call is left running unanswered behind it (an
    // unhandled rejection there once stopped the whole local runtime).
    expect((await get(`/api/fields/configs/no_such_page/${YEAR}`)).status).toBe(404);
  });

  it('refuses to hide a mandatory HKEX item or a required answer, naming why', async () => {
    const res = await putConfig({
      pageKey: 'board_statement',
      hidden: ['boardOversight', 'nothingHere'],
      preferredUnits: [],
      version: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      {
        path: 'body.hidden.0',
        code: 'mandatoryCannotHide',
        message: 'This field reports a mandatory HKEX provision (MDR-GOV) and cannot be hidden.',
      },
      { path: 'body.hidden.1', code: 'notOnPage', message: 'This field is not part of the form.' },
    ]);
    expect(res.body.message).toBe('This field reports a mandatory HKEX provision (MDR-GOV) and cannot be hidden.');
    const required = await putConfig({ pageKey: 'policies', hidden: ['emissions'], preferredUnits: [], version: 0 });
    expect(required.body.data.issues[0]).toMatchObject({ code: 'requiredCannotHide' });
    const unit = await putConfig({
      pageKey: 'anti_corruption',
      hidden: [],
      preferredUnits: [{ path: 'staffTraining.details.trainingHours', unit: 'kg' }],
      version: 1,
    });
    expect(unit.body.data.issues).toEqual([
      { path: 'body.preferredUnits.0.unit', code: 'unitNotOfType', message: 'Please choose a unit of time.' },
    ]);
    expect((await get('/api/comp-field-config/board_statement')).body.version).toBe(0);
  });

  it('answers a stale version with 409 and the current configuration; bad input with 400', async () => {
    const stale = await putConfig({ pageKey: 'company_information', hidden: [], preferredUnits: [], version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ hidden: ['nameZh'], version: 1 });
    const malformed = await call('PUT', '/api/comp-field-config', { token, body: '{"pageKey":' });
    expect(malformed.status).toBe(400);
    const unknown = await putConfig({ pageKey: 'policies', hidden: [], preferredUnits: [], version: 0, extra: 1 });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.data.issues)).toContain('extra');
  });
});

describe('formula evaluation', () => {
  const training = (hours: string, participants: string) => ({
    anyCorruptionCase: { answer: 0 },
    staffTraining: { answer: 1, details: { trainingHours: hours, participants, audiences: ['directors'] } },
  });

  it('computes what PUT stores, exactly', async () => {
    const values = training('20', '6');
    const evaluated = await call('POST', '/api/formula/evaluate/anti_corruption', { token, body: { values } });
    expect(evaluated.status, JSON.stringify(evaluated.body)).toBe(200);
    expect(evaluated.body).toEqual({ values: { hoursPerParticipant: '3.33' }, errors: {} });
    const saved = await call('PUT', `/api/page-data/anti_corruption/${YEAR}`, { token, body: { values, version: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.body.values.hoursPerParticipant).toBe(evaluated.body.values.hoursPerParticipant);
    // A half-filled page: monthly values entered in litres are totalled in the volume base unit (m³).
    const months = ['1500', '', '500', ...Array<string>(9).fill('')];
    const water = await call('POST', '/api/formula/evaluate/water', {
      token,
      body: { values: { consumption: [{ keys: { location: 'HQ', source: 'municipal' }, unit: 'L', months }] } },
    });
    expect(water.status, JSON.stringify(water.body)).toBe(200);
    // The intensity needs the floor area, never entered here: not computed, never 0 (ADR 0069, ADR 0087).
    expect(water.body.values).toEqual({ totalConsumption: '2' });
  });

  it('refuses invalid answers with their issues, and unknown pages with 404', async () => {
    const bad = await call('POST', '/api/formula/evaluate/anti_corruption', {
      token,
      body: { values: { staffTraining: { answer: 1, details: { trainingHours: '1.2.3' } } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.issues).toContainEqual(
      expect.objectContaining({ path: 'staffTraining.details.trainingHours', code: 'numberFormat' }),
    );
    const none = await call('POST', '/api/formula/evaluate/no_such_page', { token, body: { values: {} } });
    expect(none.status).toBe(404);
  });
});
