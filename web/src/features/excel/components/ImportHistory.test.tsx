import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { excelRoutes } from '@esg/core/contract/excel';
import type { ImportView } from '@esg/core/schemas/excel';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { ImportHistory } from './ImportHistory';

const item = (id: string, over: Partial<ImportView>): ImportView => ({
  id,
  yearEnd: '2025-12-31',
  fileName: 'figures.xlsx',
  size: 1000,
  status: 'COMMITTED',
  progress: 100,
  createdBy: 'acme.admin',
  createdAt: '2026-01-05T09:30:00Z',
  errors: [],
  errorCount: 0,
  counts: { changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 },
  ...over,
});

describe('ImportHistory', () => {
  it('offers the workbook with its errors marked for an import that had errors, and only for it', async () => {
    const bad = item('01JBBBBBBBBBBBBBBBBBBBBBBB', { status: 'INVALID', errorCount: 3, fileName: 'march.xlsx' });
    fakeApi.on(excelRoutes.excelImports, () => [bad, item('01JAAAAAAAAAAAAAAAAAAAAAAA', {})]);
    fakeApi.on(excelRoutes.excelImportErrors, () => new Blob(['xlsx']));
    // happy-dom has no object URLs; the stub is undone after the test.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => undefined;
      },
    );
    const { page, user } = renderWidget(<ImportHistory year="2025-12-31" />);
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(2));
    const links = page.findAllButtons().filter((b) => b.getElement().textContent === 'Workbook with 3 errors marked');
    expect(links).toHaveLength(1);
    expect(links[0]!.getElement().getAttribute('aria-label')).toBe('Download march.xlsx with its errors marked');
    await user.click(links[0]!.getElement());
    await waitFor(() => expect(fakeApi.calls(excelRoutes.excelImportErrors)).toEqual([{ params: { id: bad.id } }]));
  });
});
