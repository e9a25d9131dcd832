import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { freshCompany } from '../support/company';
import { clpRow, every, saveBoundaries } from '../support/resources';

/**
 * A page's totals add rows of one kind of quantity in different units (core/src/domain/resources/pageTotals.ts): the
 * electricity page with a meter in kWh and one in MWh shows one total, and last year's in the same unit.
 */
const Y1 = '2024-12-31';
const Y2 = '2025-12-31';

let token: string;
let loc: { hq: string; shop: string };

beforeAll(async () => {
  ({ token } = await freshCompany([{ yearEnd: Y1 }, { yearEnd: Y2 }]));
  loc = await saveBoundaries(token, [Y1, Y2]);
});

describe('the electricity page’s total', () => {
  it('is one, in the unit most rows are in, though a meter reads MWh; last year’s is in the same unit', async () => {
    const last = await call('PUT', `/api/resource/electricity/${Y1}`, {
      token,
      body: { rows: [{ ...clpRow(loc.hq, every('1')), unit: 'MWh' }] },
    });
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    const saved = await call('PUT', `/api/resource/electricity/${Y2}`, {
      token,
      body: {
        rows: [
          clpRow(loc.hq, every('13475')),
          { ...clpRow(loc.shop, every('10.5')), unit: 'MWh', attributes: { supplier: 'clp', account: '2-2' } },
          { ...clpRow(loc.shop, every('100')), attributes: { supplier: 'clp', account: '3-3' } },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 161,700 kWh + 126 MWh + 1,200 kWh: one total, not a kWh line beside an MWh line.
    expect(saved.body.totals).toEqual([{ unit: 'kWh', value: '288900' }]);
    const page = await call('GET', `/api/resource/electricity/${Y2}`, { token });
    expect(page.body.totals).toEqual([{ unit: 'kWh', value: '288900' }]);
    expect(page.body.lastYear).toEqual({ yearEnd: Y1, totals: [{ unit: 'kWh', value: '12000' }] });
  });
});
