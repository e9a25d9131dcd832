import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { adminRoutes } from '@esg/core/contract/admin';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import type { CompletenessView } from '@esg/core/schemas/assurance';
import type { UnitView } from '@esg/core/schemas/units';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { Completeness } from './Completeness';

const YEAR = '2025-12-31';
const HQ = { en: 'Head office', hk: '總辦事處', cn: '总办事处' };
const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const entered = Array<'entered'>(12).fill('entered');
const tally = { entered: 24, total: 24, percent: 100 };
const view: CompletenessView = {
  yearEnd: YEAR,
  months,
  sections: { environmental: tally, social: tally },
  locations: [{ locationId: 'hq', name: HQ.en, names: HQ, ...tally }],
  rows: [
    {
      type: 'waste',
      rowId: '01JB4Z8Q7W3N5K2M6P9R1T0V8A',
      locationId: 'hq',
      unit: 'kg',
      label: 'Head office · Fluorescent tubes · chemical-treatment',
      labels: {
        en: 'Head office · Fluorescent tubes · Chemical treatment',
        hk: '總辦事處 · Fluorescent tubes · 化學處理',
        cn: '总办事处 · Fluorescent tubes · 化学处理',
      },
      cells: entered,
    },
    {
      type: 'fuel',
      rowId: '01JB4Z8Q7W3N5K2M6P9R1T0V8B',
      locationId: 'hq',
      unit: 'towngas-unit',
      label: 'Head office · Pantry',
      labels: { en: 'Head office · Pantry', hk: '總辦事處 · Pantry', cn: '总办事处 · Pantry' },
      cells: entered,
    },
  ],
  social: [],
};
const unit = (id: string, symbol: string, names: UnitView['names']): UnitView => ({
  id,
  symbol,
  names,
  typeId: 'volume',
  systemId: 'industry',
  version: 1,
});
const units = [
  unit('kg', 'kg', { en: 'kilogram', hk: '千克', cn: '千克' }),
  unit('towngas-unit', 'unit (Towngas)', { en: 'unit of Towngas', hk: '煤氣度數', cn: '煤气度数' }),
];

describe('the completeness of a year on the data-quality screen (ADR 0106, ADR 0121)', () => {
  it.each([
    ['hk', HQ.hk, '廢棄物 · 總辦事處 · Fluorescent tubes · 化學處理', '煤氣度數', '沒有'],
    ['cn', HQ.cn, '废弃物 · 总办事处 · Fluorescent tubes · 化学处理', '煤气度数', '没有'],
  ] as const)(
    'names locations, coded choices and units in the reader’s language (%s)',
    async (language, hq, waste, towngas, none) => {
      fakeApi.on(assuranceRoutes.completeness, () => view);
      fakeApi.on(adminRoutes.listUnits, () => units);
      renderWidget(<Completeness year={YEAR} canWrite={false} />, { path: '/reporting/data_quality', language });
      const wasteRow = (await screen.findByText(waste)).closest('tr')!;
      expect(within(wasteRow).getByText('kg')).toBeDefined();
      const fuelRow = screen.getByText(new RegExp(`${hq} · Pantry$`)).closest('tr')!;
      expect(await within(fuelRow).findByText(towngas)).toBeDefined();
      expect(within(fuelRow).getAllByText(none).length).toBeGreaterThan(0);
      // The by-location table names the location in the reader's language too.
      expect(screen.getByText(hq, { selector: 'td *, td' })).toBeDefined();
      const text = document.body.textContent ?? '';
      for (const english of ['Head office', 'chemical-treatment', 'towngas-unit']) expect(text).not.toContain(english);
    },
  );
});
