import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
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

const rows = (page: ReturnType<typeof renderWidget>['page']) =>
  page
    .findTable('[data-testid="my-tasks"]')!
    .findRows()
    .map((r) => r.getElement().textContent);

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
    await waitFor(() => expect(rows(page)).toHaveLength(2));
    expect(rows(page)[0]).toContain('Electricity · Shop');
    expect(rows(page)[0]).toContain('31-01-2026');
    expect(rows(page)[0]).toContain('Overdue');
    expect(rows(page)[0]).toContain('Returned');
    expect(rows(page)[1]).not.toContain('Overdue');
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
      const { page } = renderWidget(<MyTasks year="2025-12-31" />, { language });
      await waitFor(() => expect(rows(page)).toHaveLength(1));
      expect(rows(page)[0]).toContain(text);
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
    expect(page.findTable('[data-testid="my-tasks"]')!.getElement().textContent).toContain('目前沒有指派給您');
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
    const { page } = renderWidget(<MyTasks year="2025-12-31" />);
    await waitFor(() =>
      expect(page.findTable('[data-testid="my-tasks"]')!.getElement().textContent).toContain('could not be loaded'),
    );
  });
});
