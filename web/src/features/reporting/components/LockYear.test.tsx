import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { signOffRoutes } from '@esg/core/contract/signOff';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { yearLockRoutes } from '@esg/core/contract/yearLock';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { SignOffView } from '@esg/core/schemas/signOff';
import type { MatrixReply, TaskView } from '@esg/core/schemas/workflow';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import '../i18n';
import { LockYear } from './LockYear';

const YEAR = '2025-12-31';

const task = (over: Partial<TaskView>): TaskView => ({
  pageKey: 'board_statement',
  section: 'background',
  state: 'approved',
  owners: [],
  unowned: true,
  overdue: false,
  openComments: 0,
  version: 1,
  ...over,
});

const matrix = (tasks: TaskView[], locked = false): MatrixReply => ({
  yearEnd: YEAR,
  today: '2026-03-01',
  locked,
  tasks,
});

const PENDING = [
  task({}),
  task({
    pageKey: 'electricities',
    section: 'environmental',
    location: { id: 'L1', name: 'Shop', names: { en: 'Shop', hk: '商店', cn: '商店' } },
    state: 'submitted',
  }),
  task({ pageKey: 'corp_awards', section: 'miscellaneous', state: 'notStarted' }),
];

const signOff = (status: SignOffView['status']): SignOffView => ({
  yearEnd: YEAR,
  status,
  locked: false,
  ...(status === 'approved' ? { approvedOn: '2026-03-20' } : {}),
  directors: [],
});

describe('locking the year where it is printed', () => {
  beforeEach(() => {
    fakeApi.on(signOffRoutes.workflowSignOff, () => signOff('approved'));
  });

  it.each([
    [
      'en',
      '2 reviews are not approved yet (each is a page, or a page at one location).',
      'Electricity · Shop — Submitted for review',
    ],
    ['hk', '仍有 2 項審閱未獲批核（每項為一個頁面，或一個頁面的一個地點）。', '電力 · 商店 — 已提交審閱'],
    ['cn', '仍有 2 项审阅未获批核（每项为一个页面，或一个页面的一个地点）。', '电力 · 商店 — 已提交审阅'],
  ] as const)(
    'is refused until every page is approved, listing what is missing (%s)',
    async (language, count, line) => {
      storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
      fakeApi.on(workflowRoutes.workflowMatrix, () => matrix(PENDING));
      renderWidget(<LockYear year={YEAR} />, { language });
      expect((await screen.findByTestId('lock-refused')).textContent).toContain(count);
      const items = [...screen.getByTestId('lock-pending').querySelectorAll('li')].map((li) => li.textContent);
      expect(items).toHaveLength(2);
      expect(items[0]).toBe(line);
      expect(screen.getByTestId('lock-pending').textContent).not.toContain('corp_awards');
    },
  );

  it('lets the administrator lock with pages unapproved only with a reason', async () => {
    storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
    fakeApi.on(workflowRoutes.workflowMatrix, () => matrix(PENDING));
    fakeApi.on(yearLockRoutes.workflowLock, () => ({ yearEnd: YEAR, locked: true, pending: 2 }));
    const { user, page } = renderWidget(<LockYear year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Lock the year' }));
    const modal = page.findModal()!;
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    expect(modal.getElement().textContent).toContain('Give a reason.');
    expect(fakeApi.calls(yearLockRoutes.workflowLock)).toHaveLength(0);
    await user.type(modal.findContent().findTextarea()!.findNativeTextarea().getElement(), 'Board met early');
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() =>
      expect(fakeApi.calls(yearLockRoutes.workflowLock)[0]).toMatchObject({
        params: { year: YEAR },
        body: { overrideReason: 'Board met early' },
      }),
    );
  });

  it('locks a fully approved year without a reason, and says why when the API refuses', async () => {
    storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
    fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([task({})]));
    fakeApi.on(yearLockRoutes.workflowLock, () => {
      throw apiError(409, 'The year cannot be locked: some pages are not approved yet.', undefined, 'yearNotApproved');
    });
    const { user, page } = renderWidget(<LockYear year={YEAR} />);
    expect(
      await screen.findByText(
        'Every page of the year is approved and the board has signed off the report: the year can be locked.',
      ),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Lock the year' }));
    const modal = page.findModal()!;
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() => expect(fakeApi.calls(yearLockRoutes.workflowLock)[0]?.body).toEqual({}));
    expect(await screen.findByText('The year cannot be locked: some pages are not approved yet.')).toBeDefined();
  });

  it('offers no lock to a user who does not manage the company', async () => {
    storedSession({ privileges: ['company:read', 'pages:review'], year: YEAR });
    fakeApi.on(workflowRoutes.workflowMatrix, () => matrix(PENDING));
    renderWidget(<LockYear year={YEAR} />);
    expect((await screen.findByTestId('lock-year')).textContent).toContain(
      'Your company’s administrator locks the year.',
    );
    expect(screen.queryByRole('button', { name: 'Lock the year' })).toBeNull();
  });
  it.each([
    ['en', 'none', 'The board has not signed off the report: send it to the directors from Home'],
    ['en', 'returned', 'A director commented on the report: the board statement page was returned.'],
    ['hk', 'sent', '董事會尚未審批報告：並非所有董事均已批准。'],
    ['cn', 'none', '董事会尚未审批报告：所有页面获批核后，请在主页送交董事。'],
    [
      'en',
      'withdrawn',
      'The report sent to the board was withdrawn: a page was reopened while the directors were asked.',
    ],
    ['hk', 'withdrawn', '送交董事會的報告已撤回：董事審閱期間有頁面重新開啟。'],
    ['cn', 'withdrawn', '送交董事会的报告已撤回：董事审阅期间有页面重新开启。'],
  ] as const)(
    'with every page approved, is refused until the board signs off, saying so (%s, %s)',
    async (language, status, words) => {
      storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
      fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([task({})]));
      fakeApi.on(signOffRoutes.workflowSignOff, () => signOff(status));
      renderWidget(<LockYear year={YEAR} />, { language });
      expect((await screen.findByTestId('lock-board')).textContent).toContain(words);
      expect(screen.queryByTestId('lock-refused')).toBeNull();
      expect(screen.getByTestId('lock-year').textContent).not.toContain('can be locked');
    },
  );

  it('lets the administrator lock without the board’s sign-off only with a reason', async () => {
    storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
    fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([task({})]));
    fakeApi.on(signOffRoutes.workflowSignOff, () => signOff('sent'));
    fakeApi.on(yearLockRoutes.workflowLock, () => ({ yearEnd: YEAR, locked: true, pending: 0 }));
    const { user, page } = renderWidget(<LockYear year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Lock the year' }));
    const modal = page.findModal()!;
    expect(modal.getElement().textContent).toContain('The board has not signed off the report.');
    expect(modal.getElement().textContent).toContain('Reason for locking without the board’s sign-off');
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    expect(modal.getElement().textContent).toContain('Give a reason.');
    expect(fakeApi.calls(yearLockRoutes.workflowLock)).toHaveLength(0);
    await user.type(modal.findContent().findTextarea()!.findNativeTextarea().getElement(), 'Board met on 20 March');
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() =>
      expect(fakeApi.calls(yearLockRoutes.workflowLock)[0]?.body).toEqual({ overrideReason: 'Board met on 20 March' }),
    );
  });

  it.each([
    ['en', 'The year cannot be locked while 2 provisions are neither disclosed nor explained (listed below)'],
    ['hk', '仍有 2 項條文既未披露亦未解釋（見下方列表），最終報告無法列印，因此未能鎖定年度。'],
    ['cn', '仍有 2 项条文既未披露亦未解释（见下方列表），最终报告无法打印，因此未能锁定年度。'],
  ] as const)(
    'is refused while provisions are open, whatever the review, and says why (%s)',
    async (language, refusal) => {
      storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
      // Every page approved and the board signed off: the open provisions alone keep the year from locking.
      fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([task({})]));
      const gap = (code: string, state: 'disclosed' | 'gap') => ({
        code,
        aspect: code,
        title: code,
        obligation: 'comply-or-explain',
        state,
      });
      fakeApi.on(reportingRoutes.reportIndex, () => ({
        yearEnd: YEAR,
        entries: [gap('A1.2', 'disclosed'), gap('B4.1', 'gap'), gap('B8.2', 'gap')],
        gaps: ['B4.1', 'B8.2'],
      }));
      renderWidget(<LockYear year={YEAR} />, { language });
      expect((await screen.findByTestId('lock-gaps')).textContent).toContain(refusal);
      expect(
        (screen.getByRole('button', { name: /^(Lock the year|鎖定年度|锁定年度)$/ }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect(screen.getByTestId('lock-year').textContent).not.toMatch(/can be locked|可以鎖定|可以锁定/);
      expect(fakeApi.calls(yearLockRoutes.workflowLock)).toHaveLength(0);
    },
  );

  it('moves focus to the answer once the year is locked, its card gone (ADR 0068)', async () => {
    storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
    let locked = false;
    fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([task({})], locked));
    fakeApi.on(yearLockRoutes.workflowLock, () => {
      locked = true;
      return { yearEnd: YEAR, locked: true, pending: 0 };
    });
    const { user, page } = renderWidget(<LockYear year={YEAR} />, { language: 'hk' });
    await user.click(await screen.findByRole('button', { name: '鎖定年度' }));
    await user.click(page.findModal()!.findFooter()!.findAllButtons().at(-1)!.getElement());
    const done = await screen.findByTestId('lock-done');
    await waitFor(() => expect(document.activeElement).toBe(done.parentElement));
  });
});
