import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany, periodIds } from '../support/company';
import { every, saveBoundaries } from '../support/resources';

/** GET /api/dashboard/{year}: the emissions route's and the Social pages' figures, never a second calculation. */
const Y2024 = '2024-12-31';
const Y2025 = '2025-12-31';
const own = (value: string) => ({
  supplier: 'other',
  account: 'X',
  ownFactor: { value, unit: 'kgCO2e/kWh', source: 'Supplier' },
});
const dashboard = (token: string, year: string, query = '') => call('GET', `/api/dashboard/${year}${query}`, { token });
const GROUPS = ['Total', 'Male', 'Female', 'Under30', 'Age30to50', 'Over50'];
const number = (v: unknown) => (v === undefined || v === '' ? null : Number(v));

/**
 * The Social figures as the Social pages' own routes answer them (Employment, Development and
 * training, Health and safety), read at the same moment as the dashboard, by the dashboard's keys.
 */
async function socialPages(token: string, year: string) {
  const id = (await periodIds(token, [year]))[year]!;
  const [d, employee, training, health] = await Promise.all([
    dashboard(token, year),
    call('GET', `/api/employee/${id}`, { token }),
    call('GET', `/api/dev-train/${id}`, { token }),
    call('GET', `/api/health-safety?year=${year}`, { token }),
  ]);
  for (const res of [d, employee, training, health]) expect(res.status, JSON.stringify(res.body)).toBe(200);
  const pages: Record<string, number | null> = {
    trainingHours: number(training.body.values.trainingHoursTotal),
    lostDays: number(health.body.values.lostDays),
    fatalities: number(health.body.values.fatalities),
  };
  for (const g of GROUPS)
    pages[g === 'Total' ? 'workforce.total' : `workforce.${g}`] = number(employee.body.values[`end${g}`]);
  const shown = Object.fromEntries(Object.keys(pages).map((k) => [k, d.body.figures[k]?.value ?? null]));
  return { shown, pages };
}

describe('dashboard of the demo Acme FY2025', () => {
  it('shows the emissions route’s totals, months, locations, energy and water figure for figure', async () => {
    const token = await signIn('acme.user');
    const [d, e] = await Promise.all([dashboard(token, Y2025), call('GET', `/api/emissions/${Y2025}`, { token })]);
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const f = d.body.figures;
    for (const scope of ['scope1', 'scope2', 'scope3', 'total'])
      expect(f[`ghg.${scope}`].value, scope).toBe(e.body.scopes[scope].value);
    expect(f['ghg.removals'].value).toBe(e.body.scopes.removals.value);
    expect(f['energy.total'].value).toBe(e.body.provisions['A2.1'].total.value);
    expect(f.water.value).toBe(e.body.provisions['A2.2'].total.value);
    expect(d.body.byMonth.map((m: { scope1: { value: number } }) => m.scope1.value)).toEqual(
      e.body.byMonth.map((m: { scope1: { value: number } }) => m.scope1.value),
    );
    for (const l of d.body.locations) expect(l.ghg.value).toBe(e.body.byLocation[l.locationId]?.total.value ?? null);
    expect(d.body.locations.every((l: { name: string | null }) => l.name)).toBe(true);
    // Compared with the printed FY2024 by default, whose figures are its frozen snapshot's.
    const printed = await call('GET', `/api/emissions/${Y2024}`, { token });
    expect(d.body.compareYearEnd).toBe(Y2024);
    expect(f['ghg.scope2'].previous).toBe(printed.body.scopes.scope2.value);
    expect(d.body.years.map((y: { yearEnd: string }) => y.yearEnd)).toContain(Y2024);
  });

  it('shows the Social pages’ headcounts by gender and age group, training hours and injuries as they hold them', async () => {
    const { shown, pages } = await socialPages(await signIn('acme.user'), Y2025);
    expect(shown).toEqual(pages);
  });

  it('answers a printed year from its snapshot, and another company 404', async () => {
    const token = await signIn('acme.user');
    const [d, e] = await Promise.all([dashboard(token, Y2024), call('GET', `/api/emissions/${Y2024}`, { token })]);
    expect(d.body).toMatchObject({ locked: true, frozen: { by: 'seed' } });
    expect(d.body.figures['ghg.total'].value).toBe(e.body.scopes.total.value);
    const globex = await signIn('globex.admin');
    expect((await dashboard(globex, Y2025)).status).toBe(404);
    expect((await dashboard(token, Y2025, '?compare=2019-12-31')).status).toBe(404);
  });

  it('refuses a malformed year or query with 400, and nobody with 401', async () => {
    const token = await signIn('acme.user');
    for (const bad of [
      ['2025-13-01', ''],
      [Y2025, '?compare=soon'],
      [Y2025, '?location=a%23b'],
      [Y2025, '?colour=red'],
    ]) {
      const res = await dashboard(token, bad[0]!, bad[1]);
      expect(res.status, bad.join('')).toBe(400);
      expect(res.body).toMatchObject({ success: false, status: 400 });
    }
    expect((await call('GET', `/api/dashboard/${Y2025}`, {})).status).toBe(401);
  });
});

describe('dashboard of a fresh company', () => {
  let token: string;
  let loc: { hq: string; shop: string };
  beforeAll(async () => {
    ({ token } = await freshCompany([{ yearEnd: Y2024 }, { yearEnd: Y2025 }]));
    loc = await saveBoundaries(token, [Y2024, Y2025]);
    for (const [year, hq, shop] of [
      [Y2024, '1000', '500'],
      [Y2025, '750', '500'],
    ] as const) {
      const rows = [
        { version: 0, locationId: loc.hq, unit: 'kWh', months: every(hq), attributes: own('0.5') },
        { version: 0, locationId: loc.shop, unit: 'kWh', months: every(shop), attributes: own('1') },
      ];
      const res = await call('PUT', `/api/resource/electricity/${year}`, { token, body: { rows } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const water = { version: 0, locationId: loc.hq, unit: 'm3', months: every('10'), attributes: {} };
    expect((await call('PUT', `/api/resource/water/${Y2025}`, { token, body: { rows: [water] } })).status).toBe(200);
    const ids = await periodIds(token, [Y2025]);
    const employment = {
      beginTotal: '100',
      endTotal: '120',
      hiresTotal: '42',
      leaversTotal: '22',
      endMale: '70',
      endFemale: '50',
      endUnder30: '30',
      endAge30to50: '60',
      endOver50: '30',
      regions: [
        { location: 'HQ', begin: '60', end: '70', hires: '20', leavers: '10' },
        { location: 'Shop', begin: '40', end: '50', hires: '22', leavers: '12' },
      ],
    };
    const saved = await call('PUT', '/api/employee/batch', {
      token,
      body: { id: ids[Y2025], values: employment, version: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const training = await call('PUT', `/api/dev-train/batch/${ids[Y2025]}`, {
      token,
      body: { values: { employeesTotal: '120', traineesTotal: '90', trainingHoursTotal: '845.5' }, version: 0 },
    });
    expect(training.status, JSON.stringify(training.body)).toBe(200);
    const health = await call('PUT', '/api/health-safety', {
      token,
      body: { year: Y2025, values: { fatalities: '0', lostDays: '37.5' }, version: 0 },
    });
    expect(health.status, JSON.stringify(health.body)).toBe(200);
  });

  it('shows the emissions route’s totals, energy and water, and every Social page’s figure', async () => {
    const [d, e] = await Promise.all([dashboard(token, Y2025), call('GET', `/api/emissions/${Y2025}`, { token })]);
    for (const scope of ['scope1', 'scope2', 'scope3', 'total'])
      expect(d.body.figures[`ghg.${scope}`].value, scope).toBe(e.body.scopes[scope].value);
    expect(d.body.figures['energy.total'].value).toBe(e.body.provisions['A2.1'].total.value);
    expect(d.body.figures.water.value).toBe(e.body.provisions['A2.2'].total.value);
    // Only electricity was entered: Scope 1 is not entered on both, never a complete 0 (ADR 0069).
    expect(e.body.scopes.scope1).toMatchObject({ value: 0, notEntered: true });
    expect(d.body.figures['ghg.scope1']).toMatchObject({ value: 0, notEntered: true });
    expect(d.body.figures['ghg.scope2'].notEntered).toBeUndefined();
    const { shown, pages } = await socialPages(token, Y2025);
    expect(shown).toEqual(pages);
    expect(shown).toMatchObject({
      'workforce.Female': 50,
      'workforce.Age30to50': 60,
      trainingHours: 845.5,
      lostDays: 37.5,
    });
  });

  it('shows the Social pages’ figures and the change from last year', async () => {
    const d = await dashboard(token, Y2025);
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    // 2024: 6 + 6 t; 2025: 4.5 + 6 t.
    expect(d.body.figures['ghg.scope2']).toMatchObject({ value: 10.5, previous: 12, complete: true });
    expect(d.body.figures['ghg.scope2'].change).toBeCloseTo(-12.5, 9);
    expect(d.body.figures['workforce.total']).toMatchObject({ value: 120, previous: null, change: null });
    expect(d.body.figures.turnover).toMatchObject({ value: 20 });
    const social = await call('GET', `/api/employee/${(await periodIds(token, [Y2025]))[Y2025]}`, { token });
    expect(String(d.body.figures['workforce.total'].value)).toBe(social.body.values.endTotal);
  });

  it('filters to one location: its emissions, months, energy, water and headcount', async () => {
    const d = await dashboard(token, Y2025, `?location=${loc.shop}`);
    expect(d.body.location).toBe(loc.shop);
    expect(d.body.figures['ghg.scope2']).toMatchObject({ value: 6, previous: 6, change: 0 });
    expect(d.body.figures['energy.total'].value).toBeCloseTo(6, 9);
    expect(d.body.figures.water.value).toBeNull();
    expect(d.body.figures['workforce.total'].value).toBe(50);
    const scope2 = (body: { byMonth: { scope2: { value: number } }[] }) => body.byMonth.map((m) => m.scope2.value);
    expect(scope2(d.body)).toEqual(Array(12).fill(0.5));
    // HQ's months and the shop's add up to the company's.
    const [hq, company] = await Promise.all([dashboard(token, Y2025, `?location=${loc.hq}`), dashboard(token, Y2025)]);
    expect(scope2(hq.body).map((v, m) => v + scope2(d.body)[m]!)).toEqual(scope2(company.body));
    // The breakdown still holds every location to pick from.
    expect(d.body.locations.map((l: { name: string }) => l.name).sort()).toEqual(['HQ', 'Shop']);
  });

  it('shows no figures for a location it does not have, whatever its name (one every object has included)', async () => {
    for (const name of ['nowhere', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const d = await dashboard(token, Y2025, `?location=${name}`);
      expect(d.status, `${name}: ${JSON.stringify(d.body)}`).toBe(200);
      expect(d.body.location).toBe(name);
      expect(d.body.figures['ghg.scope2'].value, name).toBeNull();
      expect(d.body.figures['energy.total'].value, name).toBeNull();
      expect(
        d.body.byMonth.map((m: { scope2: { value: unknown } }) => m.scope2.value),
        name,
      ).toEqual(Array(12).fill(null));
    }
  });

  it('compares with the year asked for', async () => {
    const d = await dashboard(token, Y2024, `?compare=${Y2025}`);
    expect(d.body).toMatchObject({ yearEnd: Y2024, compareYearEnd: Y2025 });
    expect(d.body.figures['ghg.scope2']).toMatchObject({ value: 12, previous: 10.5 });
    expect(d.body.years.map((y: { yearEnd: string }) => y.yearEnd)).toEqual([Y2024]);
  });
});
