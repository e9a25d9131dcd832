import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { ProgressReply } from '@esg/core/schemas/workflow';
import { Messages } from '@esg/core/messageCatalogue';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import '../i18n';
import { hk } from '../../../i18n/commonHk';
import { cn } from '../../../i18n/commonCn';
import { BoardSignOff } from './BoardSignOff';

const YEAR = '2025-12-31';
const progress = (approved: number, total: number): ProgressReply => ({
  yearEnd: YEAR,
  today: '2026-02-01',
  overall: { key: 'all', approved, total, percent: Math.round((approved / total) * 100) },
  bySection: [],
  byLocation: [],
  overdue: 0,
  deadline: '2026-04-30',
  daysLeft: 88,
});

afterEach(() => {
  cleanup();
  fakeApi.reset();
});

/** Every page approved, the last send at `status`. */
function readyAfter(status: 'returned' | 'reopened' | 'withdrawn') {
  fakeApi.on(signOffRoutes.workflowSignOff, () => ({ yearEnd: YEAR, status, locked: false, directors: [] }));
  fakeApi.on(workflowRoutes.workflowProgress, () => progress(70, 70));
}

async function open(approved: number, language: 'en' | 'hk' | 'cn' = 'en', printed = false) {
  fakeApi.on(signOffRoutes.workflowSignOff, () => ({
    yearEnd: YEAR,
    status: 'none' as const,
    locked: printed,
    directors: [],
  }));
  fakeApi.on(workflowRoutes.workflowProgress, () => progress(approved, 70));
  renderWidget(<BoardSignOff year={YEAR} />, { language });
  if (printed) return undefined;
  const button = (await screen.findByTestId('signoff-send')) as HTMLButtonElement;
  return button;
}

describe('the board’s sign-off on Home (ADR 0113)', () => {
  it.each([
    ['en', 'The report can be sent to the board once every page is approved.'],
    ['hk', '所有頁面獲批核後，方可將報告送交董事會。'],
    ['cn', '所有页面获批核后，方可将报告送交董事会。'],
  ] as const)('is not sent while a page is not approved, and says why (%s)', async (language, reason) => {
    const button = (await open(0, language))!;
    await waitFor(() => expect(screen.getByTestId('signoff-not-ready').textContent).toBe(reason));
    expect(button.disabled || button.getAttribute('aria-disabled') === 'true').toBe(true);
    button.click();
    expect(fakeApi.calls(signOffRoutes.workflowSendSignOff)).toHaveLength(0);
  });

  it('is sent once every page is approved', async () => {
    fakeApi.on(signOffRoutes.workflowSendSignOff, () => ({
      yearEnd: YEAR,
      status: 'sent' as const,
      locked: false,
      directors: [],
    }));
    const button = (await open(70))!;
    await waitFor(() => expect(fakeApi.calls(workflowRoutes.workflowProgress)).toHaveLength(1));
    expect(screen.queryByTestId('signoff-not-ready')).toBeNull();
    button.click();
    await waitFor(() => expect(fakeApi.calls(signOffRoutes.workflowSendSignOff)).toHaveLength(1));
  });

  it('offers no send on a locked year, and says why', async () => {
    await open(68, 'hk', true);
    expect(await screen.findByText('本年度已鎖定：報告不再送交董事會。')).toBeTruthy();
    expect(screen.queryByTestId('signoff-send')).toBeNull();
  });

  it.each([
    ['en', 'generate the draft report again, then send again'],
    ['hk', '請重新生成報告草稿，然後再次發送'],
    ['cn', '请重新生成报告草稿，然后再次发送'],
  ] as const)(
    'says a returned statement needs a new draft, and shows a stale draft’s refusal (%s)',
    async (language, hint) => {
      readyAfter('returned');
      fakeApi.on(signOffRoutes.workflowSendSignOff, () => {
        throw apiError(409, Messages.signOffStaleDraft, undefined, 'signOffStaleDraft');
      });
      renderWidget(<BoardSignOff year={YEAR} />, { language });
      expect((await screen.findByTestId('signoff-redraft')).textContent).toContain(hint);
      const button = (await screen.findByTestId('signoff-send')) as HTMLButtonElement;
      await waitFor(() => expect(fakeApi.calls(workflowRoutes.workflowProgress)).toHaveLength(1));
      button.click();
      const refusal = language === 'en' ? Messages.signOffStaleDraft : { hk, cn }[language].signOffStaleDraft!;
      expect(await screen.findByText(refusal)).toBeTruthy();
    },
  );

  // A page reopened after the board approved ends the approval; while the directors were asked, it withdraws the send.
  it.each([
    ['reopened', 'en', 'The board’s approval ended: a page was reopened after it', 'generate the draft report again'],
    ['reopened', 'hk', '董事會的批准已失效：批准後有頁面重新開啟', '請重新生成報告草稿'],
    ['reopened', 'cn', '董事会的批准已失效：批准后有页面重新开启', '请重新生成报告草稿'],
    [
      'withdrawn',
      'en',
      'The send was withdrawn: a page was reopened while the directors were asked',
      'their links now say so',
    ],
    ['withdrawn', 'hk', '已撤回送交董事會：董事審閱期間有頁面重新開啟', '請重新生成報告草稿，然後再次發送'],
    ['withdrawn', 'cn', '已撤回送交董事会：董事审阅期间有页面重新开启', '请重新生成报告草稿，然后再次发送'],
  ] as const)(
    'says a reopened page ended the sign-off (%s), and offers a new send (%s)',
    async (ended, language, status, hint) => {
      readyAfter(ended);
      renderWidget(<BoardSignOff year={YEAR} />, { language });
      expect((await screen.findByTestId(`signoff-${ended}`)).textContent).toContain(hint);
      expect(screen.getByText(status)).toBeTruthy();
      expect(screen.queryByTestId(`signoff-${ended === 'reopened' ? 'withdrawn' : 'reopened'}`)).toBeNull();
      expect(await screen.findByTestId('signoff-send')).toBeTruthy();
    },
  );

  it.each([
    ['en', 'Approved', 'No longer asked: the send was withdrawn'],
    ['hk', '已批准', '毋須再回覆（已撤回送交）'],
    ['cn', '已批准', '无须再回复（已撤回送交）'],
  ] as const)(
    'names a director who had not answered a withdrawn send as no longer asked (%s)',
    async (language, yes, no) => {
      fakeApi.on(signOffRoutes.workflowSignOff, () => ({
        yearEnd: YEAR,
        status: 'withdrawn' as const,
        locked: false,
        directors: [
          { memberId: 'd1', name: 'Dora Ho', outcome: 'sent' as const, decision: 'approved' as const },
          { memberId: 'd2', name: 'Eric Lam', outcome: 'sent' as const },
        ],
      }));
      fakeApi.on(workflowRoutes.workflowProgress, () => progress(70, 70));
      renderWidget(<BoardSignOff year={YEAR} />, { language });
      expect((await screen.findByText('Dora Ho')).parentElement!.textContent).toContain(yes);
      expect(screen.getByText('Eric Lam').parentElement!.textContent).toContain(no);
    },
  );
});
