import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { sampleRoutes } from '@esg/core/contract/samples';
import type { FigureTrail as Trail } from '@esg/core/schemas/audit';
import { FIGURE, trail, YEAR } from '../sampleFixtures';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { FigureTrail } from './FigureTrail';

const ROW = {
  unit: 'kWh',
  months: ['1234567.5', '', '0.000125', '12000'],
  periodMonths: ['2025-01', '2025-02', '2025-03', '2025-04'],
  attributes: {},
  auditId: '',
};
const LINE: Trail['lines'][number] = {
  value: 12.5,
  unit: 'tCO2e',
  conversions: [{ from: 'MWh', to: 'kWh', factor: '1000' }],
  factors: [{ id: 'f1', appliesTo: 'CLP', value: '0.0003900', unit: 'tCO2e/kWh', revision: 2, proxy: false }],
};

describe('a figure’s trail (ADR 0116)', () => {
  it.each([
    ['en', 'Not entered'],
    ['hk', '未輸入'],
    ['cn', '未输入'],
  ] as const)(
    'groups each month’s quantity as entered, every digit kept, as every number on the screen (%s)',
    async (language, empty) => {
      fakeApi.on(sampleRoutes.figureTrail, () => trail({ row: ROW, lines: [LINE] }));
      const { page } = renderWidget(
        <FigureTrail year={YEAR} sampleId="s1" figureId={FIGURE.id} onClose={() => undefined} />,
        { language },
      );
      await screen.findByText('1,234,567.5');
      const input = page.findAllTables()[0]!;
      expect(input.findRows().map((r) => r.findAll('td')[1]!.getElement().textContent)).toEqual([
        '1,234,567.5',
        empty,
        '0.000125',
        '12,000',
      ]);
      // The conversion's and the factor's exact texts too: grouped, never rounded.
      expect(document.body.textContent).toContain('MWh → kWh × 1,000');
      expect(document.body.textContent).toContain('0.0003900 tCO2e/kWh');
    },
  );
});
