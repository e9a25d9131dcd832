import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { ConversionsTab } from './ConversionsTab';
import { useUnitCatalogue } from './useUnitCatalogue';

const names = (en: string) => ({ en, hk: en, cn: en });
const SOURCE = 'HKEX, Reporting Guidance on Environmental KPIs (Appendix 2)';

function Tab() {
  return <ConversionsTab catalogue={useUnitCatalogue()} />;
}

describe('the conversions tab', () => {
  it.each([
    ['en', 'High confidence'],
    ['hk', '可信度：高'],
    ['cn', '可信度：高'],
  ] as const)(
    'shows a source as published and its confidence in the reader’s words (%s)',
    async (language, confidence) => {
      fakeApi.on(adminRoutes.listUnits, () => [
        {
          id: 'towngas-unit',
          symbol: 'unit',
          names: names('Towngas unit'),
          typeId: 'energy',
          systemId: 'metric',
          version: 1,
        },
        { id: 'MJ', symbol: 'MJ', names: names('Megajoule'), typeId: 'energy', systemId: 'si', version: 1 },
      ]);
      fakeApi.on(adminRoutes.listUnitTypes, () => [
        { id: 'energy', names: names('Energy'), baseUnitId: 'kWh', version: 1 },
      ]);
      fakeApi.on(adminRoutes.listUnitSystems, () => []);
      fakeApi.on(adminRoutes.listConversions, () => [
        {
          from: 'towngas-unit',
          to: 'MJ',
          numerator: '48',
          denominator: '1',
          source: SOURCE,
          confidence: 'high' as const,
          version: 1,
        },
      ]);
      const { page } = renderWidget(<Tab />, { language });
      await screen.findByText(SOURCE);
      const table = page.findTable()!;
      const column = table.findColumnHeaders().length;
      const cell = table.findBodyCell(1, column)!.getElement().textContent;
      expect(cell).toBe(`${SOURCE}${confidence}`);
      if (language !== 'en') expect(cell).not.toMatch(/confidence/i);
    },
  );
});
