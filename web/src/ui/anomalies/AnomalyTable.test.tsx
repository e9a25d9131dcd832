import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import type { AnomaliesView } from '@esg/core/schemas/assurance';
import { fakeApi } from '../../test/fakeApi';
import { renderWidget } from '../../test/render';
import { AnomalyTable } from './AnomalyTable';

const YEAR = '2025-12-31';
const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const slip = {
  id: 'row.water.01ARZ3NDEKTSV4RRFFQ69G5FAV.m4',
  rule: 'unitSlip',
  subject: 'row',
  type: 'water',
  rowId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
  locationId: 'L1',
  label: 'Head office · municipal',
  labels: { en: 'Head office · Municipal supply', hk: '總辦事處 · 市政供水', cn: '总办事处 · 市政供水' },
  unit: 'm3',
  period: 4,
  value: 100000,
  reference: 100,
  measure: 1000,
} as const;
const perHead = {
  ...slip,
  id: 'perEmployee.water.m3.year',
  rule: 'yoy',
  subject: 'perEmployee',
  label: '',
  period: 'year',
  measure: 45.2,
} as const;
const view = (explained: boolean): AnomaliesView => ({
  yearEnd: YEAR,
  months,
  thresholds: { yoyPercent: 30, madLimit: 3 },
  anomalies: [
    explained ? { ...slip, explanation: { comment: 'A burst pipe.', by: 'owner', at: '2026-01-05T00:00:00Z' } } : slip,
    perHead,
  ],
  unexplained: explained ? 1 : 2,
});

/** The data-quality screen's unusual figures (ADR 0107): the check in words, Explain for those who enter data. */
describe('unusual figures', () => {
  it('says why each figure is flagged and saves an explanation', async () => {
    let explained = false;
    fakeApi.on(assuranceRoutes.anomalies, () => view(explained));
    fakeApi.on(assuranceRoutes.explainAnomaly, () => {
      explained = true;
      return { ...slip, explanation: { comment: 'A burst pipe.', by: 'owner', at: '2026-01-05T00:00:00Z' } };
    });
    const { page, user } = renderWidget(<AnomalyTable year={YEAR} canWrite />);
    const table = page.findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(2));
    const row = (i: number) => table.findRows()[i]!.getElement().textContent;
    expect(row(0)).toContain('Water · Head office · Municipal supply');
    expect(row(0)).toContain('May 2025');
    expect(row(0)).toContain('Looks like a unit slip: about 1,000× its history');
    expect(row(0)).toContain('Not explained');
    expect(row(1)).toContain('Water per employee');
    expect(row(1)).toContain('+45.2 % against the same period last year');

    table.findRows()[0]!.findButton()!.click();
    const dialog = page.findModal()!;
    await waitFor(() => expect(dialog.getElement().textContent).toContain('Explain an unusual figure'));
    await user.type(screen.getByLabelText('Why the figure is right', { selector: 'textarea' }), 'A burst pipe.');
    dialog.findFooter()!.findAllButtons().at(-1)!.click();
    await waitFor(() => expect(fakeApi.calls(assuranceRoutes.explainAnomaly)).toHaveLength(1));
    expect(fakeApi.calls(assuranceRoutes.explainAnomaly)[0]).toMatchObject({
      params: { year: YEAR, anomalyId: slip.id },
      body: { comment: 'A burst pipe.' },
    });
    await waitFor(() => expect(row(0)).toContain('A burst pipe.'));
  });

  it('offers no Explain to a reader, and speaks Simplified Chinese', async () => {
    fakeApi.on(assuranceRoutes.anomalies, () => view(false));
    const { page } = renderWidget(<AnomalyTable year={YEAR} canWrite={false} />, { language: 'cn' });
    const table = page.findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(2));
    expect(table.findRows()[0]!.findButton()).toBeNull();
    expect(table.findRows()[0]!.getElement().textContent).toContain('总办事处 · 市政供水');
    expect(table.findRows()[0]!.getElement().textContent).toContain('似乎是单位错误');
    expect(table.findRows()[0]!.getElement().textContent).toContain('未解释');
  });

  it('on an entry page shows its kinds at its location with the company’s per-employee checks, and nothing where none', async () => {
    fakeApi.on(assuranceRoutes.anomalies, () => view(false));
    const at = (locationId: string, types: ('water' | 'electricity')[] = ['water']) =>
      renderWidget(<AnomalyTable year={YEAR} canWrite only={{ types, locationId }} />);
    const here = at('L1');
    await waitFor(() => expect(here.page.findTable()?.findRows()).toHaveLength(2));
    expect(here.page.findTable()!.findHeaderSlot()!.getElement().textContent).toContain('(2)');
    here.unmount();
    const elsewhere = at('L2');
    await waitFor(() => expect(elsewhere.page.findTable()?.findRows()).toHaveLength(1));
    expect(elsewhere.page.findTable()!.findRows()[0]!.getElement().textContent).toContain('Water per employee');
    elsewhere.unmount();
    const { container } = at('L1', ['electricity']);
    await waitFor(() => expect(fakeApi.calls(assuranceRoutes.anomalies).length).toBeGreaterThan(0));
    expect(container.querySelector('table')).toBeNull();
  });

  it.each([
    ['en', 'Looks like a unit slip: about 1/2,188 of its history'],
    ['hk', '似乎是單位錯誤：約為過往數值的 2,188 分之一'],
    ['cn', '似乎是单位错误：约为过往数值的 2,188 分之一'],
  ] as const)('says a figure far below its history is a fraction of it, words whole (%s)', async (language, words) => {
    const below = { ...slip, value: 12, reference: 26250, measure: 12 / 26250, unit: 'kWh' };
    fakeApi.on(assuranceRoutes.anomalies, () => ({ ...view(false), anomalies: [below] }));
    const { page } = renderWidget(<AnomalyTable year={YEAR} canWrite={false} />, { language });
    const table = page.findTable()!;
    await waitFor(() => expect(table.findRows()).toHaveLength(1));
    const check = table.findBodyCell(1, 3)!.getElement();
    expect(check.textContent).toContain(words);
    expect(check.textContent).not.toContain('×');
    // The status indicator breaks between any two letters ("ag ainst"); the check keeps its words whole.
    expect(screen.getByText(words).style.wordBreak).toBe('keep-all');
  });
});
