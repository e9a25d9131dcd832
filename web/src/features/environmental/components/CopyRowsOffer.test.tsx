import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { useQuery } from '@tanstack/react-query';
import { Notifications } from '../../../notifications/Notifications';
import type { ResourceList } from '../api/listResourceRows';
import { environmentalKeys } from '../api/keys';
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

/** As the page holds the offer: shown while the year has no row, replaced by the copied rows; the shell's notices beside it. */
function PageWithOffer() {
  const rows = useQuery({
    queryKey: environmentalKeys.rows('electricity', YEAR),
    queryFn: () => thisYear,
    initialData: thisYear,
    staleTime: Infinity,
  });
  // The page's emissions summary: the copy refreshes it, and the offer is gone before that ends.
  useQuery({
    queryKey: environmentalKeys.emissions(YEAR),
    queryFn: () => new Promise((resolve) => setTimeout(() => resolve({}), 100)),
  });
  return (
    <>
      <Notifications />
      {rows.data.rows.length === 0 ? <CopyRowsOffer type="electricity" list={rows.data} /> : <p>rows shown</p>}
    </>
  );
}

describe('Copy from last year on an environmental page (ADR 0038)', () => {
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
    const { user, page } = renderWidget(<PageWithOffer />);
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
    // The offer gives way to the copied rows, and the notice is still on screen (the e2e found none).
    await screen.findByText('rows shown');
    await waitFor(() =>
      expect(
        page
          .findFlashbar()!
          .findItems()
          .map((i) => i.findContent()!.getElement().textContent),
      ).toContain(
        'Rows copied from last year: 1. Rows of locations outside this year’s reporting boundary were left out: 1.',
      ),
    );
  });
});
