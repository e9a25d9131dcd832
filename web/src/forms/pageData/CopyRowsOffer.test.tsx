import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pageDataRoutes } from '@esg/core/contract/background';
import { notifications } from '../../notifications/store';
import { ApiError } from '../../api/errors';
import { fakeApi } from '../../test/fakeApi';
import type { Values } from '../paths';
import { openPage } from './pageFixtures';

/** The board committee page's "Copy members from last year" (ADR 0089). */
const LAST_YEAR_END = '2025-03-31';
const row = (memberId: string, name: string) => ({
  memberId,
  name,
  positionTitle: 'Director',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  groupName: null,
});
const LAST = [row('01J0000000000000000000000A', 'Alice Chan'), row('01J0000000000000000000000B', 'Bob Wong')];
/** This year's committee details: the page is not empty, so the whole-page copy is not offered. */
const DETAILS = { committeeName: 'Sustainability Committee' };
const lastYear = (members: unknown[]) => ({ yearEnd: LAST_YEAR_END, values: { members }, version: 3 });
const REPLACE = "Replace this year's members?";
const offer = () => screen.getByTestId('copy-rows-members');
const notices = () => notifications.list().map((n) => n.text);

/** The API as it answers: this year's answers with last year's members, one version on. */
function copyAnswers(stored: Values) {
  fakeApi.on(pageDataRoutes.copyRowsFromLastYear, ({ params, body }) => ({
    pageKey: params.pageKey,
    yearEnd: params.year,
    values: { ...stored, members: LAST },
    version: body.version + 1,
    locked: false,
  }));
}

describe('copy board members from last year', () => {
  it("names what it copies, copies beside this year's details, and the next save keeps both", async () => {
    const stored = { committeeName: 'Sustainability Committee' };
    const { user, save } = await openPage('board_committee', { values: stored, version: 1, lastYear: lastYear(LAST) });
    expect(within(offer()).getByText('Copy members from last year')).toBeTruthy();
    expect(offer().textContent).toContain('The year ending 31-03-2025 lists Alice Chan and Bob Wong.');
    copyAnswers(stored);
    await user.click(within(offer()).getByRole('button', { name: 'Copy from last year' }));
    await vi.waitFor(() => expect(notices()).toContain('Copied from the year ending 31-03-2025'));
    expect(fakeApi.calls(pageDataRoutes.copyRowsFromLastYear)[0]!.body).toEqual({ version: 1, replace: false });
    fakeApi.on(pageDataRoutes.putPageData, ({ body }) => ({
      ...body,
      pageKey: 'board_committee',
      yearEnd: '2026-03-31',
      version: body.version + 1,
      locked: false,
    }));
    await user.click(save);
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.putPageData)).toHaveLength(1));
    expect(fakeApi.calls(pageDataRoutes.putPageData)[0]!.body).toEqual({
      values: { committeeName: 'Sustainability Committee', members: LAST },
      version: 2,
    });
  });

  it("never replaces this year's members without a confirmation naming them", async () => {
    const stored = { members: [row('01J0000000000000000000000C', 'Dora Lee')] };
    const { user } = await openPage('board_committee', { values: stored, version: 4, lastYear: lastYear(LAST) });
    copyAnswers(stored);
    const copy = () => user.click(within(offer()).getByRole('button', { name: 'Copy from last year' }));
    await copy();
    const dialog = await screen.findByRole('dialog', { name: REPLACE });
    expect(dialog.textContent).toContain("Replace this year's members?");
    expect(dialog.textContent).toContain(
      'This year already lists Dora Lee. Copying replaces them with the year ending 31-03-2025: Alice Chan and Bob Wong.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls(pageDataRoutes.copyRowsFromLastYear)).toHaveLength(0);

    await copy();
    await user.click(
      within(await screen.findByRole('dialog', { name: REPLACE })).getByRole('button', { name: 'Replace' }),
    );
    await vi.waitFor(() => expect(fakeApi.calls(pageDataRoutes.copyRowsFromLastYear)).toHaveLength(1));
    expect(fakeApi.calls(pageDataRoutes.copyRowsFromLastYear)[0]!.body).toEqual({ version: 4, replace: true });
  });

  it('members saved meanwhile in another tab: the refusal turns into the same question', async () => {
    const { user } = await openPage('board_committee', { values: DETAILS, version: 2, lastYear: lastYear(LAST) });
    fakeApi.on(pageDataRoutes.copyRowsFromLastYear, () => {
      const message = "This year already has rows here: confirm to replace them with last year's.";
      const body = { success: false as const, code: 'ROWS_TO_REPLACE', status: 409, statusMessage: message, message };
      throw new ApiError(409, 'ROWS_TO_REPLACE', message, body);
    });
    await user.click(within(offer()).getByRole('button', { name: 'Copy from last year' }));
    expect((await screen.findByRole('dialog', { name: REPLACE })).textContent).toContain(
      "Replace this year's members?",
    );
  });

  it('says when last year has no members, with nothing to click', async () => {
    await openPage('board_committee', { values: DETAILS, version: 1, lastYear: lastYear([]) });
    expect(offer().textContent).toBe('The year ending 31-03-2025 has no members to copy.');
    expect(within(offer()).queryByRole('button')).toBeNull();
  });

  it('in Traditional Chinese', async () => {
    await openPage('board_committee', { values: DETAILS, version: 1, lastYear: lastYear(LAST), language: 'hk' });
    expect(offer().textContent).toContain('從去年複製成員');
    expect(offer().textContent).toContain('截至 31-03-2025 的年度列有Alice Chan及Bob Wong。');
    expect(within(offer()).getByRole('button', { name: '從去年複製' })).toBeTruthy();
  });

  it('in Simplified Chinese, last year without members', async () => {
    await openPage('board_committee', { values: DETAILS, version: 1, lastYear: lastYear([]), language: 'cn' });
    expect(offer().textContent).toBe('截至 31-03-2025 的年度没有可复制的成员。');
  });
});
