import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { pageDataRoutes } from '@esg/core/contract/background';
import { notifications } from '../notifications/store';
import { conflictError, fakeApi } from '../test/fakeApi';
import { openPage } from './pageData/pageFixtures';

/** docs/decisions/0096-bilingual-answers.md: a narrative in English and Traditional Chinese, side by side. */
const OVERSIGHT = "The board's oversight of ESG issues";
const area = (lang: string) =>
  screen.getByLabelText<HTMLTextAreaElement>(`${OVERSIGHT} (${lang})`, { selector: 'textarea' });
const state = () => screen.getByTestId('translation-boardOversight').textContent;
const notices = () => notifications.list().map((n) => n.text);

function storeMerged() {
  fakeApi.on(pageDataRoutes.putPageData, ({ params, body }) => ({
    pageKey: params.pageKey,
    yearEnd: params.year,
    values: { boardOversight: { en: 'Quarterly.', hk: '每季。', stale: 'hk' } },
    version: body.version + 1,
    locked: false,
  }));
}

describe('a translatable answer', () => {
  it('reads a one-language answer as the company language; typing Chinese keeps the English and sends only it', async () => {
    const { user, save } = await openPage('board_statement', {
      values: { boardOversight: 'Quarterly.' },
      version: 2,
      companyLanguage: 'en',
    });
    expect(area('English').value).toBe('Quarterly.');
    expect(area('Traditional Chinese').value).toBe('');
    expect(state()).toContain('Missing from the Traditional and Simplified Chinese editions');
    expect(screen.getByTestId('missing-translations').textContent).toContain('Fields missing a language: 1');
    await user.type(area('Traditional Chinese'), '每季。');
    expect(area('English').value).toBe('Quarterly.');
    expect(state()).toContain('Both languages entered');
    expect(screen.queryByTestId('missing-translations')).toBeNull();
    storeMerged();
    await user.click(save);
    await vi.waitFor(() => expect(notices()).toContain('Saved'));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[0]!.body).toEqual({
      values: { boardOversight: { hk: '每季。' } },
      version: 2,
    });
    // The server marked the Chinese as behind the English.
    expect(state()).toContain('Chinese may need updating');
  });

  it('flags Latin text in the Chinese field without refusing it', async () => {
    const { user } = await openPage('board_statement', { values: {}, version: 0, companyLanguage: 'hk' });
    await user.type(area('Traditional Chinese'), 'Board meets.');
    expect(screen.getAllByText(/looks like English text in the Chinese field/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('issue-summary')).toBeNull();
  });

  it('a 409 keeps what was typed; the retry sends only this user’s language', async () => {
    const { user, save } = await openPage('board_statement', {
      values: { boardOversight: { en: 'Quarterly.', hk: '' } },
      version: 1,
      companyLanguage: 'en',
    });
    fakeApi.on(pageDataRoutes.putPageData, () => {
      throw conflictError(undefined);
    });
    await user.type(area('Traditional Chinese'), '每季。');
    await user.click(save);
    await vi.waitFor(() => expect(screen.getByTestId('conflict')).toBeTruthy());
    expect(area('Traditional Chinese').value).toBe('每季。');
    expect(fakeApi.calls(pageDataRoutes.putPageData)[0]!.body.values).toEqual({ boardOversight: { hk: '每季。' } });
  });

  it('shows the languages in the interface language (Traditional Chinese)', async () => {
    await openPage('board_statement', { values: { boardOversight: { en: 'Q', hk: '' } }, version: 1, language: 'hk' });
    expect(screen.getByText('繁體及簡體中文版欠此內容')).toBeTruthy();
    expect(screen.getAllByText('繁體中文').length).toBeGreaterThan(0);
  });

  // Nothing converts Simplified to Traditional: the 繁體 edition lacks the text as the English one does (ADR 0096).
  it.each([
    ['cn', '英文版及繁体中文版缺少此内容：只有简体中文版载有'],
    ['hk', '英文版及繁體中文版欠此內容：只有簡體中文版載有'],
    ['en', 'Missing from the English and Traditional Chinese editions: only the Simplified Chinese edition prints it'],
  ] as const)('names both editions a Simplified-only narrative is missing from (%s)', async (language, shown) => {
    const values = { boardOversight: '董事会每季审阅环境、社会及管治事宜。' };
    await openPage('board_statement', { values, version: 1, companyLanguage: 'cn', language });
    expect(state()).toBe(shown);
    expect(screen.getByTestId('missing-translations')).toBeTruthy();
  });

  it('shows a reader of Simplified last year’s Traditional answer converted, as this year’s Simplified is derived', async () => {
    await openPage('board_statement', {
      values: {},
      version: 1,
      language: 'cn',
      lastYear: {
        yearEnd: '2025-03-31',
        values: { boardOversight: { en: 'Quarterly.', hk: '每名新入職員工須接受培訓。' } },
        version: 3,
      },
    });
    await vi.waitFor(() => expect(screen.getByTestId('last-year').textContent).toContain('每名新入职员工须接受培训。'));
  });
});
