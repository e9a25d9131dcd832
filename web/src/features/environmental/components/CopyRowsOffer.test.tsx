import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { useQuery } from '@tanstack/react-query';
import { NoticeAlerts } from '../../../notifications/NoticeAlerts';
import type { ResourceList } from '../api/listResourceRows';
import { environmentalKeys } from '../api/keys';
import { CopyRowsOffer } from './CopyRowsOffer';
import { CERTIFICATES, electricityRow, rowList, YEAR } from './rowFixtures';

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
      <NoticeAlerts />
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
      expect(page.findAllAlerts().map((a) => a.findContent().getElement().textContent)).toContain(
        'Rows copied from last year: 1. Rows of locations outside this year’s reporting boundary were left out: 1.',
      ),
    );
  });

  it.each([
    [
      'en',
      'Copy from last year',
      'Rows copied without last year’s contractual instruments (an instrument covers its own year’s electricity: enter this year’s after the months): 1.',
    ],
    [
      'hk',
      '從去年複製',
      '已複製但未包括去年合約工具的項目（合約工具只涵蓋其所屬年度的電力，請在輸入每月數字後輸入本年度的合約工具）：1。',
    ],
    [
      'cn',
      '从去年复制',
      '已复制但未包括去年合约工具的项目（合约工具只涵盖其所属年度的电力，请在输入每月数字后输入本年度的合约工具）：1。',
    ],
  ] as const)(
    'leaves last year’s contractual instruments behind, and says so (%s)',
    async (language, button, notice) => {
      const withCertificate = lastYearRow('01JAAAAAAAAAAAAAAAAAAAAAAA', 'hq', 'E-100');
      fakeApi.on(resourceRoutes.listResourceRows, () => ({
        ...rowList([
          { ...withCertificate, attributes: { ...withCertificate.attributes, instruments: [CERTIFICATES] } },
          lastYearRow('01JBBBBBBBBBBBBBBBBBBBBBBB', 'hq', 'E-200'),
        ]),
        yearEnd: LAST,
      }));
      fakeApi.on(resourceRoutes.newResourceBatch, () => ({ ...thisYear, rows: [electricityRow] }));
      const { user, page } = renderWidget(<PageWithOffer />, { language });
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() => expect(fakeApi.calls(resourceRoutes.newResourceBatch)).toHaveLength(1));
      const sent = fakeApi.calls(resourceRoutes.newResourceBatch)[0]!.body as { rows: { attributes: object }[] };
      expect(sent.rows.map((r) => r.attributes)).toEqual([
        { supplier: 'clp', account: 'E-100' },
        { supplier: 'clp', account: 'E-200' },
      ]);
      await waitFor(() =>
        expect(
          page
            .findAllAlerts()
            .map((a) => a.findContent().getElement().textContent)
            .join(''),
        ).toContain(notice),
      );
    },
  );
});
