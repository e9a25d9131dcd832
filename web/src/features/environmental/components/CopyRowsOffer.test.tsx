import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { notifications } from '../../../notifications/store';
import type { ResourceList } from '../api/listResourceRows';
import { CopyRowsOffer } from './CopyRowsOffer';
import { electricityRow, rowList, YEAR } from './rowFixtures';

const LAST = '2024-12-31';
const thisYear: ResourceList = {
  ...rowList([]),
  lastYear: { yearEnd: LAST, totals: [{ unit: 'kWh', value: '1500' }] },
};
const lastYearRow = (id: string, locationId: string, account: string) => ({
  ...electricityRow,
  id,
  yearEnd: LAST,
  locationId,
  months: Array<string>(12).fill('125'),
  attributes: { supplier: 'clp', account },
  total: '1500',
});

describe('Copy from last year on an environmental page (issue 13)', () => {
  it('copies last year’s rows of this year’s boundary — location, unit and details, no months — and says what was left out', async () => {
    fakeApi.on(resourceRoutes.listResourceRows, () => ({
      ...rowList([
        lastYearRow('01JAAAAAAAAAAAAAAAAAAAAAAA', 'hq', 'E-100'),
        lastYearRow('01JBBBBBBBBBBBBBBBBBBBBBBB', 'closed', 'E-200'),
      ]),
      yearEnd: LAST,
    }));
    fakeApi.on(resourceRoutes.newResourceBatch, () => ({
      ...thisYear,
      rows: [{ ...electricityRow, lastYearTotal: { value: '1500', unit: 'kWh' } }],
    }));
    const { user } = renderWidget(<CopyRowsOffer type="electricity" list={thisYear} />);
    expect(screen.getByText(/Copy the rows of the year ending 31-12-2024/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy from last year' }));
    await waitFor(() => expect(fakeApi.calls(resourceRoutes.newResourceBatch)).toHaveLength(1));
    expect(fakeApi.calls(resourceRoutes.listResourceRows)[0]!.params).toEqual({ type: 'electricity', year: LAST });
    expect(fakeApi.calls(resourceRoutes.newResourceBatch)[0]!.body).toEqual({
      year: YEAR,
      rows: [
        {
          locationId: 'hq',
          unit: 'kWh',
          months: Array<string>(12).fill(''),
          attributes: { supplier: 'clp', account: 'E-100' },
        },
      ],
    });
    await waitFor(() =>
      expect(notifications.list().map((n) => n.text)).toContain(
        'Rows copied from last year: 1. Rows of locations outside this year’s reporting boundary were left out: 1.',
      ),
    );
  });
});
