import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { excelRoutes } from '@esg/core/contract/excel';
import { Messages } from '@esg/core/messageCatalogue';
import type { ImportView } from '@esg/core/schemas/excel';
import { sessionStore } from '../../../session/store';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { signInWith } from '../../../test/session';
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

afterEach(() => sessionStore.clear());

describe('ImportHistory', () => {
  it('offers a valid import not saved yet for review again (after a reload), to whoever may save it', async () => {
    signInWith(['company:read', 'company:write']);
    const ready = item('01JCCCCCCCCCCCCCCCCCCCCCCC', { status: 'READY', fileName: 'april.xlsx' });
    fakeApi.on(excelRoutes.excelImports, () => [ready]);
    const onReview = vi.fn();
    const { page, user } = renderWidget(<ImportHistory year="2025-12-31" onReview={onReview} />);
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(1));
    expect(page.findTable()!.findBodyCell(1, 4)!.getElement().textContent).toContain('Valid, not saved yet.');
    await user.click(page.findButton('[aria-label="Review the changes of april.xlsx"]')!.getElement());
    expect(onReview).toHaveBeenCalledWith(ready.id);
  });

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
    const { page, user } = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />);
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(2));
    const links = page.findAllButtons().filter((b) => b.getElement().textContent === 'Workbook with 3 errors marked');
    expect(links).toHaveLength(1);
    expect(links[0]!.getElement().getAttribute('aria-label')).toBe('Download march.xlsx with its errors marked');
    await user.click(links[0]!.getElement());
    await waitFor(() => expect(fakeApi.calls(excelRoutes.excelImportErrors)).toEqual([{ params: { id: bad.id } }]));
  });

  it.each([
    ['en', 'This workbook is too large to be marked with its errors (more than 400,000 cells or 100,000 rows).'],
    ['hk', '此活頁簿過大，無法標示錯誤（超過 400,000 個儲存格或 100,000 列）。'],
    ['cn', '此工作簿过大，无法标示错误（超过 400,000 个单元格或 100,000 行）。'],
  ] as const)('says in %s why the workbook with its errors marked cannot be downloaded', async (language, said) => {
    const bad = item('01JBBBBBBBBBBBBBBBBBBBBBBB', { status: 'INVALID', errorCount: 3, fileName: 'march.xlsx' });
    fakeApi.on(excelRoutes.excelImports, () => [bad]);
    fakeApi.on(excelRoutes.excelImportErrors, () => {
      throw apiError(409, Messages.excelErrorsTooLarge, undefined, 'excelErrorsTooLarge');
    });
    const { page, user } = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />, { language });
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(1));
    await user.click(page.findTable()!.findBodyCell(1, 5)!.findButton()!.getElement());
    await waitFor(() => expect(page.findAlert()!.getElement().textContent).toContain(said));
  });

  it('offers Resume for a commit stuck past its switch to whoever may commit, and follows it once resumed', async () => {
    signInWith(['company:read', 'company:write']);
    const stuck = item('01JCCCCCCCCCCCCCCCCCCCCCCC', {
      status: 'COMMITTING',
      progress: 73,
      stuck: true,
      fileName: 'may.xlsx',
    });
    let resumed = false;
    fakeApi.on(excelRoutes.excelImports, () => [
      resumed ? { ...stuck, stuck: undefined } : stuck,
      item('01JAAAAAAAAAAAAAAAAAAAAAAA', {}),
    ]);
    fakeApi.on(excelRoutes.resumeExcelImport, () => {
      resumed = true;
      return { ...stuck, stuck: undefined };
    });
    const { page, user } = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />);
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(2));
    expect(page.findTable()!.findBodyCell(1, 4)!.getElement().textContent).toContain(
      'Stopped while saving. Its changes are visible; the year stays closed to other edits until saving is resumed.',
    );
    // Only the stuck import has the button.
    const buttons = page.findAllButtons().filter((b) => b.getElement().textContent === 'Resume');
    expect(buttons.map((b) => b.getElement().getAttribute('aria-label'))).toEqual(['Resume saving may.xlsx']);
    await user.click(buttons[0]!.getElement());
    await waitFor(() => expect(fakeApi.calls(excelRoutes.resumeExcelImport)).toEqual([{ params: { id: stuck.id } }]));
    await waitFor(() => expect(page.findTable()!.findBodyCell(1, 4)!.getElement().textContent).toBe('Saving…'));
    expect(page.findAllButtons().filter((b) => b.getElement().textContent === 'Resume')).toEqual([]);
  });

  it('shows why a resume was refused, and no Resume to a user who may only read', async () => {
    signInWith(['company:read', 'company:write']);
    const stuck = item('01JCCCCCCCCCCCCCCCCCCCCCCC', { status: 'COMMITTING', stuck: true });
    fakeApi.on(excelRoutes.excelImports, () => [stuck]);
    fakeApi.on(excelRoutes.resumeExcelImport, () => {
      throw apiError(409, 'This import is not waiting to be resumed.');
    });
    const { page, user } = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />);
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(1));
    await user.click(page.findButton('[aria-label="Resume saving figures.xlsx"]')!.getElement());
    await waitFor(() =>
      expect(page.findAlert()!.getElement().textContent).toBe('This import is not waiting to be resumed.'),
    );
    cleanup();
    signInWith(['company:read']);
    const reader = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />);
    await waitFor(() => expect(reader.page.findTable()!.findRows()).toHaveLength(1));
    expect(reader.page.findTable()!.findBodyCell(1, 4)!.getElement().textContent).toContain('Stopped while saving.');
    expect(reader.page.findAllButtons().filter((b) => b.getElement().textContent === 'Resume')).toEqual([]);
  });

  it.each([
    ['hk', '儲存途中停止。其更改已可見；在繼續儲存前，本年度不接受其他修改。', '繼續', '繼續儲存 may.xlsx'],
    ['cn', '保存途中停止。其更改已可见；在继续保存前，本年度不接受其他修改。', '继续', '继续保存 may.xlsx'],
  ] as const)(
    'says in %s that a commit stopped while saving, and offers Resume in that language',
    async (language, said, label, aria) => {
      signInWith(['company:read', 'company:write']);
      const stuck = item('01JCCCCCCCCCCCCCCCCCCCCCCC', { status: 'COMMITTING', stuck: true, fileName: 'may.xlsx' });
      fakeApi.on(excelRoutes.excelImports, () => [stuck]);
      const { page } = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />, { language });
      await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(1));
      expect(page.findTable()!.findBodyCell(1, 4)!.getElement().textContent).toBe(`${said} ${label}`);
      const resume = page.findAllButtons().filter((b) => b.getElement().textContent === label);
      expect(resume.map((b) => b.getElement().getAttribute('aria-label'))).toEqual([aria]);
    },
  );

  it('says when each import was made in Hong Kong time, whatever the browser’s zone', async () => {
    // 16:30 UTC is half past midnight of the next day in Hong Kong (and still the 5th in London).
    vi.stubEnv('TZ', 'Europe/London');
    fakeApi.on(excelRoutes.excelImports, () => [
      item('01JAAAAAAAAAAAAAAAAAAAAAAA', { createdAt: '2026-01-05T16:30:00Z' }),
    ]);
    const { page } = renderWidget(<ImportHistory year="2025-12-31" onReview={() => undefined} />);
    await waitFor(() => expect(page.findTable()!.findRows()).toHaveLength(1));
    expect(page.findTable()!.findBodyCell(1, 1)!.getElement().textContent).toBe('06-01-2026 00:30');
  });
});
