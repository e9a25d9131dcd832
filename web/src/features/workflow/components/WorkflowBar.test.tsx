import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { taskActionRoutes } from '@esg/core/contract/taskActions';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { MatrixReply, ReviewReply, TaskView } from '@esg/core/schemas/workflow';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { WorkflowBar } from './WorkflowBar';

const YEAR = '2025-12-31';
const ME = 'u1';

const task = (over: Partial<TaskView> = {}): TaskView => ({
  pageKey: 'board_statement',
  section: 'background',
  state: 'inProgress',
  owners: [{ userId: ME, name: 'Ann Lee', active: true }],
  unowned: false,
  dueDate: '2026-02-28',
  overdue: false,
  openComments: 0,
  version: 3,
  ...over,
});

const matrix = (tasks: TaskView[], extra: Partial<MatrixReply> = {}): MatrixReply => ({
  yearEnd: YEAR,
  today: '2026-01-10',
  locked: false,
  tasks,
  ...extra,
});

const review = (t: TaskView, extra: Partial<ReviewReply> = {}): ReviewReply => ({
  task: t,
  changes: [],
  comments: [],
  ...extra,
});

/** The year's tasks and the task's review as the API answers them; the user signed in with `privileges`. */
function setUp(t: TaskView, privileges: string[], extra: Partial<MatrixReply> = {}) {
  storedSession({ privileges, year: YEAR });
  fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([t], extra));
  fakeApi.on(workflowRoutes.workflowReview, () => review(t));
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('the workflow bar of a data page', () => {
  it('shows the state, the owners and the due date, and offers the writer Submit for review', async () => {
    setUp(task(), ['company:read', 'company:write']);
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    expect((await screen.findByTestId('workflow-bar-state')).textContent).toBe('In progress');
    expect(screen.getByTestId('workflow-bar-owners').textContent).toBe('Ann Lee');
    expect(screen.getByTestId('workflow-bar').textContent).toContain('28-02-2026');
    expect(buttonNames()).toContain('Submit for review');
    expect(buttonNames()).not.toContain('Approve');
  });

  it.each([
    ['en', 'Ann Lee, 陳大文 (deactivated)'],
    ['hk', 'Ann Lee、陳大文（已停用）'],
  ] as const)('lists several owners the way the reader’s language lists things (%s)', async (language, owners) => {
    const two = task({
      owners: [
        { userId: ME, name: 'Ann Lee', active: true },
        { userId: 'u2', name: '陳大文', active: false },
      ],
    });
    setUp(two, ['company:read', 'company:write']);
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />, { language });
    expect((await screen.findByTestId('workflow-bar-owners')).textContent).toBe(owners);
  });

  it('offers a reader nothing to do', async () => {
    setUp(task({ state: 'submitted' }), ['company:read']);
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    await screen.findByTestId('workflow-bar-state');
    expect(buttonNames()).not.toContain('Submit for review');
    expect(buttonNames()).not.toContain('Approve');
  });

  it.each([
    [
      'en',
      'Fix these and submit again:',
      "The board's oversight of ESG issues: This field is required.",
      'Governance Structure A statement from the board is neither disclosed in the report nor explained',
    ],
    [
      'hk',
      '請修正以下各項後再提交：',
      '董事會對環境、社會及管治事宜的監管：此欄位必須填寫。',
      '管治架構「董事會聲明」在報告中既未披露亦未解釋',
    ],
    [
      'cn',
      '请修正以下各项后再提交：',
      '董事会对环境、社会及管治事宜的监管：此字段必须填写。',
      '管治架构「董事会声明」在报告中既未披露亦未解释',
    ],
  ] as const)(
    'lists the failed checks of a refused submission by field, in the reader’s language (%s)',
    async (language, intro, field, provision) => {
      setUp(task(), ['company:read', 'company:write']);
      fakeApi.on(taskActionRoutes.workflowSubmit, () => {
        throw apiError(
          400,
          'This page cannot be submitted: its checks found problems.',
          [
            { path: 'boardOversight', message: 'This field is required.', messageKey: 'required' },
            {
              path: 'MDR-GOV',
              message: 'Governance Structure … is neither disclosed in the report nor explained.',
              messageKey: 'provisionUnexplained',
              params: {
                code: 'MDR-GOV',
                reference: 'Governance Structure',
                title: 'A statement from the board',
                referenceHk: '管治架構',
                titleHk: '董事會聲明',
                referenceCn: '管治架构',
                titleCn: '董事会声明',
              },
            },
          ],
          'taskChecksFailed',
        );
      });
      const { user } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />, { language });
      await user.click(
        await screen.findByRole('button', {
          name: { en: 'Submit for review', hk: '提交審閱', cn: '提交审阅' }[language],
        }),
      );
      const checks = await screen.findByTestId('workflow-bar-checks');
      expect(checks.textContent).toContain(intro);
      const items = [...checks.querySelectorAll('li')].map((li) => li.textContent);
      expect(items[0]).toBe(field);
      expect(items[1]).toContain(provision);
      // No raw path or message key reaches the reader.
      expect(checks.textContent).not.toContain('boardOversight');
      expect(checks.textContent).not.toContain('provisionUnexplained');
      expect(checks.textContent).not.toContain('MDR-GOV');
      expect(fakeApi.calls(taskActionRoutes.workflowSubmit)[0]).toMatchObject({
        params: { year: YEAR, pageKey: 'board_statement' },
        body: { version: 3 },
      });
    },
  );

  it('lets a reviewer return a submitted page only with a comment', async () => {
    setUp(task({ state: 'submitted', submittedBy: { userId: 'u2', name: 'Bo Chan' } }), [
      'company:read',
      'pages:review',
    ]);
    fakeApi.on(taskActionRoutes.workflowReturn, ({ body }) => task({ state: 'returned', version: body.version + 1 }));
    const { user, page } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Return with comment' }));
    const modal = page.findModal()!;
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    expect(modal.getElement().textContent).toContain('Required.');
    expect(fakeApi.calls(taskActionRoutes.workflowReturn)).toHaveLength(0);
    await user.type(modal.findContent().findTextarea()!.findNativeTextarea().getElement(), 'Scope 2 figure is wrong');
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() =>
      expect(fakeApi.calls(taskActionRoutes.workflowReturn)[0]?.body).toEqual({
        version: 3,
        comment: 'Scope 2 figure is wrong',
      }),
    );
  });

  it('blocks the approval while a comment is open, and says why', async () => {
    setUp(task({ state: 'submitted', submittedBy: { userId: 'u2', name: 'Bo Chan' }, openComments: 2 }), [
      'company:read',
      'pages:review',
    ]);
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled') || approve.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByTestId('workflow-bar-blocked').textContent).toBe(
      '2 comments are still open: they must be resolved before the page can be approved.',
    );
  });

  it('does not let a reviewer approve their own submission', async () => {
    setUp(task({ state: 'submitted', submittedBy: { userId: ME, name: 'Ann Lee' } }), ['company:read', 'pages:review']);
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled') || approve.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByTestId('workflow-bar').textContent).toContain(
      'You submitted this page: another reviewer approves it.',
    );
  });

  it('approves a submitted page at the version shown', async () => {
    setUp(task({ state: 'submitted', submittedBy: { userId: 'u2', name: 'Bo Chan' } }), [
      'company:read',
      'pages:review',
    ]);
    fakeApi.on(taskActionRoutes.workflowApprove, () => task({ state: 'approved', version: 4 }));
    const { user } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fakeApi.calls(taskActionRoutes.workflowApprove)[0]?.body).toEqual({ version: 3 }));
  });

  it('says an approved page is read-only, and a reviewer reopens it with a reason', async () => {
    setUp(
      task({ state: 'approved', approvedBy: { userId: 'u2', name: 'Bo Chan' }, approvedAt: '2026-01-05T02:00:00Z' }),
      ['company:read', 'company:write', 'pages:review'],
    );
    fakeApi.on(taskActionRoutes.workflowReopen, () => task({ state: 'inProgress', version: 5 }));
    const { user, page } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    expect((await screen.findByTestId('workflow-bar-approved')).textContent).toContain(
      'It is read-only until a reviewer reopens it with a reason.',
    );
    expect(buttonNames()).not.toContain('Submit for review');
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const modal = page.findModal()!;
    await user.type(modal.findContent().findTextarea()!.findNativeTextarea().getElement(), 'Late invoice');
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() =>
      expect(fakeApi.calls(taskActionRoutes.workflowReopen)[0]?.body).toEqual({ version: 3, reason: 'Late invoice' }),
    );
  });

  it.each([
    ['en', 'This page is submitted for review', 'To change it first, withdraw the submission.', 'Withdraw submission'],
    ['hk', '此頁面已提交審閱', '如需先作修改，請撤回提交。', '撤回提交'],
    ['cn', '此页面已提交审阅', '如需先作修改，请撤回提交。', '撤回提交'],
  ] as const)(
    'says a submitted page is read-only, and its writer withdraws the submission at the version shown (%s)',
    async (language, header, how, withdraw) => {
      setUp(task({ state: 'submitted', submittedBy: { userId: ME, name: 'Ann Lee' } }), [
        'company:read',
        'company:write',
      ]);
      fakeApi.on(taskActionRoutes.workflowWithdraw, () => task({ state: 'inProgress', version: 4 }));
      const { user } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />, { language });
      const banner = await screen.findByTestId('workflow-bar-submitted');
      expect(banner.textContent).toContain(header);
      expect(banner.textContent).toContain(how);
      expect(buttonNames()).not.toContain('Submit for review');
      await user.click(screen.getByRole('button', { name: withdraw }));
      await waitFor(() => expect(fakeApi.calls(taskActionRoutes.workflowWithdraw)[0]?.body).toEqual({ version: 3 }));
    },
  );

  it('offers no withdrawal to a reviewer who may not write the page, nor in a locked year', async () => {
    const submitted = task({ state: 'submitted', submittedBy: { userId: 'u2', name: 'Bo Chan' } });
    setUp(submitted, ['company:read', 'pages:review']);
    const first = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    expect((await screen.findByTestId('workflow-bar-submitted')).textContent).toBe(
      'This page is submitted for reviewIt is read-only until a reviewer approves it, or returns it with a comment.',
    );
    expect(buttonNames()).toContain('Approve');
    expect(buttonNames()).not.toContain('Withdraw submission');
    first.unmount();
    setUp(submitted, ['company:read', 'company:write'], { locked: true });
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    await screen.findByTestId('workflow-bar-submitted');
    expect(buttonNames()).not.toContain('Withdraw submission');
  });

  it('names the location of a resource page that is submitted, withdrawn there only', async () => {
    const t = task({
      pageKey: 'electricities',
      section: 'environmental',
      state: 'submitted',
      location: { id: 'L1', name: 'Shop' },
    });
    setUp(t, ['company:read', 'company:write']);
    fakeApi.on(taskActionRoutes.workflowWithdraw, () => ({ ...t, state: 'inProgress' as const, version: 4 }));
    const { user } = renderWidget(
      <WorkflowBar pageKey="electricities" year={YEAR} location={{ id: 'L1', name: 'Shop' }} />,
    );
    expect((await screen.findByTestId('workflow-bar-L1-submitted')).textContent).toContain(
      'Shop is submitted for review',
    );
    await user.click(screen.getByRole('button', { name: 'Withdraw submission' }));
    await waitFor(() =>
      expect(fakeApi.calls(taskActionRoutes.workflowWithdraw)[0]?.body).toEqual({ location: 'L1', version: 3 }),
    );
  });

  it('shows the returned note to the owner, and nothing to do in a locked year', async () => {
    setUp(
      task({
        state: 'returned',
        note: { kind: 'returned', text: 'Check March', by: 'Bo Chan', at: '2026-01-06T02:00:00Z' },
      }),
      ['company:read', 'company:write'],
      { locked: true },
    );
    renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />);
    const note = await screen.findByTestId('workflow-bar-note');
    expect(note.textContent).toContain('Returned by Bo Chan on 06-01-2026');
    expect(note.textContent).toContain('Check March');
    expect(buttonNames()).not.toContain('Submit for review');
  });

  it('draws one bar per location, with the location named', async () => {
    const t = task({ pageKey: 'electricities', section: 'environmental', location: { id: 'L1', name: 'Shop' } });
    setUp(t, ['company:read', 'company:write']);
    renderWidget(<WorkflowBar pageKey="electricities" year={YEAR} location={{ id: 'L1', name: 'Shop' }} />);
    expect((await screen.findByTestId('workflow-bar-L1')).textContent).toContain('Review of Shop');
  });

  it.each([
    ['銅鑼灣商店', '銅鑼灣商店的審閱'],
    ['Causeway Bay shop', 'Causeway Bay shop 的審閱'],
  ])(
    'runs a Chinese location name on into the Chinese words beside it, a Latin one apart (%s)',
    async (name, heading) => {
      const t = task({ pageKey: 'electricities', section: 'environmental', location: { id: 'L1', name } });
      setUp(t, ['company:read', 'company:write']);
      renderWidget(<WorkflowBar pageKey="electricities" year={YEAR} location={{ id: 'L1', name }} />, {
        language: 'hk',
      });
      expect((await screen.findByTestId('workflow-bar-L1')).textContent).toContain(heading);
    },
  );
});

describe('the focus after a review action (ADR 0111)', () => {
  /** The year's tasks answer `after` once the action is done, as the API's next read does. */
  function acting(before: TaskView, after: TaskView, privileges: string[]) {
    storedSession({ privileges, year: YEAR });
    let current = before;
    fakeApi.on(workflowRoutes.workflowMatrix, () => matrix([current]));
    fakeApi.on(workflowRoutes.workflowReview, () => review(current));
    return () => {
      current = after;
      return after;
    };
  }

  it('moves to the page’s new state when the submit button goes away, not to the page’s body', async () => {
    const done = acting(task(), task({ state: 'submitted', version: 4 }), ['company:read', 'company:write']);
    fakeApi.on(taskActionRoutes.workflowSubmit, done);
    const { user } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />, { language: 'hk' });
    await user.click(await screen.findByRole('button', { name: '提交審閱' }));
    await waitFor(() => expect(screen.getByTestId('workflow-bar-state').textContent).toBe('已提交審閱'));
    expect(screen.queryByRole('button', { name: '提交審閱' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('workflow-bar-state-focus'));
  });

  it('moves to the new state after a return written in the dialog', async () => {
    const submitted = task({ state: 'submitted', submittedBy: { userId: 'u2', name: 'Bo Chan' } });
    const done = acting(submitted, task({ state: 'returned', version: 4 }), ['company:read', 'pages:review']);
    fakeApi.on(taskActionRoutes.workflowReturn, done);
    const { user, page } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />, { language: 'cn' });
    await user.click(await screen.findByRole('button', { name: '附意见退回' }));
    const modal = page.findModal()!;
    await user.type(modal.findContent().findTextarea()!.findNativeTextarea().getElement(), '范围二数字有误');
    await user.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() => expect(screen.getByTestId('workflow-bar-state').textContent).toBe('已退回'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('workflow-bar-state-focus')));
  });

  it('opens the return dialog with its text box ready for the words it asks for', async () => {
    setUp(task({ state: 'submitted', submittedBy: { userId: 'u2', name: 'Bo Chan' } }), [
      'company:read',
      'pages:review',
    ]);
    const { user, page } = renderWidget(<WorkflowBar pageKey="board_statement" year={YEAR} />, { language: 'hk' });
    await user.click(await screen.findByRole('button', { name: '附意見退回' }));
    const box = page.findModal()!.findContent().findTextarea()!.findNativeTextarea().getElement();
    await waitFor(() => expect(document.activeElement).toBe(box));
  });
});
