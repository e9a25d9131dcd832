import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { FigureCard } from './FigureCard';

const gap = { kind: 'missing-factor', factorId: 'elec-other', year: 2025, message: '' };
const figures = [
  {
    key: 'ghg.scope2',
    label: 'Scope 2',
    figure: { value: 10.5, unit: 'tCO2e', complete: false, missing: [gap], previous: 12, change: -12.5 },
  },
  {
    key: 'water',
    label: 'Water',
    figure: { value: 12345.678, unit: 'm3', complete: true, missing: [], previous: null, change: null },
  },
];
const shown = (key: string) => document.querySelector(`[data-figure="${key}"]`)!.textContent;

afterEach(cleanup);

describe('FigureCard', () => {
  it('shows each figure with its unit, the comparison year’s beside it, the change in % and what is missing', async () => {
    renderWidget(<FigureCard id="ghg" title="Total emissions" figures={figures} />);
    expect(await screen.findByText('Total emissions')).toBeTruthy();
    expect(shown('ghg.scope2')).toBe(
      '10.5 tCO₂eIncomplete: an emission factor of 2025 is missing (see the environmental pages)Comparison year: 12 tCO₂e · Change: -12.5 %',
    );
    // The spec's constants: 3 to 5 significant digits, thousands separated; no comparison figure is said, never 0.
    expect(shown('water')).toBe('12,346 m³Comparison year: No data · Change: –');
  });

  it('says it in Traditional Chinese', async () => {
    renderWidget(<FigureCard id="ghg" title="總排放量" figures={figures} />, { language: 'hk' });
    expect(await screen.findByText('總排放量')).toBeTruthy();
    expect(shown('ghg.scope2')).toBe(
      '10.5 噸二氧化碳當量不完整：缺少 2025 年的排放因子（請查看環境頁面）比較年度：12 噸二氧化碳當量 · 變化：-12.5 %',
    );
  });

  it('says a figure no factor lets it compute is not reported, with the reason, in every language — never 0', async () => {
    const pm = {
      key: 'pm',
      label: 'PM',
      figure: {
        value: null,
        unit: 'kg',
        complete: false,
        notReported: true as const,
        missing: [{ kind: 'missing-factor', factorId: 'vehicle-pm-diesel-lgv', year: 2025, message: '' }],
        previous: null,
        change: null,
      },
    };
    for (const [language, words] of [
      ['en', 'Not reported (emission factor missing)'],
      ['hk', '未匯報（缺少排放因子）'],
      ['cn', '未报告（缺少排放因子）'],
    ] as const) {
      renderWidget(<FigureCard id="a11" title="A1.1" figures={[pm]} />, { language });
      expect(await screen.findByText('A1.1')).toBeTruthy();
      expect(shown('pm')).toContain(words);
      expect(shown('pm')).not.toMatch(/(^|\D)0 kg/);
      cleanup();
    }
  });

  it('says a figure nothing was entered for is not entered, in every language — never a complete 0 (ADR 0069)', async () => {
    const scope1 = {
      key: 'ghg.scope1',
      label: 'Scope 1',
      figure: {
        value: 0,
        unit: 'tCO2e',
        complete: false,
        notEntered: true as const,
        missing: [],
        previous: null,
        change: null,
      },
    };
    for (const [language, words] of [
      ['en', 'Not entered'],
      ['hk', '未填寫'],
      ['cn', '未填写'],
    ] as const) {
      renderWidget(<FigureCard id="ghg" title="GHG" figures={[scope1]} />, { language });
      expect(await screen.findByText('GHG')).toBeTruthy();
      expect(shown('ghg.scope1')).toContain(words);
      expect(shown('ghg.scope1')).not.toMatch(/(^|\D)0 (tCO2e|噸|吨)/);
      cleanup();
    }
  });
});
