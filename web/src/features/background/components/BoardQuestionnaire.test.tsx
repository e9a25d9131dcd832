import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { backgroundPagesRoutes } from '@esg/core/contract/backgroundPages';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import { notifications } from '../../../notifications/store';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { BoardQuestionnaire } from './BoardQuestionnaire';

const YEAR = '2025-12-31';
const LINK = 'http://localhost:5500/questionnaire?id=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const member = (id: string, name: string, email: string) => ({
  id,
  name,
  positionTitle: 'Director',
  email,
  groupName: null,
});
const ALICE = member('01JB4Z8Q7W3N5K2M6P9R1T0V8A', 'Alice Chan', 'alice@example.com');
const BOB = member('01JB4Z8Q7W3N5K2M6P9R1T0V8B', 'Bob Wong', 'bob@bounce.invalid');
const SUBMITTED = {
  status: 'submitted' as const,
  sentAt: '2026-03-01T02:00:00.000Z',
  openedAt: '2026-03-02T02:00:00.000Z',
  submittedAt: '2026-03-02T02:05:00.000Z',
  address: null,
};
const notices = () => notifications.list().map((n) => n.text);

const TOPIC = {
  id: 'climate',
  aspect: null,
  name: { en: 'Climate action', hk: '氣候行動', cn: '气候行动' },
  description: { en: '', hk: '', cn: '' },
  custom: { name: null, description: null },
};
beforeEach(() =>
  fakeApi.on(questionnaireRoutes.materialityTopics, () => ({
    yearEnd: YEAR,
    version: 1,
    locked: false,
    frozen: false,
    threshold: 5,
    topics: [TOPIC],
  })),
);

/** Alice not sent yet, Bob already answered (status 3). */
beforeEach(() =>
  fakeApi.on(backgroundPagesRoutes.boardStatus, () => ({
    yearEnd: YEAR,
    boardList: [
      { ...ALICE, status: null, link: null },
      { ...BOB, status: 3, link: SUBMITTED },
    ],
    activeBoard: 2,
    formSubmissions: 1,
  })),
);

describe('the board committee questionnaire panel', () => {
  it("names each member's outcome: 'E-mail sent', 'Failed to send e-mail: <names>'; a link just sent is copied ('Link copied')", async () => {
    fakeApi.on(questionnaireRoutes.sendBoardEmails, () => ({
      yearEnd: YEAR,
      results: [
        { memberId: ALICE.id, name: ALICE.name, email: ALICE.email, outcome: 'sent' as const, link: LINK },
        { memberId: BOB.id, name: BOB.name, email: BOB.email, outcome: 'failed' as const, link: null },
      ],
    }));
    const { user } = renderWidget(<BoardQuestionnaire year={YEAR} />);
    await screen.findByText('Alice Chan');
    expect(screen.queryByRole('button', { name: 'Copy link: Alice Chan' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send to all' }));
    // The topics the members will score are shown for a last review before anything is sent.
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByTestId('send-topics')).textContent).toContain('Climate action');
    expect(fakeApi.calls(questionnaireRoutes.sendBoardEmails)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send to all' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link: Alice Chan' }));
    expect(notices()).toEqual(expect.arrayContaining(['E-mail sent', 'Failed to send e-mail: Bob Wong']));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(notices()).toContain('Link copied');
    expect(screen.queryByRole('button', { name: 'Copy link: Bob Wong' })).toBeNull();
  });

  it("offers 'Copy link' for a link sent earlier, from the board list's address (after a reload too)", async () => {
    fakeApi.on(backgroundPagesRoutes.boardStatus, () => ({
      yearEnd: YEAR,
      boardList: [
        { ...ALICE, status: null, link: null },
        { ...BOB, status: 3, link: { ...SUBMITTED, address: LINK } },
      ],
      activeBoard: 2,
      formSubmissions: 1,
    }));
    const { user } = renderWidget(<BoardQuestionnaire year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Copy link: Bob Wong' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(notices()).toContain('Link copied');
    expect(screen.queryByRole('button', { name: 'Copy link: Alice Chan' })).toBeNull();
  });

  it("says 'Failed to send e-mail' when the send itself fails, in Simplified Chinese too", async () => {
    fakeApi.on(questionnaireRoutes.sendBoardEmail, () => {
      throw apiError(503, 'Failed to send e-mail');
    });
    const { user } = renderWidget(<BoardQuestionnaire year={YEAR} />, { language: 'cn' });
    const row = (await screen.findByText('Alice Chan')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: '发送: Alice Chan' }));
    await vi.waitFor(() => expect(notices()).toContain('电邮发送失败'));
  });

  it('resets a submitted member only after the confirmation, which names them (Traditional Chinese)', async () => {
    fakeApi.on(questionnaireRoutes.resetBoardMember, ({ params }) => ({ memberId: params.id, reset: true as const }));
    const { user } = renderWidget(<BoardQuestionnaire year={YEAR} />, { language: 'hk' });
    const row = (await screen.findByText('Bob Wong')).closest('tr')!;
    expect(within(row).getByText('已提交')).toBeTruthy();
    const aliceRow = screen.getByText('Alice Chan').closest('tr')!;
    expect(within(aliceRow).queryByRole('button', { name: /重設/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: '重設: Bob Wong' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('確定重設 Bob Wong 的問卷？其已提交的評分將被刪除');
    // The close icon and the footer's Cancel: both only close.
    await user.click(within(dialog).getAllByRole('button', { name: '取消' }).at(-1)!);
    expect(fakeApi.calls(questionnaireRoutes.resetBoardMember)).toEqual([]);

    await user.click(within(row).getByRole('button', { name: '重設: Bob Wong' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '重設' }));
    await vi.waitFor(() =>
      expect(fakeApi.calls(questionnaireRoutes.resetBoardMember)).toEqual([
        { params: { id: BOB.id }, body: { year: YEAR } },
      ]),
    );
    await vi.waitFor(() => expect(notices()).toContain('問卷已重設。'));
  });
});
