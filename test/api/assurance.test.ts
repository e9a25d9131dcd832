import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { every, saveBoundaries } from '../support/resources';

/**
 * Completeness and anomalies (docs/decisions/0106, 0107). Acme's complete FY2025 is only read here; the
 * anomalies are planted in a company of its own with two years, so no suite that prints or reads the demo
 * year meets them.
 */
const Y = '2025-12-31';
const LAST = '2024-12-31';
/** Acme's company admin: reads the demo year only. */
let token: string;
/** The planting company's admin, its tenant and the platform administrator who prints its year. */
let own: string;
let ownId: string;
let ownLogin: string;
let admin: string;

interface Row {
  id: string;
  type: string;
  locationId: string;
  unit: string;
  months: string[];
  attributes: Record<string, unknown>;
  version: number;
}
const rowsOf = async (type: string, as = token): Promise<Row[]> =>
  (await call('GET', `/api/resource/${type}/${Y}`, { token: as })).body.rows;

/** Saves one of the own company's FY2025 rows with changed months. */
async function plant(type: string, pick: (r: Row) => boolean, change: (months: string[]) => string[]) {
  const row = (await rowsOf(type, own)).find(pick)!;
  const { id, version, locationId, unit, attributes } = row;
  const res = await call('PUT', `/api/resource/${type}/${Y}`, {
    token: own,
    body: { rows: [{ id, version, locationId, unit, months: change([...row.months]), attributes }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row;
}
const anomalies = async (as = own) => (await call('GET', `/api/anomalies/${Y}`, { token: as })).body;
const completeness = async (as = own) => (await call('GET', `/api/completeness/${Y}`, { token: as })).body;
const explain = (id: string, comment: unknown) =>
  call('PUT', `/api/anomalies/${Y}/${id}/explanation`, { token: own, body: { comment } });
const print = async () => {
  const periods: { yearEnd: string; version: number }[] = (await call('GET', '/api/compPeriod', { token: own })).body;
  const { version } = periods.find((p) => p.yearEnd === Y)!;
  return call('PUT', '/api/compPeriod/printed', {
    token: admin,
    body: { companyId: ownId, yearEnd: Y, printed: true, version },
  });
};

beforeAll(async () => {
  token = await signIn('acme.admin');
  admin = await signIn('platform.admin');
  ({
    token: own,
    tenantId: ownId,
    login: ownLogin,
  } = await freshCompany([{ yearEnd: LAST }, { yearEnd: Y }], 'companyAdmin'));
  const { hq } = await saveBoundaries(own, [LAST, Y]);
  // The same figures both years, every month alike: nothing is flagged until something is planted.
  const row = (unit: string, q: string, attributes: object) => ({
    version: 0,
    locationId: hq,
    unit,
    months: every(q),
    attributes,
  });
  const seed = {
    water: [row('m3', '100', { source: 'municipal' })],
    electricity: [row('kWh', '1000', { supplier: 'clp', account: '1-2345-678' })],
    intensity: [row('persons', '20', { denominator: 'headcount' })],
  };
  for (const year of [LAST, Y])
    for (const [type, body] of Object.entries(seed)) {
      const res = await call('PUT', `/api/resource/${type}/${year}`, { token: own, body: { rows: body } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  expect((await anomalies()).anomalies).toEqual([]);
});

describe('completeness of the complete demo year', () => {
  it('counts every expected month as entered, per section and location, and lists the Social fields', async () => {
    const c = await completeness(token);
    expect(c.months).toHaveLength(12);
    expect(c.sections.environmental.percent).toBe(100);
    // The complete demo year answers every Social field too: nothing is listed as unanswered.
    const unanswered = c.social.flatMap((p: { pageKey: string; fields: { fieldId: string; state: string }[] }) =>
      p.fields.filter((f) => f.state === 'missing').map((f) => `${p.pageKey}.${f.fieldId}`),
    );
    expect(unanswered).toEqual([]);
    expect(c.sections.social.percent).toBe(100);
    expect(c.locations.map((l: { name: string }) => l.name)).toEqual(
      expect.arrayContaining(['Head office', 'Causeway Bay shop', 'Kwun Tong warehouse']),
    );
    const refrigerant = c.rows.find((r: { type: string }) => r.type === 'refrigerant');
    expect(refrigerant.cells.filter((s: string) => s === 'entered')).toHaveLength(1);
    expect(refrigerant.cells).toContain('none');
    const fatalities = c.social
      .find((p: { pageKey: string }) => p.pageKey === 'health_safety')
      .fields.find((f: { fieldId: string }) => f.fieldId === 'fatalities');
    expect(['entered', 'confirmedZero']).toContain(fatalities.state);
    // A comply-or-explain reason is not a figure.
    expect(JSON.stringify(c.social)).not.toContain('DisclosureReason');
  });

  it('names each location and each row in every language of the interface (ADR 0121)', async () => {
    const c = await completeness(token);
    const hq = c.locations.find((l: { name: string }) => l.name === 'Head office');
    // As typed: the web converts a Simplified name not typed (ui/locationName.ts).
    expect(hq.names).toEqual({ en: 'Head office', hk: '總辦事處', cn: '總辦事處' });
    type Labelled = { type: string; label: string; labels: Record<string, string> };
    const waste = c.rows.find((r: Labelled) => r.type === 'waste' && r.label.endsWith('chemical-treatment'));
    expect(waste.labels.hk).toMatch(/^總辦事處 · .+ · 化學處理$/);
    expect(waste.labels.cn).toMatch(/^總辦事處 · .+ · 化学处理$/);
    expect(waste.labels.en).toMatch(/^Head office · .+ · Chemical treatment$/);
    const water = c.rows.find((r: Labelled) => r.type === 'water' && r.label.includes('municipal'));
    expect(water.labels.hk).toContain('市政供水');
    // The resource pages' list names its locations the same way.
    const list = (await call('GET', `/api/resource/water/${Y}`, { token })).body;
    expect(list.locations.find((l: { name: string }) => l.name === 'Head office').names.hk).toBe('總辦事處');
  });

  it('has no anomalies as seeded', async () => {
    const a = await anomalies(token);
    expect(a.anomalies).toEqual([]);
    expect(a.unexplained).toBe(0);
  });
});

describe('planted: a zero month, a change, a unit slip and a halved headcount', () => {
  it('a zero is missing until confirmed as no consumption, and only a zero can be', async () => {
    const water = await plant(
      'water',
      (r) => r.unit === 'm3' && r.attributes.source === 'municipal',
      (m) => ['0', ...m.slice(1)],
    );
    let c = await completeness();
    const cells = () => c.rows.find((r: { rowId: string }) => r.rowId === water.id).cells;
    expect(cells()[0]).toBe('zero');
    expect(c.sections.environmental.percent).toBeLessThan(100);
    const confirm = (months: number[], confirmed = true) =>
      call('PUT', `/api/completeness/${Y}/zero`, {
        token: own,
        body: { type: 'water', rowId: water.id, months, confirmed },
      });
    const refused = await confirm([0, 1]);
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues[0].path).toBe('body.months.1');
    const ok = await confirm([0]);
    expect(ok.status).toBe(200);
    c = ok.body;
    expect(cells()[0]).toBe('confirmedZero');
    expect(c.sections.environmental.percent).toBe(100);
    c = (await confirm([0], false)).body;
    expect(cells()[0]).toBe('zero');
  });

  it('flags a change year on year and a unit slip with its own rule; blocks printing until explained', async () => {
    const elec = await plant(
      'electricity',
      (r) => r.attributes.account === '1-2345-678',
      (m) => {
        m[2] = String(Number(m[2]) * 1000);
        m[7] = String(Math.round(Number(m[7]) * 1.6));
        return m;
      },
    );
    const a = await anomalies();
    const of = (period: number | 'year') =>
      a.anomalies.find((x: { rowId?: string; period: unknown }) => x.rowId === elec.id && x.period === period);
    expect(of(2)).toMatchObject({ rule: 'unitSlip', type: 'electricity', subject: 'row' });
    expect(of(2).measure).toBeGreaterThan(900);
    expect(of(7)).toMatchObject({ rule: 'yoy' });
    expect(of(7).measure).toBeGreaterThan(30);
    expect(of('year')).toMatchObject({ rule: 'yoy' });
    expect(a.unexplained).toBeGreaterThanOrEqual(3);

    const refused = await print();
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.code).toBe('ANOMALIES_UNEXPLAINED');
    expect(refused.body.data.anomalies).toContain(of(2).id);

    const done = await explain(of(7).id, 'August: the chiller was replaced and ran twice as long.');
    expect(done.status).toBe(200);
    expect(done.body.explanation).toMatchObject({ by: ownLogin });
    const after = await anomalies();
    expect(after.unexplained).toBe(a.unexplained - 1);

    // The explanation holds for the value it explained: a new value is a new question.
    await plant(
      'electricity',
      (r) => r.id === elec.id,
      (m) => {
        m[7] = String(Number(m[7]) + 1);
        return m;
      },
    );
    const again = await anomalies();
    expect(again.anomalies.find((x: { id: string }) => x.id === of(7).id).explanation).toBeUndefined();
  });

  it('checks intensities and per-employee figures the same way', async () => {
    await plant(
      'intensity',
      (r) => r.unit === 'persons',
      (m) => m.map((v) => (v === '' ? v : String(Math.round(Number(v) / 2)))),
    );
    const a = await anomalies();
    const perEmployee = a.anomalies.filter((x: { subject: string }) => x.subject === 'perEmployee');
    expect(perEmployee.map((x: { type: string }) => x.type)).toEqual(expect.arrayContaining(['electricity', 'water']));
    expect(perEmployee.every((x: { rule: string; measure: number }) => x.rule === 'yoy' && x.measure > 30)).toBe(true);
    expect(
      a.anomalies.some((x: { type: string; subject: string }) => x.type === 'intensity' && x.subject === 'row'),
    ).toBe(true);
  });

  it('names a row as completeness does: a water supply by its name in each language, not its code', async () => {
    const water = await plant(
      'water',
      () => true,
      (m) => m.map((v, i) => (i === 5 ? String(Number(v) * 1000) : v)),
    );
    const slip = (await anomalies()).anomalies.find(
      (x: { rowId?: string; period: unknown }) => x.rowId === water.id && x.period === 5,
    );
    expect(slip.label).toBe('HQ · municipal');
    expect(slip.labels).toEqual({ en: 'HQ · Municipal supply', hk: 'HQ · 市政供水', cn: 'HQ · 市政供水' });
  });
});

describe('Social fields a company explains', () => {
  it('lists a field until every provision it feeds is explained or not applicable with a reason (ADR 0106)', async () => {
    type Page = { pageKey: string; fields: { fieldId: string }[] };
    const product = async () =>
      (await completeness()).social
        .find((p: Page) => p.pageKey === 'product')
        .fields.map((f: Page['fields'][0]) => f.fieldId);
    expect(await product()).toEqual(expect.arrayContaining(['productsSold', 'productsRecalled', 'complaintsReceived']));
    const periods: { id: string; yearEnd: string }[] = (await call('GET', '/api/compPeriod', { token: own })).body;
    const saved = await call('PUT', `/api/product/${periods.find((p) => p.yearEnd === Y)!.id}`, {
      token: own,
      body: {
        values: { b6_1Disclosure: 'notApplicable', b6_1DisclosureReason: 'We sell no products.' },
        version: 0,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await product();
    expect(after).not.toContain('productsSold');
    expect(after).not.toContain('productsRecalled');
    // B6.2 is not explained: its fields are still asked.
    expect(after).toContain('complaintsReceived');
  });
});

describe('bad input', () => {
  it('refuses an oversize, empty or hygiene-failing comment and an anomaly the year does not have', async () => {
    const put = (id: string, body: unknown) =>
      call('PUT', `/api/anomalies/${Y}/${id}/explanation`, { token: own, body });
    const id = (await anomalies()).anomalies[0]!.id;
    expect((await put(id, { comment: 'x'.repeat(501) })).status).toBe(400);
    expect((await put(id, { comment: '   ' })).status).toBe(400);
    const bidi = await put(id, { comment: 'ok \u202E reversed' });
    expect(bidi.status).toBe(400);
    expect((await put('row.water.01ARZ3NDEKTSV4RRFFQ69G5FAV.m0', { comment: 'why' })).status).toBe(404);
    expect((await put('has%23hash', { comment: 'why' })).status).toBe(400);
  });

  it('refuses thresholds out of bounds, naming the field', async () => {
    for (const [body, path] of [
      [{ yoyPercent: 1000, madLimit: 3, version: 0 }, 'body.yoyPercent'],
      [{ yoyPercent: 30, madLimit: 0.5, version: 0 }, 'body.madLimit'],
      [{ yoyPercent: 2, madLimit: 3, version: 0 }, 'body.yoyPercent'],
    ] as const) {
      const res = await call('PUT', '/api/anomaly-thresholds', { token: own, body });
      expect(res.status).toBe(400);
      expect(res.body.data.issues.map((i: { path: string }) => i.path)).toEqual([path]);
    }
  });

  it('never finds another company’s year or row', async () => {
    const globex = await signIn('globex.admin');
    const globexYear = '2026-03-31'; // Globex's years end on 31 March (README)
    expect((await call('GET', `/api/completeness/${globexYear}`, { token })).status).toBe(404);
    expect((await call('GET', `/api/anomalies/${globexYear}`, { token })).status).toBe(404);
    expect((await call('GET', `/api/completeness/${Y}`, { token: globex })).status).toBe(404);
    const acmeRow = (await rowsOf('water'))[0]!;
    const foreign = await call('PUT', `/api/completeness/${Y}/zero`, {
      token: globex,
      body: { type: 'water', rowId: acmeRow.id, months: [0], confirmed: true },
    });
    expect(foreign.status).toBe(404);
    const foreignNote = await call('PUT', `/api/anomalies/${Y}/row.water.${acmeRow.id}.m0/explanation`, {
      token: globex,
      body: { comment: 'not yours' },
    });
    expect(foreignNote.status).toBe(404);
  });
});

describe('thresholds per company', () => {
  it('are the defaults until saved, change what is flagged, and refuse a stale version', async () => {
    const { token: own } = await freshCompany([{ yearEnd: Y }], 'companyAdmin');
    const { hq } = await saveBoundaries(own, [Y]);
    const months = every('100');
    months[6] = '120';
    const saved = await call('POST', '/api/resource/water/newBatch', {
      token: own,
      body: { year: Y, rows: [{ locationId: hq, unit: 'm3', months, attributes: { source: 'municipal' } }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const read = async () => (await call('GET', `/api/anomalies/${Y}`, { token: own })).body;
    expect((await call('GET', '/api/anomaly-thresholds', { token: own })).body).toEqual({
      yoyPercent: 30,
      madLimit: 3,
      version: 0,
    });
    // July is 20 against a median of 100 with MAD 0 (floor 1): 20 MADs, flagged at 3 and at 10.
    expect((await read()).anomalies.map((a: { period: unknown; rule: string }) => [a.period, a.rule])).toEqual([
      [6, 'mad'],
    ]);
    const put = (body: object) => call('PUT', '/api/anomaly-thresholds', { token: own, body });
    const first = await put({ yoyPercent: 50, madLimit: 10, version: 0 });
    expect(first.body).toEqual({ yoyPercent: 50, madLimit: 10, version: 1 });
    const after = await read();
    expect(after.thresholds).toEqual({ yoyPercent: 50, madLimit: 10 });
    expect(after.anomalies.map((a: { period: unknown }) => a.period)).toEqual([6]);
    months[6] = '108'; // 8 MADs: flagged at 3, not at 10
    const row = (await call('GET', `/api/resource/water/${Y}`, { token: own })).body.rows[0];
    const resaved = await call('PUT', `/api/resource/water/${Y}`, {
      token: own,
      body: {
        rows: [{ id: row.id, version: row.version, locationId: hq, unit: 'm3', months, attributes: row.attributes }],
      },
    });
    expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
    expect((await read()).anomalies).toEqual([]);
    const stale = await put({ yoyPercent: 40, madLimit: 5, version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.current).toMatchObject({ yoyPercent: 50, version: 1 });
    // Thresholds are the company's own: Acme's are untouched.
    expect((await call('GET', '/api/anomaly-thresholds', { token })).body.yoyPercent).toBe(30);
  });
});

describe('printing once every anomaly is explained', () => {
  it('prints the year when nothing planted is left unexplained', async () => {
    const open = (await anomalies()).anomalies.filter((a: { explanation?: unknown }) => !a.explanation);
    expect(open.length).toBeGreaterThan(0);
    for (const a of open as { id: string }[])
      expect((await explain(a.id, 'Planted by the test and checked by hand.')).status).toBe(200);
    expect((await anomalies()).unexplained).toBe(0);
    const printed = await print();
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    expect(printed.body).toMatchObject({ yearEnd: Y, printed: true });
  });
});
