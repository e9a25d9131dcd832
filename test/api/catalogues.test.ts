import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, signIn } from '../support/api';

const short = () => ulid().slice(-8).toLowerCase();
const platform = () => signIn('platform.admin');
const convert = async (from: string, to: string, value?: string) =>
  call('GET', `/api/uom/convert?from=${from}&to=${to}${value ? `&value=${value}` : ''}`, {
    token: await signIn('acme.user'),
  });

describe('languages (GET /api/language)', () => {
  it('lists en, hk and cn with their stored keys and locales, before sign-in too', async () => {
    const res = await call('GET', '/api/language');
    expect(res.status).toBe(200);
    expect(res.body.map((l: { id: string; langKey: string; locale: string }) => [l.id, l.langKey, l.locale])).toEqual([
      ['en', 'en', 'en-US'],
      ['hk', 'zh-hk', 'zh-HK'],
      ['cn', 'zh-cn', 'zh-CN'],
    ]);
  });
});

describe('units of measure', () => {
  it('serves the seeded units, types, systems and conversions to any signed-in user', async () => {
    const token = await signIn('acme.user');
    const units = (await call('GET', '/api/uom/all', { token })).body.map((u: { id: string }) => u.id);
    for (const id of [
      'kWh',
      'MWh',
      'GJ',
      'MJ',
      'L',
      'm3',
      'kg',
      't',
      'towngas-unit',
      'lpg-unit',
      'km',
      'pkm',
      'h',
      'HKD',
    ])
      expect(units).toContain(id);
    const types = (await call('GET', '/api/uom/types', { token })).body;
    expect(types.find((t: { id: string }) => t.id === 'energy')).toMatchObject({
      baseUnitId: 'kWh',
      names: { hk: '能源' },
    });
    expect((await call('GET', '/api/uom/systems', { token })).body.map((s: { id: string }) => s.id)).toContain('si');
    const conversions = (await call('GET', '/api/uom/conversions', { token })).body;
    expect(conversions).toContainEqual(
      expect.objectContaining({ from: 'towngas-unit', to: 'MJ', numerator: '48', denominator: '1' }),
    );
  });

  it('converts exactly: Towngas unit ↔ MJ, MWh ↔ kWh, and 2.5 Towngas units into kWh', async () => {
    expect((await convert('towngas-unit', 'MJ', '2.5')).body).toMatchObject({
      typeId: 'energy',
      factor: { numerator: '48', denominator: '1', decimal: '48' },
      value: { decimal: '120' },
    });
    expect((await convert('MJ', 'towngas-unit')).body.factor).toMatchObject({ numerator: '1', denominator: '48' });
    expect((await convert('MWh', 'kWh')).body.factor.decimal).toBe('1000');
    expect((await convert('kWh', 'MWh', '1234.5')).body.value).toEqual({
      numerator: '2469',
      denominator: '2000',
      decimal: '1.2345',
    });
    const towngasKwh = (await convert('towngas-unit', 'kWh')).body;
    expect(towngasKwh.factor).toMatchObject({ numerator: '40', denominator: '3', decimal: '13.333333333333' });
    expect(towngasKwh.path).toEqual(['towngas-unit', 'MJ', 'kWh']);
  });

  it('refuses conversions across types, without a fixed rate, and of unknown units, with 400', async () => {
    const cross = await convert('kWh', 'kg');
    expect(cross.status).toBe(400);
    expect(cross.body).toMatchObject({ code: 'UNIT_TYPES_DIFFER', data: { fromType: 'energy', toType: 'mass' } });
    expect(cross.body.message).toContain('different things');
    expect((await convert('HKD', 'USD')).body.code).toBe('NO_CONVERSION');
    const unknown = await convert('kWh', 'furlong');
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.issues[0].path).toBe('query.to');
  });

  it('lets only platform administrators edit the catalogue', async () => {
    const body = {
      units: [{ id: 'x', symbol: 'x', names: { en: 'x', hk: 'x', cn: 'x' }, typeId: 'mass', systemId: 'si' }],
    };
    for (const login of ['acme.admin', 'acme.user'])
      expect((await call('PUT', '/api/uom/all', { token: await signIn(login), body })).status).toBe(403);
  });

  it('adds a unit and a conversion, and refuses contradicting or cross-type factors', async () => {
    const token = await platform();
    const id = `kl${short()}`;
    const names = { en: 'Kilolitre', hk: '千公升', cn: '千升' };
    const added = await call('PUT', '/api/uom/all', {
      token,
      body: { units: [{ id, symbol: 'kL', names, typeId: 'volume', systemId: 'metric' }] },
    });
    expect(added.status).toBe(200);
    const conv = (from: string, to: string, numerator: string, denominator = '1') => ({
      from,
      to,
      numerator,
      denominator,
      source: 'exact by definition',
    });
    const put = (c: object) => call('PUT', '/api/uom/conversions', { token, body: { conversions: [c] } });
    expect((await put(conv(id, 'm3', '1'))).status).toBe(200);
    // 1 kL = 1000 L = 1000 / 3.785411784 US gal, in lowest terms.
    expect((await convert(id, 'gal-us')).body.factor).toMatchObject({
      numerator: '125000000000',
      denominator: '473176473',
    });
    const contradicting = await put(conv(id, 'L', '999'));
    expect(contradicting.status).toBe(400);
    expect(contradicting.body.data.issues[0]).toMatchObject({ path: 'body.conversions.0', code: 'inconsistent' });
    const cross = await put(conv(id, 'kg', '1'));
    expect(cross.body.data.issues[0].code).toBe('different-types');
    // Adding the same unit again (no version) is refused; a stale version is a 409.
    const again = await call('PUT', '/api/uom/all', {
      token,
      body: { units: [{ id, symbol: 'kL', names, typeId: 'volume', systemId: 'metric' }] },
    });
    expect(again.status).toBe(400);
    // Its code in other capitals is the same code: refused at the code, saying to choose another.
    const shouted = await call('PUT', '/api/uom/all', {
      token,
      body: { units: [{ id: id.toUpperCase(), symbol: 'KL', names, typeId: 'volume', systemId: 'metric' }] },
    });
    expect(shouted.status).toBe(400);
    expect(shouted.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.units.0.id',
        code: 'codeTaken',
        message: `The code ${id} is taken: choose another.`,
      }),
    ]);
    const stale = await call('PUT', '/api/uom/all', {
      token,
      body: { units: [{ id, symbol: 'kl', names, typeId: 'volume', systemId: 'metric', version: 0 }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Another user modified this data at the same time as you. Your changes were rejected.',
    );
    // The unit as stored now comes with it: the web's Reload takes its version from here (ADR 0083).
    expect(stale.body.data.current).toMatchObject({ id, symbol: 'kL', version: 1 });
  });

  it('keeps the conversions consistent when contradicting ones are saved at once: the later is checked again', async () => {
    const token = await platform();
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${x}${short()}`);
    const names = { en: 'Test volume', hk: '測試容量', cn: '测试容量' };
    const units = [a, b, c].map((id) => ({ id, symbol: id, names, typeId: 'volume', systemId: 'metric' }));
    expect((await call('PUT', '/api/uom/all', { token, body: { units } })).status).toBe(200);
    const conv = (from: string, to: string, numerator: string, denominator = '1') => ({
      from,
      to,
      numerator,
      denominator,
      source: 'test',
    });
    // Each agrees with the catalogue alone; any two fix the third (1.2 × 160 = 192, not 100).
    const wanted = [conv(a, b, '6', '5'), conv(b, c, '160'), conv(a, c, '100')];
    const answers = await Promise.all(
      wanted.map((x) => call('PUT', '/api/uom/conversions', { token, body: { conversions: [x] } })),
    );
    const statuses = answers.map((r) => r.status);
    for (const s of statuses) expect([200, 400, 409], JSON.stringify(answers.map((r) => r.body))).toContain(s);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    const saved = (
      (await call('GET', '/api/uom/conversions', { token })).body as { from: string; to: string }[]
    ).filter((x) => [a, b].includes(x.from) && [b, c].includes(x.to));
    expect(saved.length).toBeLessThanOrEqual(2);
    expect(saved.length).toBe(statuses.filter((s) => s === 200).length);
  });

  it('refuses bad factors with field issues', async () => {
    const res = await call('PUT', '/api/uom/conversions', {
      token: await platform(),
      body: { conversions: [{ from: 'kWh', to: 'kWh', numerator: '0', denominator: '1.5', source: '' }] },
    });
    expect(res.status).toBe(400);
    const paths = res.body.data.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.conversions.0.numerator', 'body.conversions.0.denominator']));
  });
});

describe('HKEX KPI catalogue', () => {
  it('serves the rule set of a financial year: FY2024 without Part D, FY2025 with it', async () => {
    const token = await signIn('acme.user');
    const fy24 = (await call('GET', '/api/kpis?financialYearStartDate=2024-01-01', { token })).body;
    const fy25 = (await call('GET', '/api/kpis?financialYearStartDate=2025-01-01', { token })).body;
    expect(fy24.ruleSet).toBe('2020');
    expect(fy24.items.some((k: { part: string }) => k.part === 'D')).toBe(false);
    expect(fy25).toMatchObject({ ruleSet: '2025', effectiveFrom: '2025-01-01' });
    expect(fy25.items.find((k: { code: string }) => k.code === 'D-MT-GHG1')).toMatchObject({
      obligation: 'mandatory',
      aspect: { en: 'Metrics and targets', hk: '指標及目標' },
      untranslated: [],
    });
    expect(fy25.items[0].code).toBe('MDR-GOV');
  });

  it('edits one rule set only, flags a title left in English, and refuses stale versions', async () => {
    const token = await platform();
    const list = async (ruleSet: string) =>
      (await call('GET', `/api/kpis?ruleSet=${ruleSet}`, { token })).body.items.find(
        (k: { code: string }) => k.code === 'B8.2',
      );
    const before = await list('2025');
    const body = {
      // The Simplified title set back to the English wording is flagged as untranslated.
      title: { ...before.title, hk: '對專注範疇所動用資源', cn: before.title.en },
      aspect: before.aspect,
      unitType: before.unitType,
      kind: before.kind,
      obligation: before.obligation,
      obligationNote: before.obligationNote,
      version: before.version,
    };
    const res = await call('PUT', '/api/kpis/2025/B8.2', { token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ untranslated: ['cn'], version: before.version + 1 });
    expect((await list('2020')).title).toEqual(before.title);
    expect((await call('PUT', '/api/kpis/2025/B8.2', { token, body })).status).toBe(409);
    expect((await call('PUT', '/api/kpis/2025/B8.2', { token: await signIn('acme.admin'), body })).status).toBe(403);
    expect((await call('PUT', '/api/kpis/2025/Z9.9', { token, body })).status).toBe(404);
  });
});

describe('emission factors', () => {
  const facts = {
    category: 'electricity',
    scope: 2,
    appliesTo: 'Test grid customers',
    unit: 'kgCO2e/kWh',
    source: 'Test utility sustainability report',
    confidence: 'medium',
  };

  it('serves the seeded library with sources, and looks factors up by year (proxy for missing years)', async () => {
    const token = await signIn('acme.user');
    const list = (await call('GET', '/api/emission-factors?category=electricity', { token })).body;
    const clp = list.find((f: { id: string }) => f.id === 'elec-clp');
    expect(clp.revisions.map((r: { validFrom: number }) => r.validFrom)).toEqual([2019, 2023]);
    expect(clp.revisions[1]).toMatchObject({
      value: 0.39,
      source: expect.stringContaining('CLP'),
      confidence: 'medium',
    });
    const exact = await call('GET', '/api/emission-factors/elec-clp/years/2023', { token });
    expect(exact.body).toMatchObject({ revision: 2, value: 0.39, proxy: false });
    const proxy = await call('GET', '/api/emission-factors/elec-clp/years/2021', { token });
    expect(proxy.body).toMatchObject({ revision: 1, validTo: 2019, proxy: true, year: 2021 });
    expect((await call('GET', '/api/emission-factors/elec-clp/years/2010', { token })).status).toBe(404);
    expect((await call('GET', '/api/emission-factors/gwp-ar5-hfc-134a', { token })).body.revisions[0].value).toBe(1300);
  });

  it('an edit adds a revision: the old one stays for reports that recorded it, past years keep theirs', async () => {
    const token = await platform();
    const id = `test-grid-${short()}`;
    const created = await call('POST', '/api/emission-factors', {
      token,
      body: { id, ...facts, value: 0.5, validFrom: 2023, validTo: 2023 },
    });
    expect(created.status).toBe(201);
    const corrected = await call('PUT', `/api/emission-factors/${id}`, {
      token,
      body: { ...facts, value: 0.45, validFrom: 2024, validTo: 2024, version: created.body.version },
    });
    expect(corrected.body).toMatchObject({ latestRevision: 2, version: created.body.version + 1 });
    const year = async (y: number) => (await call('GET', `/api/emission-factors/${id}/years/${y}`, { token })).body;
    expect(await year(2024)).toMatchObject({ revision: 2, value: 0.45, proxy: false });
    expect(await year(2023)).toMatchObject({ revision: 1, value: 0.5, proxy: false });
    expect(await year(2026)).toMatchObject({ revision: 2, proxy: true });
    const recorded = await call('GET', `/api/emission-factors/${id}/revisions/1`, { token });
    expect(recorded.body).toMatchObject({ revision: 1, value: 0.5, createdBy: 'platform.admin' });
    // Correcting 2023 itself adds revision 3, which wins for 2023; revision 1 is still readable.
    await call('PUT', `/api/emission-factors/${id}`, {
      token,
      body: { ...facts, value: 0.52, validFrom: 2023, validTo: 2023, version: corrected.body.version },
    });
    expect(await year(2023)).toMatchObject({ revision: 3, value: 0.52 });
    expect((await call('GET', `/api/emission-factors/${id}/revisions/1`, { token })).body.value).toBe(0.5);
  });

  it('refuses stale versions (409), bad years (400), duplicates (400) and company roles (403)', async () => {
    const token = await platform();
    const id = `test-grid-${short()}`;
    const created = await call('POST', '/api/emission-factors', { token, body: { id, ...facts, value: 1 } });
    const edit = (body: object) => call('PUT', `/api/emission-factors/${id}`, { token, body });
    expect((await edit({ ...facts, value: 2, version: created.body.version })).status).toBe(200);
    expect((await edit({ ...facts, value: 3, version: created.body.version })).status).toBe(409);
    const years = await edit({ ...facts, value: 3, validFrom: 2025, validTo: 2024, version: 2 });
    expect(years.body.data.issues).toContainEqual(expect.objectContaining({ path: 'body.validTo' }));
    const dup = await call('POST', '/api/emission-factors', { token, body: { id, ...facts, value: 1 } });
    expect(dup.body.data.issues[0].path).toBe('body.id');
    const body = { ...facts, value: 9, version: 2 };
    expect((await call('PUT', `/api/emission-factors/${id}`, { token: await signIn('acme.admin'), body })).status).toBe(
      403,
    );
    expect((await call('GET', `/api/emission-factors/${id}`, { token })).body.revisions).toHaveLength(2);
  });

  it('refuses a unit the calculation cannot read, or naming units the platform does not know, at the unit', async () => {
    const token = await platform();
    const id = `test-unit-${short()}`;
    const create = (unit: string) =>
      call('POST', '/api/emission-factors', { token, body: { id, ...facts, unit, value: 1 } });
    for (const [unit, code] of [
      ['kgCO2e', 'custom'],
      ['kgCO2e per', 'custom'],
      ['kgCO2e/kwh', 'factorUnitUnknown'],
      ['kgCO2e/banana', 'factorUnitUnknown'],
      ['lbCO2e/kWh', 'factorUnitUnknown'],
    ]) {
      const refused = await create(unit!);
      expect(refused.status, unit).toBe(400);
      expect(refused.body.data.issues, unit).toEqual([expect.objectContaining({ path: 'body.unit', code })]);
    }
    expect((await call('GET', `/api/emission-factors/${id}`, { token })).status).toBe(404);
    // The library's own spellings: catalogue units, its aliases, a billing unit, freight, a rate per year.
    for (const unit of [
      'MJ/kg',
      'kg per million MJ',
      'kgCO2/kWh',
      'kgCO2e/unit',
      'kgCO2e/tonne.km',
      'kgCO2/tree/year',
    ]) {
      const made = await call('POST', '/api/emission-factors', {
        token,
        body: { id: `test-unit-${short()}`, ...facts, unit, value: 1 },
      });
      expect(made.status, unit).toBe(201);
    }
    // An edit is checked as it changes the unit; a revision keeping the unit is not.
    const made = await create('kgCO2e/kWh');
    const edit = (unit: string, version: number) =>
      call('PUT', `/api/emission-factors/${id}`, { token, body: { ...facts, unit, value: 2, version } });
    expect((await edit('kgCO2e/kwh', made.body.version)).body.data.issues[0]).toMatchObject({
      path: 'body.unit',
      code: 'factorUnitUnknown',
    });
    expect((await edit('kgCO2e/kWh', made.body.version)).status).toBe(200);
  });

  it('holds each factor’s Chinese name and source: seeded, saved with a revision, read back (ADR 0130)', async () => {
    const token = await platform();
    const clp = (await call('GET', '/api/emission-factors/elec-clp', { token })).body;
    expect(clp.appliesToHk).toBe('中華電力有限公司（中電）用戶');
    expect(clp.revisions[1]).toMatchObject({ sourceHk: '中電控股有限公司《2023 可持續發展報告》' });
    const id = `test-grid-${short()}`;
    const chinese = { appliesToHk: '測試電網用戶', sourceHk: '測試電力公司《2024 可持續發展報告》' };
    const created = await call('POST', '/api/emission-factors', {
      token,
      body: { id, ...facts, ...chinese, value: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ appliesToHk: '測試電網用戶', revisions: [chinese] });
    // A revision with a Simplified override; one with the Chinese cleared (empty is none: the report prints English).
    const revised = await call('PUT', `/api/emission-factors/${id}`, {
      token,
      body: { ...facts, ...chinese, appliesToCn: '测试电网客户', value: 1, version: created.body.version },
    });
    expect(revised.status).toBe(200);
    expect(revised.body).toMatchObject({ appliesToHk: '測試電網用戶', appliesToCn: '测试电网客户' });
    const cleared = await call('PUT', `/api/emission-factors/${id}`, {
      token,
      body: { ...facts, appliesToHk: '', value: 1, version: revised.body.version },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.appliesToHk).toBeUndefined();
    expect(cleared.body.appliesToCn).toBeUndefined();
    expect(cleared.body.revisions[2]).not.toHaveProperty('appliesToHk');
    expect((await call('GET', `/api/emission-factors/${id}/revisions/2`, { token })).body).toMatchObject({
      ...chinese,
      appliesToCn: '测试电网客户',
    });
  });

  it.each([
    ['a number for a name', { appliesToHk: 5 }, 'body.appliesToHk'],
    ['an unknown field', { nameZh: '中電' }, undefined],
    ['an oversize name', { appliesToHk: '電'.repeat(201) }, 'body.appliesToHk'],
    ['an oversize source', { sourceCn: '电'.repeat(301) }, 'body.sourceCn'],
  ])('refuses %s in the Chinese wording (400), saving nothing', async (_, bad, path) => {
    const token = await platform();
    const id = `test-grid-${short()}`;
    const res = await call('POST', '/api/emission-factors', { token, body: { id, ...facts, value: 1, ...bad } });
    expect(res.status).toBe(400);
    if (path) expect(res.body.data.issues).toContainEqual(expect.objectContaining({ path }));
    expect((await call('GET', `/api/emission-factors/${id}`, { token })).status).toBe(404);
  });
});
