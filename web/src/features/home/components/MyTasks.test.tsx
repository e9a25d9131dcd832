import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { MatrixReply, TaskView } from '@esg/core/schemas/workflow';
import { apiError, fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { MyTasks } from './MyTasks';

const task = (over: Partial<TaskView>): TaskView => ({
  pageKey: 'corp_awards',
  section: 'miscellaneous',
  state: 'inProgress',
  owners: [{ userId: 'U1', name: 'Owner Tester', active: true }],
  unowned: false,
  overdue: false,
  openComments: 0,
  version: 1,
  ...over,
});

const reply = (tasks: TaskView[], extra: Partial<MatrixReply> = {}): MatrixReply => ({
  yearEnd: '2025-12-31',
  today: '2026-02-01',
  locked: false,
  tasks,
  ...extra,
});

/** The tasks' rows, each named by its page (not the header row, nor loading's), as read. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((r) => within(r).queryByRole('rowheader'))
    .map((r) => r.textContent);

describe('my tasks on Home', () => {
  it('lists what the user owes as the API orders it, with the location, the due date and overdue marked', async () => {
    fakeApi.on(workflowRoutes.workflowMine, () =>
      reply([
        task({
          pageKey: 'electricities',
          location: { id: 'L1', name: 'Shop' },
          dueDate: '2026-01-31',
          overdue: true,
          state: 'returned',
        }),
        task({ dueDate: '2026-03-31' }),
      ]),
    );
    const { page } = renderWidget(<MyTasks year="2025-12-31" />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toContain('Electricity · Shop');
    expect(rows()[0]).toContain('31-01-2026');
    expect(rows()[0]).toContain('Overdue');
    expect(rows()[0]).toContain('Returned');
    expect(rows()[1]).not.toContain('Overdue');
    // The table named by its heading, each row by its page, linking to it; the columns by their headers.
    expect(screen.getByRole('table', { name: 'My tasks' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Electricity · Shop' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Electricity · Shop' }).getAttribute('href')).toBe(
      '/environmental/electricities',
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Page', 'Due', 'Status']);
    expect(fakeApi.calls(workflowRoutes.workflowMine)[0]).toMatchObject({ params: { year: '2025-12-31' } });
    expect(page.findAlert('[data-testid="lock-override"]')).toBeNull();
  });

  it.each([
    ['en', 'Submitted by Kit Ho: waits for your review'],
    ['hk', 'Kit Ho 已提交，待您審閱'],
    ['cn', 'Kit Ho 已提交，待您审阅'],
  ] as const)(
    'lists a submitted page as waiting for the reviewer, by who submitted it (%s)',
    async (language, text) => {
      fakeApi.on(workflowRoutes.workflowMine, () =>
        reply([task({ state: 'submitted', owners: [], submittedBy: { userId: 'U7', name: 'Kit Ho' } })]),
      );
      renderWidget(<MyTasks year="2025-12-31" />, { language });
      await waitFor(() => expect(rows()).toHaveLength(1));
      expect(rows()[0]).toContain(text);
    },
  );

  it('says in Chinese when nothing is owed, and shows the reason a year was locked with pages unapproved', async () => {
    fakeApi.on(workflowRoutes.workflowMine, () =>
      reply([], {
        locked: true,
        lockOverride: { reason: 'Board met early', by: 'acme.admin', at: '2026-03-01T02:00:00Z' },
      }),
    );
    const { page } = renderWidget(<MyTasks year="2025-12-31" />, { language: 'hk' });
    await waitFor(() => expect(page.findAlert('[data-testid="lock-override"]')).not.toBeNull());
    expect(page.findAlert('[data-testid="lock-override"]')!.getElement().textContent).toContain('Board met early');
    expect(screen.getByRole('table', { name: '我的工作' }).textContent).toContain('目前沒有指派給您');
    expect(page.findAlert('[data-testid="lock-override"]')!.findHeader()!.getElement().textContent).toBe(
      '此年度在部分頁面未獲批核下鎖定',
    );
  });

  it.each([
    ['en', 'This year was locked without the board’s sign-off'],
    ['hk', '此年度在董事會未審批報告下鎖定'],
    ['cn', '此年度在董事会未审批报告下锁定'],
  ] as const)(
    'says a year locked with every page approved was locked without the board’s sign-off (%s)',
    async (language, header) => {
      fakeApi.on(workflowRoutes.workflowMine, () =>
        reply([], {
          locked: true,
          lockOverride: {
            reason: 'The board approved the report at its meeting.',
            by: 'acme.admin',
            at: '2026-03-01T02:00:00Z',
            pending: 0,
            signedOff: false,
          },
        }),
      );
      const { page } = renderWidget(<MyTasks year="2025-12-31" />, { language });
      await waitFor(() => expect(page.findAlert('[data-testid="lock-override"]')).not.toBeNull());
      const alert = page.findAlert('[data-testid="lock-override"]')!;
      expect(alert.findHeader()!.getElement().textContent).toBe(header);
      expect(alert.getElement().textContent).toContain('The board approved the report at its meeting.');
    },
  );

  it('says when the tasks could not be loaded', async () => {
    fakeApi.on(workflowRoutes.workflowMine, () => {
      throw apiError(500, 'Internal server error');
    });
    renderWidget(<MyTasks year="2025-12-31" />);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'My tasks' }).textContent).toContain('could not be loaded'),
    );
  });
});
