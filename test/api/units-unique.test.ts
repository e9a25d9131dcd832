import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { call, signIn } from '../support/api';

/**
 * A unit's symbol is used once among its type's units, and a pair of units is joined by one conversion, not by it
 * and its reverse; each check and its write are one (docs/decisions/0158-unit-conversions-checked-and-written-as-one.md).
 */
const short = () => ulid().slice(-8).toLowerCase();
const platform = () => signIn('platform.admin');
const names = { en: 'Test unit', hk: '測試單位', cn: '测试单位' };
type Unit = { id: string; symbol: string; typeId: string; version: number };

const putUnits = async (units: object[]) => call('PUT', '/api/uom/all', { token: await platform(), body: { units } });
const putConversions = async (conversions: object[]) =>
  call('PUT', '/api/uom/conversions', { token: await platform(), body: { conversions } });
const unit = (id: string, symbol: string, typeId: string, version?: number) => ({
  id,
  symbol,
  names,
  typeId,
  systemId: 'metric',
  ...(version === undefined ? {} : { version }),
});
/** 1 from = n / d to. */
const conv = (from: string, to: string, n: string, d = '1') => ({
  from,
  to,
  numerator: n,
  denominator: d,
  source: 'test',
});
const listUnits = async (): Promise<Unit[]> => (await call('GET', '/api/uom/all', { token: await platform() })).body;

/** A unit type of this test's own, so its units stay out of the seeded types' lists. */
async function freshType() {
  const id = `ut${short()}`;
  const put = await call('PUT', '/api/uom/types', {
    token: await platform(),
    body: { types: [{ id, names, baseUnitId: `${id}-base` }] },
  });
  expect(put.status).toBe(200);
  return id;
}

const symbolIssue = (index: number) => [
  expect.objectContaining({ path: `body.units.${index}.symbol`, code: 'symbolTaken' }),
];

describe('unit symbols: one unit per symbol within a unit type', () => {
  it('refuses a new unit with a symbol its type already has (kWh for energy), at the symbol', async () => {
    const res = await putUnits([unit(`kwh${short()}`, 'kWh', 'energy')]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.units.0.symbol',
        code: 'symbolTaken',
        message: 'The symbol kWh is used by kWh, a unit of the same type: choose another.',
      }),
    ]);
    // Typed with spaces round it, it is the same symbol.
    expect((await putUnits([unit(`kwh${short()}`, ' kWh ', 'energy')])).body.data.issues).toEqual(symbolIssue(0));
  });

  it('refuses an edit to a symbol another unit of the type has; the unit keeps its own', async () => {
    const id = `therm${short()}`;
    expect((await putUnits([unit(id, `thm-${short()}`, 'energy')])).status).toBe(200);
    const saved = (await listUnits()).find((u) => u.id === id)!;
    const renamed = await putUnits([unit(id, 'kWh', 'energy', saved.version)]);
    expect(renamed.status).toBe(400);
    expect(renamed.body.data.issues).toEqual(symbolIssue(0));
    expect((await listUnits()).find((u) => u.id === id)).toMatchObject({
      symbol: saved.symbol,
      version: saved.version,
    });
    // Saving its own symbol again is no clash with itself.
    expect((await putUnits([unit(id, saved.symbol, 'energy', saved.version)])).status).toBe(200);
  });

  it('compares symbols as typed and per type: mW beside MW, and a symbol of another type, are saved', async () => {
    const type = await freshType();
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `${x}${short()}`);
    expect((await putUnits([unit(a, 'MW', type), unit(b, 'mW', type)])).status).toBe(200);
    // kg is a mass symbol; in this type it is free.
    expect((await putUnits([unit(c, 'kg', type)])).status).toBe(200);
  });

  it('refuses the second of two entries of one request with the same symbol', async () => {
    const type = await freshType();
    const [a, b] = ['a', 'b'].map((x) => `${x}${short()}`);
    const res = await putUnits([unit(a, 'tw', type), unit(b, 'tw', type)]);
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual(symbolIssue(1));
    expect((await listUnits()).filter((u) => u.typeId === type)).toEqual([]);
  });

  it('of units added at once with one symbol, one is saved: the others are checked again and refused', async () => {
    const type = await freshType();
    const ids = [1, 2, 3, 4].map((n) => `c${n}${short()}`);
    const answers = await Promise.all(ids.map((id) => putUnits([unit(id, 'same', type)])));
    const statuses = answers.map((r) => r.status);
    for (const s of statuses) expect([200, 400, 409], JSON.stringify(answers.map((r) => r.body))).toContain(s);
    const saved = statuses.filter((s) => s === 200).length;
    expect(saved).toBeLessThanOrEqual(1);
    for (const r of answers.filter((x) => x.status === 400)) expect(r.body.data.issues).toEqual(symbolIssue(0));
    expect((await listUnits()).filter((u) => u.typeId === type && u.symbol === 'same')).toHaveLength(saved);
  });
});

describe('unit conversions: a pair of units joined once', () => {
  const reverseIssue = (index: number) => [
    expect.objectContaining({ path: `body.conversions.${index}.from`, code: 'reverseExists' }),
  ];

  it('refuses MJ→GJ 1/1000 beside GJ→MJ 1000, naming the conversion that exists', async () => {
    const res = await putConversions([conv('MJ', 'GJ', '1', '1000')]);
    expect(res.status).toBe(400);
    expect(res.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.conversions.0.from',
        code: 'reverseExists',
        message: 'The conversion GJ → MJ already exists: edit that one.',
      }),
    ]);
    const saved = (await call('GET', '/api/uom/conversions', { token: await platform() })).body as {
      from: string;
      to: string;
    }[];
    expect(saved.filter((c) => c.from === 'MJ' && c.to === 'GJ')).toEqual([]);
  });

  it('refuses a pair and its reverse in one request, and of the two saved at once at most one', async () => {
    const type = await freshType();
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((x) => `${x}${short()}`);
    expect((await putUnits([a, b, c, d].map((id) => unit(id, id, type)))).status).toBe(200);
    const both = await putConversions([conv(a, b, '10'), conv(b, a, '1', '10')]);
    expect(both.status).toBe(400);
    expect(both.body.data.issues).toEqual(reverseIssue(1));

    const answers = await Promise.all([putConversions([conv(c, d, '10')]), putConversions([conv(d, c, '1', '10')])]);
    const statuses = answers.map((r) => r.status);
    for (const s of statuses) expect([200, 400, 409], JSON.stringify(answers.map((r) => r.body))).toContain(s);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    const saved = ((await call('GET', '/api/uom/conversions', { token: await platform() })).body as object[]).filter(
      (x) => [c, d].includes((x as { from: string }).from),
    );
    expect(saved).toHaveLength(statuses.filter((s) => s === 200).length);
  });
});
