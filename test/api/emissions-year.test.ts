import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { printedThenFactorEdited } from '../support/printing';
import { every, saveBoundaries, sig4 } from '../support/resources';

const Y1 = '2024-12-31';
const Y2 = '2025-12-31'; // financial year 2025: factors for 2025 (the library's latest earlier year stands in)

type Figure = { value: number | null; complete: boolean; gaps: number[]; notReported?: true };
type Result = {
  scopes: Record<string, Figure>;
  byLocation: Record<string, Record<string, Figure>>;
  byMonth: Record<string, Figure>[];
  byResource: Record<string, Record<string, Figure>>;
  provisions: Record<string, Record<string, Figure>>;
  lines: { rowId: string; auditId: string; spec: number; basis: number; value: number | null; kind: string }[];
  specs: { measure: string; scope?: number }[];
  bases: { factors: { id: string; revision: number; value: string; proxy: boolean }[]; gwpSet?: string }[];
  gaps: { kind: string; factorId?: string; message: string }[];
  complete: boolean;
  locked: boolean;
  frozen?: { at: string; by?: string };
};

const put = (token: string, type: string, year: string, rows: unknown[]) =>
  call('PUT', `/api/resource/${type}/${year}`, { token, body: { rows } });
const emissions = async (token: string, year: string, query = '') => {
  const res = await call<Result>('GET', `/api/emissions/${year}${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const ghgLine = (r: Result, rowId: string, scope: number) =>
  r.lines.find((l) => l.rowId === rowId && r.specs[l.spec]!.measure === 'ghg' && r.specs[l.spec]!.scope === scope)!;

describe('GET /api/emissions/{year}: a worked example from entered rows', () => {
  let token: string;
  let loc: { hq: string; shop: string };
  let clpId: string;
  let clpAudit: string;
  let gasId: string;

  beforeAll(async () => {
    ({ token } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
    loc = await saveBoundaries(token, [Y2]);
    const clp = await put(token, 'electricity', Y2, [
      {
        version: 0,
        locationId: loc.hq,
        unit: 'kWh',
        months: every('1000'),
        attributes: { supplier: 'clp', account: 'HQ-1' },
      },
    ]);
    expect(clp.status, JSON.stringify(clp.body)).toBe(200);
    [clpId, clpAudit] = [clp.body.rows[0].id, clp.body.rows[0].auditId];
    const gas = await put(token, 'fuel', Y2, [
      {
        version: 0,
        locationId: loc.shop,
        unit: 'towngas-unit',
        months: [...every('100').slice(0, 10), '', ''],
        attributes: { fuel: 'towngas', equipment: 'Kitchen' },
      },
    ]);
    expect(gas.status, JSON.stringify(gas.body)).toBe(200);
    gasId = gas.body.rows[0].id;
  });

  it('a CLP account and Towngas in both scopes, by scope, location, month, resource and provision', async () => {
    const r = await emissions(token, Y2);
    expect(r.locked).toBe(false);
    // CLP: 12 × 1,000 kWh = 12,000 kWh × 0.39 kgCO2e/kWh (2023, the latest before 2025) = 4,680 kg = 4.680 t (Scope 2)
    // Towngas: 10 × 100 units = 1,000 units; Scope 1 × 2.5529 = 2,552.9 kg = 2.553 t; Scope 2 × 0.588 = 588 kg = 0.5880 t
    expect(sig4(r.scopes.scope1!.value)).toBe(2.553);
    expect(sig4(r.scopes.scope2!.value)).toBe(5.268); // 4.680 + 0.588
    expect(sig4(r.scopes.total!.value)).toBe(7.821); // 2.5529 + 5.268
    expect(sig4(r.byLocation[loc.hq]!.scope2!.value)).toBe(4.68);
    expect(sig4(r.byLocation[loc.shop]!.total!.value)).toBe(3.141);
    // The eleventh month has electricity only: 1,000 kWh × 0.39 = 0.39 t
    expect(sig4(r.byMonth[10]!.total!.value)).toBe(0.39);
    expect(sig4(r.byMonth[0]!.total!.value)).toBe(sig4(0.39 + 0.25529 + 0.0588));
    expect(sig4(r.byResource.electricity!.total!.value)).toBe(4.68);
    expect(sig4(r.byResource.towngas!.total!.value)).toBe(3.141);
    expect(sig4(r.provisions['A1.2']!.scope2!.value)).toBe(5.268);
    expect(sig4(r.provisions['D-MT-GHG1']!.total!.value)).toBe(2.553);
    // A2.1: 12 MWh of electricity; 1,000 units × 48 MJ ÷ 3,600 = 13.33 MWh of Towngas
    expect(sig4(r.provisions['A2.1']!.electricity!.value)).toBe(12);
    expect(sig4(r.provisions['A2.1']!.towngas!.value)).toBe(13.33);
    expect(r.complete).toBe(true);
  });

  it('carries lineage: factor ids and revisions, proxy years, GWP set, the rows’ audit ids', async () => {
    const r = await emissions(token, Y2);
    const clp = ghgLine(r, clpId, 2);
    expect(clp.auditId).toBe(clpAudit);
    expect(r.bases[clp.basis]!.factors).toMatchObject([
      { id: 'elec-clp', value: '0.39', proxy: true, revision: expect.any(Number) },
    ]);
    const upstream = ghgLine(r, gasId, 2);
    expect(r.bases[upstream.basis]!.factors).toMatchObject([{ id: 'towngas-purchased', proxy: true }]);
    const dashboard = await emissions(token, Y2, '?lines=false');
    expect(dashboard.lines).toEqual([]);
    expect(dashboard.scopes).toEqual(r.scopes);
    const columns = (await call('GET', `/api/emissions/${Y2}?lines=columns`, { token })).body;
    expect(columns.lines).toEqual([]);
    const i = columns.lineColumns.rows.rowId.indexOf(clpId);
    expect(columns.lineColumns.rows.auditId[i]).toBe(clpAudit);
    expect(columns.lineColumns.row.filter((row: number) => row === i)).toHaveLength(
      r.lines.filter((l) => l.rowId === clpId).length,
    );
  });

  it('a missing factor makes the figures it feeds incomplete and says which, never a silent zero', async () => {
    const van = await put(token, 'vehicle', Y2, [
      {
        version: 0,
        locationId: loc.hq,
        unit: 'L',
        months: every('100'),
        attributes: { vehicleType: 'private-van', fuel: 'diesel' },
      },
    ]);
    expect(van.status, JSON.stringify(van.body)).toBe(200);
    const r = await emissions(token, Y2);
    expect(r.complete).toBe(false);
    // No public source gives vehicle SOx by fuel: A1.1 SOx is incomplete and names the factor.
    const sox = r.provisions['A1.1']!.sox!;
    expect(sox.complete).toBe(false);
    expect(sox.gaps.map((i) => r.gaps[i]!)).toContainEqual(
      expect.objectContaining({ kind: 'missing-factor', factorId: 'vehicle-sox-diesel' }),
    );
    // Energy comes from diesel's energy content: 1,200 L × 35.74 MJ/L = 42,888 MJ = 11.91 MWh.
    const energy = r.provisions['A2.1']!;
    expect(energy.diesel).toMatchObject({ value: 42888 / 3600, complete: true });
  });

  it('the demo Acme FY2025 misses only the factors no public source gives', async () => {
    const r = await emissions(await signIn('acme.user'), '2025-12-31');
    const missing = r.gaps.filter((g) => g.kind === 'missing-factor').map((g) => g.factorId);
    expect(missing.sort()).toEqual([
      'hazardous-waste-chemical-treatment',
      'vehicle-nox-diesel-private-van-euro-vi',
      'vehicle-pm-diesel-private-van-euro-vi',
      'vehicle-sox-diesel',
    ]);
    expect(r.gaps.filter((g) => g.kind !== 'missing-factor')).toEqual([]);
    // The van's pollutants cannot be computed: PM (the van is its only source) is not reported, with
    // the missing factor as the reason — never 0; NOx and SOx are the Towngas's, marked incomplete.
    const a11 = r.provisions['A1.1']!;
    const reasons = (f: Figure) => f.gaps.map((i) => r.gaps[i]!.factorId);
    expect(a11.pm).toMatchObject({ value: null, notReported: true, complete: false });
    expect(reasons(a11.pm!)).toEqual(['vehicle-pm-diesel-private-van-euro-vi']);
    for (const p of ['nox', 'sox'] as const) {
      expect(a11[p]!.value, p).toBeGreaterThan(0);
      expect(a11[p], p).toMatchObject({ complete: false });
      expect(a11[p]!.notReported, p).toBeUndefined();
      expect(reasons(a11[p]!), p).toEqual([expect.stringMatching(`^vehicle-${p}-diesel`)]);
    }
    // Trees stand on: FY2024's 30 and FY2025's 30 each remove 23 kg this year, 60 × 23 = 1,380 kg.
    expect(r.scopes.removals!.value).toBe(1.38);
    expect([r.scopes.scope1!.complete, r.scopes.scope2!.complete, r.scopes.removals!.complete]).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('a printed year keeps its figures and lineage; an open year follows the factor library', () => {
  it('freezes at printing; a factor edit changes only the open year', async () => {
    const { token, tenantId } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]);
    const loc = await saveBoundaries(token, [Y1, Y2]);
    const platform = await signIn('platform.admin');
    // 1,200 kWh × 0.5 kgCO2e/kWh = 600 kg = 0.6 t in both years; Y1 printed, then the factor set to 0.8.
    const { factorId, row } = await printedThenFactorEdited({ token, tenantId }, platform, loc.hq, [Y1, Y2]);

    const frozen = await emissions(token, Y1);
    expect(frozen.locked).toBe(true);
    expect(frozen.frozen).toMatchObject({ by: 'platform.admin' });
    expect(sig4(frozen.scopes.scope2!.value)).toBe(0.6);
    expect(
      frozen.bases[
        frozen.lines.find(
          (l) => l.kind === 'electricity' && l.value !== null && frozen.specs[l.spec]!.measure === 'ghg',
        )!.basis
      ]!.factors,
    ).toMatchObject([{ id: factorId, revision: 1, value: '0.5' }]);
    // A re-read does not recalculate a printed year, and its GWP set can no longer change.
    expect((await emissions(token, Y1)).scopes).toEqual(frozen.scopes);
    const gwp = await call('PUT', `/api/report-settings/${Y1}`, { token, body: { gwpSet: 'AR6', version: 0 } });
    expect(gwp.status).toBe(423);

    const open = await emissions(token, Y2);
    // 1,200 kWh × 0.8 = 960 kg = 0.96 t, with revision 2 in the lineage
    expect(sig4(open.scopes.scope2!.value)).toBe(0.96);
    const line = ghgLine(open, open.lines.find((l) => l.kind === 'electricity')!.rowId, 2);
    expect(open.bases[line.basis]!.factors).toMatchObject([{ id: factorId, revision: 2 }]);
    // And a printed year stays read-only for rows.
    expect((await put(token, 'electricity', Y1, [row])).status).toBe(423);
  });

  it('a year printed before snapshots existed is frozen by its first read', async () => {
    const { token } = await freshCompany([{ yearEnd: Y1, printed: true }, { yearEnd: Y2 }]);
    const first = await emissions(token, Y1);
    expect(first).toMatchObject({ locked: true, frozen: { by: 'system' }, complete: true });
    const second = await emissions(token, Y1);
    expect(second.frozen).toEqual(first.frozen);
  });

  it('the demo Acme FY2024 was frozen when seeded; another company cannot read it', async () => {
    const acme = await signIn('acme.user');
    const printed = await emissions(acme, '2024-12-31');
    expect(printed).toMatchObject({ locked: true, frozen: { by: 'seed' } });
    expect(printed.scopes.scope2!.value).toBeGreaterThan(0);
    const open = await emissions(acme, '2025-12-31');
    expect(open.locked).toBe(false);
    expect(open.scopes.scope1!.value).toBeGreaterThan(0);
    const globex = await signIn('globex.admin');
    expect((await call('GET', '/api/emissions/2024-12-31', { token: globex })).status).toBe(404);
  });
});
