import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { blank, clpRow as clpRowAt, every, saveBoundaries } from '../support/resources';

const Y1 = '2024-12-31';
const Y2 = '2025-12-31';
const url = (type: string, year = Y2) => `/api/resource/${type}/${year}`;

let token: string;
let loc: { hq: string; shop: string; depot: string };

/** A CLP electricity row at the head office. */
const clpRow = (months = every('1000')) => clpRowAt(loc.hq, months);

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
  loc = await saveBoundaries(token, [Y1, Y2]);
});

describe('resource rows: bad input is a 400 with field issues, never a 500', () => {
  const put = (rows: unknown, type = 'electricity') => call('PUT', url(type), { token, body: { rows } });
  const paths = (res: { body: { data?: { issues?: { path: string }[] } } }) =>
    (res.body.data?.issues ?? []).map((i) => i.path);

  it('malformed JSON', async () => {
    const res = await call('PUT', url('electricity'), { token, body: '{"rows": [' });
    expect(res.status).toBe(400);
    expect(paths(res)).toEqual(['body']);
  });

  it('wrong types, unknown fields, letters, 13 months', async () => {
    const numbers = await put([{ ...clpRow(), months: Array(12).fill(1000) }]);
    expect(numbers.status).toBe(400);
    expect(paths(numbers)).toContain('body.rows.0.months.0');

    const unknown = await put([{ ...clpRow(), colour: 'red' }]);
    expect(unknown.status).toBe(400);
    const unknownAttr = await put([{ ...clpRow(), attributes: { supplier: 'clp', account: 'x', colour: 'red' } }]);
    expect(unknownAttr.status).toBe(400);
    expect(paths(unknownAttr).some((p) => p.startsWith('body.rows.0.attributes'))).toBe(true);

    const letters = await put([clpRow([...every('10').slice(0, 11), '12a'])]);
    expect(letters.status).toBe(400);
    expect(paths(letters)).toEqual(['body.rows.0.months.11']);
    for (const bad of ['-5', '1e3', '1,000', '1.2.3', '.5']) {
      const res = await put([clpRow([bad, ...every('').slice(1)])]);
      expect(res.status, bad).toBe(400);
    }

    const thirteen = await put([clpRow([...every('1'), '1'])]);
    expect(thirteen.status).toBe(400);
    expect(paths(thirteen)).toEqual(['body.rows.0.months']);

    const supplier = await put([{ ...clpRow(), attributes: { supplier: 'towngas', account: 'x' } }]);
    expect(paths(supplier)).toEqual(['body.rows.0.attributes.supplier']);
  });

  it('a month in full-width digits or longer than 30 characters is named as such, in catalogue words', async () => {
    const fullWidth = await put([clpRow(['１２', ...every('').slice(1)])]);
    expect(fullWidth.status).toBe(400);
    expect(fullWidth.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.rows.0.months.0',
        message: 'Please type the number with half-width digits (12, not １２).',
        messageKey: 'halfWidthDigits',
      }),
    ]);
    const long = await put([clpRow(['1'.repeat(31), ...every('').slice(1)])]);
    expect(long.status).toBe(400);
    // As the month cells on the web say it, not "Incorrect type of input."
    expect(long.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.rows.0.months.0',
        message: 'At most 30 characters.',
        messageKey: 'quantityTooLong',
      }),
    ]);
  });

  it('a unit that cannot measure the resource, an unknown unit, a location outside the boundary', async () => {
    const kg = await put([{ ...clpRow(), unit: 'kg' }]);
    expect(kg.status).toBe(400);
    expect(kg.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.rows.0.unit', code: 'incompatible-unit' }),
    ]);
    const unknown = await put([{ ...clpRow(), unit: 'furlong' }]);
    // Each in words from the message catalogue, so the web says it in the user's language.
    expect(unknown.body.data.issues).toEqual([
      expect.objectContaining({
        path: 'body.rows.0.unit',
        code: 'unknown-unit',
        message: 'Unknown unit furlong.',
        messageKey: 'unknownUnit',
        params: { unit: 'furlong' },
      }),
    ]);
    const depot = await put([{ ...clpRow(), locationId: loc.depot }]);
    expect(depot.status).toBe(400);
    expect(depot.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.rows.0.locationId', messageKey: 'notInBoundary' }),
    ]);
    const vehicleKm = await put(
      [
        {
          version: 0,
          locationId: loc.hq,
          unit: 'L',
          months: every('50'),
          attributes: { vehicleType: 'private-van', fuel: 'diesel', distance: { unit: 'kg', months: every('500') } },
        },
      ],
      'vehicle',
    );
    expect(paths(vehicleKm)).toEqual(['body.rows.0.attributes.distance.unit']);
  });

  it('a malformed airport code, gas name or water source is refused in the catalogue’s words, so the web says it in Chinese too', async () => {
    const flight = await put(
      [
        {
          version: 0,
          locationId: loc.hq,
          unit: 'pcs',
          months: blank(),
          attributes: { mode: 'flight', origin: 'HK', destination: 'SIN' },
        },
      ],
      'businessTravel',
    );
    expect(flight.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.rows.0.attributes.origin', messageKey: 'airportCode' }),
    ]);
    const gas = await put(
      [{ version: 0, locationId: loc.hq, unit: 'kg', months: blank(), attributes: { gas: 'R-410A?' } }],
      'refrigerant',
    );
    expect(gas.body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.rows.0.attributes.gas', messageKey: 'gasName' }),
    ]);
    // A water source is one of the water page's list, as it offers them, not free text.
    const water = (source: string) =>
      put([{ version: 0, locationId: loc.hq, unit: 'm3', months: blank(), attributes: { source } }], 'water');
    expect((await water('Recycled water')).body.data.issues).toEqual([
      expect.objectContaining({ path: 'body.rows.0.attributes.source', messageKey: 'notInList' }),
    ]);
  });

  it("a grid factor an electricity row names must be one of the library's electricity factors", async () => {
    const named = (factorId: string) =>
      put([{ ...clpRow(), attributes: { supplier: 'other', account: `F-${factorId}`, factorId } }]);
    for (const factorId of ['no-such-grid', 'travel-flight-business']) {
      const refused = await named(factorId);
      expect(refused.status).toBe(400);
      expect(refused.body.data.issues).toEqual([
        expect.objectContaining({
          path: 'body.rows.0.attributes.factorId',
          messageKey: 'unknownGridFactor',
          params: { factor: factorId },
        }),
      ]);
    }
    const prc = await named('elec-prc');
    expect(prc.status, JSON.stringify(prc.body)).toBe(200);
    expect(prc.body.rows.find((r: { attributes: { factorId?: string } }) => r.attributes.factorId)).toMatchObject({
      attributes: { factorId: 'elec-prc' },
    });
  });

  it('an unknown type or year is 404; a new row must have version 0', async () => {
    expect((await call('GET', url('plutonium'), { token })).status).toBe(404);
    expect((await call('GET', url('electricity', '2019-12-31'), { token })).status).toBe(404);
    const versioned = await put([{ ...clpRow(), version: 3 }]);
    expect(paths(versioned)).toEqual(['body.rows.0.version']);
  });
});
