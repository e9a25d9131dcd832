import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { questionnaireRoutes } from '@esg/core/contract/questionnaire';
import type { QuestionnaireView } from '@esg/core/schemas/questionnaire';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { QuestionnairePage } from './QuestionnairePage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const text3 = (en: string, zh: string) => ({ en, hk: zh, cn: zh });
const VIEW: QuestionnaireView = {
  company: { en: 'Globex Group Ltd', zh: '环球集团有限公司' },
  yearEnd: '2026-03-31',
  respondent: 'board',
  memberName: 'Mei Lam',
  readOnly: false,
  submitted: false,
  topics: [
    { id: 'A1', aspect: 'A1', name: text3('Emissions', '排放物'), description: text3('Air and GHG', '废气及温室气体') },
    { id: 'B1', aspect: 'B1', name: text3('Employment', '雇佣'), description: text3('Staff', '员工') },
  ],
};

describe('the public questionnaire page in Simplified Chinese', () => {
  it('refuses an empty or out-of-range box with the spec’s message, then submits and thanks with a countdown that closes it', async () => {
    let submitted = false;
    fakeApi.on(questionnaireRoutes.openQuestionnaire, () => ({ ...VIEW, submitted }));
    fakeApi.on(questionnaireRoutes.submitQuestionnaire, () => {
      submitted = true;
      return { submitted: true as const, submittedAt: '2026-03-02T02:05:00.000Z' };
    });
    const { user } = renderWidget(<QuestionnairePage />, { path: `/questionnaire?id=${TOKEN}`, language: 'cn' });
    expect(await screen.findByText('环球集团有限公司')).toBeTruthy();
    expect(screen.getByText('Mei Lam')).toBeTruthy();
    expect(screen.getByText('1. 排放物')).toBeTruthy();

    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    await user.type(boxes[0]!, '7');
    await user.type(boxes[1]!, '11');
    await user.type(boxes[2]!, '9');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const refusal = await screen.findByTestId('score-range');
    expect(refusal.textContent).toBe('请在每个输入框填写 1 至 10 分');
    // The message, above the topics, is where the reader is taken: Submit is below the last topic.
    await vi.waitFor(() => expect(document.activeElement?.contains(refusal)).toBe(true));
    expect(fakeApi.calls(questionnaireRoutes.submitQuestionnaire)).toEqual([]);

    await user.clear(boxes[1]!);
    await user.type(boxes[1]!, '10');
    await user.type(boxes[3]!, '3');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const thanks = await screen.findByRole('dialog');
    expect(thanks.textContent).toContain('您的答案已提交给公司。');
    expect(within(thanks).getByTestId('countdown').textContent).toBe('此消息将于 5 秒后关闭。');
    expect(fakeApi.calls(questionnaireRoutes.submitQuestionnaire)).toMatchObject([
      {
        body: {
          id: TOKEN,
          scores: { A1: { company: 7, personal: 10 }, B1: { company: 9, personal: 3 } },
        },
      },
    ]);
    await vi.waitFor(
      () => expect(within(thanks).getByTestId('countdown').textContent).toBe('此消息将于 4 秒后关闭。'),
      {
        timeout: 3000,
      },
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 8000 });
    // Sent from here just now: submitted, not "already submitted" (the words for opening the link again).
    expect((await screen.findByTestId('questionnaire-submitted')).textContent).toBe('您的答案已提交。谢谢。');
  }, 20_000);
});

describe('a printed year’s link (ADR 0063)', () => {
  it.each([
    [
      'en',
      'This questionnaire is closed',
      'This reporting year is closed: the questionnaire can no longer be answered.',
    ],
    ['hk', '此問卷已結束', '此報告年度已結束：問卷不能再作答。'],
    ['cn', '此问卷已结束', '此报告年度已结束：问卷不能再作答。'],
  ] as const)('shows the closed page in %s, with no form', async (language, header, text) => {
    fakeApi.on(questionnaireRoutes.openQuestionnaire, () => {
      throw apiError(423, 'This reporting year has been printed and is locked.', undefined, 'locked');
    });
    renderWidget(<QuestionnairePage />, { path: `/questionnaire?id=${TOKEN}`, language });
    const closed = await screen.findByTestId('questionnaire-closed');
    expect(closed.textContent).toContain(header);
    expect(closed.textContent).toContain(text);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByTestId('questionnaire-invalid')).toBeNull();
  });
});
