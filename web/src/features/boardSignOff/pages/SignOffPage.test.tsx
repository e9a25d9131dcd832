import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { Messages } from '@esg/core/messageCatalogue';
import type { SignOffOpenView } from '@esg/core/schemas/signOff';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { SignOffPage } from './SignOffPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUV';
const VIEW: SignOffOpenView = {
  company: { en: 'Globex Group Ltd', zh: '環球集團有限公司' },
  yearEnd: '2025-12-31',
  directorName: 'Mei Lam',
  statement: {
    boardOversight: { en: 'The board meets quarterly.', hk: '董事會每季開會。', cn: '董事会每季开会。' },
    managementApproach: { en: 'Risk-based.', hk: '', cn: '' },
    progressReview: { en: '', hk: '', cn: '' },
  },
  draftUrl: 'https://files.example/draft.pdf',
};

describe('the board sign-off link page', () => {
  it('shows the statement in the reader’s language, asks for a comment’s words, then sends it', async () => {
    fakeApi.on(signOffRoutes.openSignOff, () => VIEW);
    fakeApi.on(signOffRoutes.answerSignOff, () => ({ decision: 'commented' as const }));
    const { user } = renderWidget(<SignOffPage />, { path: `/signoff?id=${TOKEN}`, language: 'hk' });
    expect(await screen.findByText('環球集團有限公司')).toBeTruthy();
    expect(screen.getByText('董事會每季開會。')).toBeTruthy();
    // A part written only in English shows in English; an empty one says so.
    expect(screen.getByText('Risk-based.')).toBeTruthy();
    expect(screen.getByText('未有填寫。')).toBeTruthy();
    expect(screen.getByTestId('signoff-draft').getAttribute('href')).toBe(VIEW.draftUrl);

    await user.click(screen.getByRole('button', { name: '發送意見' }));
    expect(await screen.findByText('請寫下需要修改的地方。')).toBeTruthy();
    expect(fakeApi.calls(signOffRoutes.answerSignOff)).toEqual([]);

    await user.type(screen.getByRole('textbox'), 'Add the meeting dates.');
    await user.click(screen.getByRole('button', { name: '發送意見' }));
    expect((await screen.findByTestId('signoff-done')).textContent).toContain('謝謝：您的意見已發送');
    // The buttons are gone: focus is on the answer, not on the page's body (ADR 0068).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('signoff-done').parentElement));
    expect(fakeApi.calls(signOffRoutes.answerSignOff)).toMatchObject([
      { body: { id: TOKEN, decision: 'comment', comment: 'Add the meeting dates.' } },
    ]);
  });

  it('approves in one click', async () => {
    fakeApi.on(signOffRoutes.openSignOff, () => VIEW);
    fakeApi.on(signOffRoutes.answerSignOff, () => ({ decision: 'approved' as const }));
    const { user } = renderWidget(<SignOffPage />, { path: `/signoff?id=${TOKEN}`, language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Approve the report' }));
    expect((await screen.findByTestId('signoff-done')).textContent).toContain('you approved the report');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('signoff-done').parentElement));
  });

  it('shows one refusal for a broken link, and nothing about any company', async () => {
    fakeApi.on(signOffRoutes.openSignOff, () => {
      throw apiError(404, 'questionnaireInvalid');
    });
    renderWidget(<SignOffPage />, { path: `/signoff?id=${TOKEN}`, language: 'cn' });
    expect((await screen.findByTestId('signoff-invalid')).textContent).toContain('此链接已失效');
    expect(screen.queryByText(/Globex|环球/)).toBeNull();
  });
  it.each([
    ['en', 'This draft report was withdrawn', 'the company will send you a new draft to approve'],
    ['hk', '此報告草稿已撤回', '此連結不再接受批准或意見：公司將向您發送新的草稿以供批准。'],
    ['cn', '此报告草稿已撤回', '此链接不再接受批准或意见：公司将向您发送新的草稿以供批准。'],
  ] as const)(
    'says a withdrawn send’s link is closed, and nothing about any company (%s)',
    async (language, header, text) => {
      fakeApi.on(signOffRoutes.openSignOff, () => {
        throw apiError(409, Messages.signOffWithdrawn, undefined, 'signOffWithdrawn');
      });
      renderWidget(<SignOffPage />, { path: `/signoff?id=${TOKEN}&lang=${language}`, language });
      const closed = await screen.findByTestId('signoff-withdrawn');
      expect(closed.textContent).toContain(header);
      expect(closed.textContent).toContain(text);
      expect(screen.queryByTestId('signoff-invalid')).toBeNull();
      expect(screen.queryByRole('button', { name: /Approve|批准/ })).toBeNull();
      expect(screen.queryByText(/Globex|環球|环球/)).toBeNull();
    },
  );

  it('closes the page when the send was withdrawn while it was open, the approval refused', async () => {
    fakeApi.on(signOffRoutes.openSignOff, () => VIEW);
    fakeApi.on(signOffRoutes.answerSignOff, () => {
      throw apiError(409, Messages.signOffWithdrawn, undefined, 'signOffWithdrawn');
    });
    const { user } = renderWidget(<SignOffPage />, { path: `/signoff?id=${TOKEN}`, language: 'hk' });
    await user.click(await screen.findByRole('button', { name: '批准報告' }));
    expect((await screen.findByTestId('signoff-withdrawn')).textContent).toContain('此報告草稿已撤回');
    expect(screen.queryByTestId('signoff-done')).toBeNull();
    expect(screen.queryByText('董事會每季開會。')).toBeNull();
  });
});
