import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { excelRoutes } from '@esg/core/contract/excel';
import type { ImportView } from '@esg/core/schemas/excel';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { ImportResult } from './ImportResult';

const ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const base: ImportView = {
  id: ID,
  yearEnd: '2025-12-31',
  fileName: 'figures.xlsx',
  size: 1000,
  status: 'READY',
  progress: 100,
  createdBy: 'acme.admin',
  createdAt: '2026-01-05T09:30:00Z',
  errors: [],
  errorCount: 0,
  counts: { changedCells: 1, changedRows: 1, addedRows: 1, conflicts: 0 },
  preview: [
    {
      type: 'electricity',
      sheet: 'Electricity',
      changes: [
        { rowId: 'R1', location: 'HQ', cell: 'Electricity!H3', field: '2025-01', old: '1000', new: '2001.123456' },
        { rowId: 'R1', location: 'HQ', cell: 'Electricity!I3', field: '2025-02', old: '5525', new: '' },
      ],
      added: [{ cell: 'Electricity!C5', location: 'Shop', unit: 'kWh', total: '10' }],
      conflicts: [],
    },
  ],
};

const texts = (page: ReturnType<typeof renderWidget>['page']) =>
  page
    .findTable()!
    .findRows()
    .map((r) => r.getElement().textContent);

describe('ImportResult', () => {
  it('shows the preview old → new and saves every change on confirm', async () => {
    fakeApi.on(excelRoutes.excelImport, () => base);
    fakeApi.on(excelRoutes.commitExcelImport, () => ({ ...base, status: 'COMMITTED' as const }));
    const { page, user } = renderWidget(<ImportResult id={ID} year="2025-12-31" />);
    await waitFor(() => expect(page.findTable()).not.toBeNull());
    expect(texts(page)).toEqual([
      // Every digit as it will be stored, grouped; an emptied month says so.
      'ElectricityElectricity!H3HQ1,0002,001.123456',
      'ElectricityElectricity!I3HQ5,525(cleared)',
      'ElectricityElectricity!C5ShopNew row (kWh, total 10)',
    ]);
    // One of each, counted in the singular; two in the plural.
    expect(page.getElement().textContent).toContain('Changes: 1 cell in 1 row; added: 1 row.');
    const confirm = page.findAllButtons().find((b) => b.getElement().textContent === 'Save all changes')!;
    await user.click(confirm.getElement());
    await waitFor(() => expect(page.findAlert()!.getElement().textContent).toBe('The changes were saved.'));
    expect(fakeApi.calls(excelRoutes.commitExcelImport)).toEqual([{ params: { id: ID } }]);
  });

  it("says a refused save in the reader's language, not the API's English", async () => {
    fakeApi.on(excelRoutes.excelImport, () => base);
    fakeApi.on(excelRoutes.commitExcelImport, () =>
      Promise.reject(
        apiError(
          409,
          'This import cannot be saved: it has errors or conflicts, or is not checked yet.',
          [],
          'excelNotReady',
        ),
      ),
    );
    const { page, user } = renderWidget(<ImportResult id={ID} year="2025-12-31" />, { language: 'hk' });
    await waitFor(() => expect(page.findTable()).not.toBeNull());
    const confirm = page.findAllButtons().find((b) => b.getElement().textContent === '儲存所有更改')!;
    await user.click(confirm.getElement());
    await waitFor(() =>
      expect(page.findAllAlerts().map((a) => a.getElement().textContent)).toContain(
        '此匯入無法儲存：它有錯誤或衝突，或尚未完成檢查。',
      ),
    );
  });

  it('lists the errors of an invalid workbook, with nothing to confirm', async () => {
    fakeApi.on(excelRoutes.excelImport, () => ({
      ...base,
      status: 'INVALID' as const,
      preview: undefined,
      errorCount: 1,
      errors: [{ sheet: 'Water', cell: 'Water!G3', field: '2025-01', message: 'Negative values are not allowed.' }],
    }));
    const { page } = renderWidget(<ImportResult id={ID} year="2025-12-31" />);
    await waitFor(() => expect(page.findTable()).not.toBeNull());
    expect(texts(page)).toEqual(['WaterWater!G32025-01Negative values are not allowed.']);
    expect(page.findAllButtons().map((b) => b.getElement().textContent)).not.toContain('Save all changes');
  });

  it("names each change's page in the reader's language, though the workbook's sheets are named in English", async () => {
    fakeApi.on(excelRoutes.excelImport, () => ({
      ...base,
      counts: { changedCells: 2, changedRows: 2, addedRows: 1, conflicts: 0 },
      preview: [
        ...base.preview!,
        {
          type: 'development_training',
          sheet: 'Training',
          changes: [{ rowId: 'G1', location: 'Staff', cell: 'Training!C3', field: 'trainees', old: '4', new: '5' }],
          added: [],
          conflicts: [],
        },
      ],
    }));
    const { page } = renderWidget(<ImportResult id={ID} year="2025-12-31" />, { language: 'hk' });
    await waitFor(() => expect(page.findTable()).not.toBeNull());
    expect(page.findTable()!.findColumnHeaders()[0]!.getElement().textContent).toBe('頁面');
    expect(texts(page)).toEqual([
      '電力Electricity!H3HQ1,0002,001.123456',
      '電力Electricity!I3HQ5,525（清除）',
      '電力Electricity!C5Shop新列（kWh，合計 10）',
      '發展及培訓Training!C3Staff45',
    ]);
    expect(page.getElement().textContent).toContain('2 列中有 2 個儲存格更改，新增 1 列。');
  });

  it('follows the worker in the interface language: checking the workbook, then saving the changes', async () => {
    let now: ImportView = { ...base, status: 'VALIDATING', progress: 40, preview: undefined };
    fakeApi.on(excelRoutes.excelImport, () => now);
    const { page } = renderWidget(<ImportResult id={ID} year="2025-12-31" />, { language: 'hk' });
    const bar = () => page.findProgressBar()?.getElement().textContent ?? '';
    await waitFor(() => expect(bar()).toContain('40%'));
    expect(bar()).toContain('正在檢查活頁簿');
    expect(bar()).toContain('正在檢查每個儲存格…');
    now = { ...base, status: 'COMMITTING', progress: 60 };
    await waitFor(() => expect(bar()).toContain('60%'), { timeout: 5_000 });
    expect(bar()).toContain('正在儲存更改');
    expect(bar()).not.toContain('正在檢查活頁簿');
  });

  it('shows a row changed since the download as a conflict, in Simplified Chinese, and offers no save while there is one', async () => {
    fakeApi.on(excelRoutes.excelImport, () => ({
      ...base,
      counts: { changedCells: 1, changedRows: 1, addedRows: 0, conflicts: 1 },
      preview: [
        {
          ...base.preview![0]!,
          added: [],
          conflicts: [{ rowId: 'R2', cell: 'Electricity!A4', location: 'Shop' }],
        },
      ],
    }));
    const { page } = renderWidget(<ImportResult id={ID} year="2025-12-31" />, { language: 'cn' });
    await waitFor(() => expect(page.findTable()).not.toBeNull());
    expect(texts(page)).toEqual([
      '电力Electricity!H3HQ1,0002,001.123456',
      '电力Electricity!I3HQ5,525（清除）',
      '电力Electricity!A4Shop下载后已被更改',
    ]);
    expect(page.findAllAlerts().map((a) => a.getElement().textContent)).toContain(
      '自下载模板后，产品中有 1 行已被更改。请重新下载模板。',
    );
    const save = page.findAllButtons().find((b) => b.getElement().textContent === '保存所有更改')!;
    expect(save.isDisabled()).toBe(true);
  });
});
