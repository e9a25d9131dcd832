import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import type { ChartData } from '../charts';
import '../i18n';
import { ChartCard } from './ChartCard';

const chart: ChartData = {
  id: 'byYear',
  title: 'Scope 1, 2 and 3 by year',
  type: 'column',
  categories: ['31-12-2024', '31-12-2025'],
  series: [
    {
      name: 'Scope 1',
      unit: 'tCO2e',
      stack: 'ghg',
      points: [
        { value: 1234.5678, missing: [] },
        { value: null, missing: [] },
      ],
    },
    {
      name: 'Scope 2',
      unit: 'tCO2e',
      stack: 'ghg',
      points: [
        { value: 2, missing: [] },
        { value: 3, missing: ['missing factor elec-other for 2025'] },
      ],
    },
  ],
};

describe('ChartCard', () => {
  it('shows the chart’s figures as a table: formatted per spec §9, no data said, what is missing named', async () => {
    const { page } = renderWidget(<ChartCard chart={chart} colours={['#000000']} year="2025-12-31" />);
    expect(await screen.findByText('Scope 1, 2 and 3 by year')).toBeTruthy();
    act(() => page.findSegmentedControl()!.findSegmentById('table')!.click());
    const table = page.findTable()!;
    const cells = (row: number) => {
      const r = table.findRows()[row]!;
      return r.findAll('td').map((c) => c.getElement().textContent);
    };
    expect(table.findColumnHeaders().map((h) => h.getElement().textContent)).toEqual([
      '',
      'Scope 1 (tCO2e)',
      'Scope 2 (tCO2e)',
    ]);
    expect(cells(0)).toEqual(['1,234.6', '2.00']);
    expect(cells(1)).toEqual(['No data', '3.00 (Incomplete: missing factor elec-other for 2025)']);
  });
});
