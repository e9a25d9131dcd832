import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api';
import { freshCompany } from '../support/company';
import { certificate, every, saveBoundaries, sig4 } from '../support/resources';

/** Contractual instruments on electricity rows and market-based Scope 2 (ADR 0090). */
const Y = '2025-12-31';
const url = `/api/resource/electricity/${Y}`;
type Figure = { value: number | null };
type Emissions = {
  provisions: Record<string, Record<string, Figure>>;
  scopes: Record<string, Figure>;
  instruments: { kind: string; mwh: string; perMwh: number; vintage: number; reference: unknown; rowId: string }[];
};

let token: string;
let loc: { hq: string };
// 12 × 10,000 kWh = 120 MWh a year.
const row = (instruments: unknown[]) => ({
  version: 0,
  locationId: loc.hq,
  unit: 'kWh',
  months: every('10000'),
  attributes: { supplier: 'clp', account: '0123-456', instruments },
});
const emissions = async () => (await call<Emissions>('GET', `/api/emissions/${Y}`, { token })).body;

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y }]));
  loc = await saveBoundaries(token, [Y]);
});

describe('contractual instruments for purchased electricity', () => {
  it('bad input is a 400 at the field: negative or zero MWh, more MWh than the row consumed, no reference, a wrong rate unit', async () => {
    const cases: [unknown, string][] = [
      [[certificate('-5')], 'rows.0.attributes.instruments.0.mwh'],
      [[certificate('0')], 'rows.0.attributes.instruments.0.mwh'],
      [[certificate('100'), certificate('20.5')], 'rows.0.attributes.instruments'],
      [[{ ...certificate('10'), reference: '' }], 'rows.0.attributes.instruments.0.reference'],
      [[{ ...certificate('10'), rate: { value: '0', unit: 'gCO2/kWh' } }], 'rows.0.attributes.instruments.0.rate.unit'],
      [[{ ...certificate('10'), vintage: 1990 }], 'rows.0.attributes.instruments.0.vintage'],
    ];
    for (const [instruments, path] of cases) {
      const res = await call('PUT', url, { token, body: { rows: [row(instruments as unknown[])] } });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.data.issues.map((i: { path: string }) => i.path)).toContain(`body.${path}`);
    }
    const over = await call('PUT', url, { token, body: { rows: [row([certificate('120.001')])] } });
    expect(over.body.data.issues[0]).toMatchObject({ messageKey: 'instrumentsExceedUse', params: { mwh: '120' } });
    expect((await call('GET', url, { token })).body.rows).toEqual([]);
  });

  it('market-based Scope 2 counts the certificates at 0; location-based is unchanged', async () => {
    const saved = await call('PUT', url, { token, body: { rows: [row([certificate('120')])] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    let e = await emissions();
    const location = e.provisions['D-MT-GHG2']!.total!.value!;
    expect(location).toBeGreaterThan(0);
    expect(e.scopes.scope2!.value).toBe(location);
    expect(e.provisions['D-MT-GHG2']!.marketBased!.value).toBe(0);
    expect(e.instruments).toMatchObject([{ kind: 'certificate', mwh: '120', perMwh: 0, vintage: 2025 }]);

    // Half covered: market-based is half of location-based.
    const { id, version } = saved.body.rows[0];
    const half = await call('PUT', url, { token, body: { rows: [{ ...row([certificate('60')]), id, version }] } });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    e = await emissions();
    expect(sig4(e.provisions['D-MT-GHG2']!.marketBased!.value)).toBe(sig4(location / 2));
  });

  it("another company cannot put instruments on this company's row", async () => {
    const mine = (await call('GET', url, { token })).body.rows[0];
    const acme = await signIn('acme.admin');
    const acmeHq = (await call('GET', url, { token: acme })).body.locations[0].id;
    const res = await call('PUT', url, {
      token: acme,
      body: { rows: [{ ...row([certificate('1')]), locationId: acmeHq, id: mine.id, version: mine.version }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect((await call('GET', url, { token })).body.rows[0].attributes.instruments).toEqual([certificate('60')]);
  });

  it('takes the reference in English and Traditional Chinese, reads it back, and refuses a wrong shape at the reference (ADR 0137)', async () => {
    const at = 'body.rows.0.attributes.instruments.0.reference';
    for (const reference of [{}, { en: '', hk: ' ' }, { fr: 'Certificats' }, { en: 5 }, { hk: '證'.repeat(201) }, 7]) {
      const res = await call('PUT', url, { token, body: { rows: [row([{ ...certificate('10'), reference }])] } });
      expect(res.status, JSON.stringify(reference)).toBe(400);
      expect(res.body.data.issues.map((i: { path: string }) => i.path.slice(0, at.length))).toContain(at);
    }
    const mine = (await call('GET', url, { token })).body.rows[0];
    const reference = { en: 'CLP Renewable Energy Certificates', hk: '中電可再生能源證書' };
    const res = await call('PUT', url, {
      token,
      body: { rows: [{ ...row([{ ...certificate('30'), reference }]), id: mine.id, version: mine.version }] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await call('GET', url, { token })).body.rows[0].attributes.instruments[0].reference).toEqual(reference);
    expect((await emissions()).instruments[0]!.reference).toEqual(reference);
  });

  it('a save keeps the languages it leaves out — a Simplified override the dialog does not show — clears one sent empty, and a stale save is a 409 (ADR 0137)', async () => {
    const get = async () => (await call('GET', url, { token })).body.rows[0];
    const save = (base: { id: string; version: number }, instruments: unknown[]) =>
      call('PUT', url, { token, body: { rows: [{ ...row(instruments), id: base.id, version: base.version }] } });
    const other = { ...certificate('20'), kind: 'greenTariff', reference: { en: 'CLP Renewable Energy Tariff' } };
    const stored = { en: 'CLP RECs', hk: '中電可再生能源證書', cn: '中电绿证' };
    let mine = await get();
    expect((await save(mine, [{ ...certificate('30'), reference: stored }, other])).status).toBe(200);

    // The dialog sends English and Traditional: the Simplified override stays, also when the instrument moves.
    mine = await get();
    const res = await save(mine, [other, { ...certificate('30'), reference: { en: 'CLP RECs 2025', hk: stored.hk } }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    mine = await get();
    expect(mine.attributes.instruments.map((i: { reference: unknown }) => i.reference)).toEqual([
      other.reference,
      { en: 'CLP RECs 2025', hk: stored.hk, cn: stored.cn },
    ]);

    // English sent empty is cleared; the other languages kept. A new instrument keeps nothing of another's.
    const cleared = await save(mine, [
      { ...certificate('30'), reference: { en: '', hk: stored.hk } },
      { ...other, reference: { hk: '綠色電價' } },
    ]);
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const now = await get();
    expect(now.attributes.instruments.map((i: { reference: unknown }) => i.reference)).toEqual([
      { hk: stored.hk, cn: stored.cn },
      { hk: '綠色電價' },
    ]);

    // A save based on the version before is refused with the current rows, the stored languages untouched.
    const stale = await save(mine, [{ ...certificate('30'), reference: { en: 'Lost', hk: '遺失' } }]);
    expect(stale.status).toBe(409);
    expect((await get()).attributes.instruments[0].reference).toEqual({ hk: stored.hk, cn: stored.cn });
  });
});
