import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { MatrixReply, TaskView } from '@esg/core/schemas/workflow';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { YearMatrixPage } from './YearMatrixPage';

const YEAR = '2025-12-31';

const task = (over: Partial<TaskView>): TaskView => ({
  pageKey: 'corp_awards',
  section: 'miscellaneous',
  state: 'notStarted',
  owners: [],
  unowned: true,
  overdue: false,
  openComments: 0,
  version: 0,
  ...over,
});

const TASKS = [
  task({ state: 'approved', owners: [{ userId: 'u7', name: 'Kit Ho', active: true }], unowned: false }),
  task({ pageKey: 'electricities', section: 'environmental' }),
  task({
    pageKey: 'electricities',
    section: 'environmental',
    location: { id: 'L1', name: 'Shop' },
    dueDate: '2026-01-31',
    overdue: true,
  }),
  task({ pageKey: 'electricities', section: 'environmental', location: { id: 'L2', name: 'Depot' } }),
];

const matrix = (): MatrixReply => ({ yearEnd: YEAR, today: '2026-02-01', locked: false, tasks: TASKS });

const user = (id: string, firstName: string, activated = true) => ({
  id,
  login: firstName.toLowerCase(),
  firstName,
  lastName: 'Tester',
  email: `${firstName}@example.com`,
  langKey: 'en' as const,
  activated,
  roleId: 'r1',
  createdBy: 'x',
  createdDate: '2025-01-01',
  lastModifiedBy: 'x',
  lastModifiedDate: '2025-01-01',
  version: 1,
});

const rows = (page: ReturnType<typeof renderWidget>['page']) =>
  page
    .findTable()!
    .findRows()
    .map((r) => r.getElement().textContent ?? '');

describe('the year matrix', () => {
  it('shows every task with its state, owners and due date, and narrows by page', async () => {
    storedSession({ privileges: ['company:read'], year: YEAR });
    fakeApi.on(workflowRoutes.workflowMatrix, matrix);
    const { page } = renderWidget(<YearMatrixPage />);
    await waitFor(() => expect(rows(page)).toHaveLength(4));
    expect(screen.getByText('1 of 4 approved')).toBeDefined();
    expect(rows(page)[0]).toContain('Kit Ho');
    expect(rows(page)[2]).toContain('Shop');
    expect(rows(page)[2]).toContain('31-01-2026');
    expect(rows(page)[2]).toContain('Overdue');
    const pageFilter = page.findSelect('[data-testid="matrix-filter-pageKey"]')!;
    pageFilter.openDropdown();
    pageFilter.selectOptionByValue('electricities');
    await waitFor(() => expect(rows(page)).toHaveLength(3));
    // Only an administrator assigns.
    expect(screen.queryByRole('button', { name: 'Assign the pages shown' })).toBeNull();
  });

  it.each([
    ['en', 'Submitted for review'],
    ['hk', '已提交審閱'],
    ['cn', '已提交审阅'],
  ] as const)('narrows to what waits for review by its status (%s)', async (language, submitted) => {
    storedSession({ privileges: ['company:read', 'pages:review'], year: YEAR });
    const waiting = task({ pageKey: 'employment', section: 'social', state: 'submitted' });
    fakeApi.on(workflowRoutes.workflowMatrix, () => ({ ...matrix(), tasks: [...TASKS, waiting] }));
    const { page } = renderWidget(<YearMatrixPage />, { language });
    await waitFor(() => expect(rows(page)).toHaveLength(5));
    const stateFilter = page.findSelect('[data-testid="matrix-filter-state"]')!;
    stateFilter.openDropdown();
    stateFilter.selectOptionByValue('submitted');
    await waitFor(() => expect(rows(page)).toHaveLength(1));
    expect(rows(page)[0]).toContain(submitted);
  });

  it('assigns every location’s electricity to a user with a due date, refusing a bad date', async () => {
    storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
    fakeApi.on(workflowRoutes.workflowMatrix, matrix);
    fakeApi.on(usersRoutes.listUsers, () => ({
      items: [user('u7', 'Kit'), user('u8', 'Gone', false)],
      total: 2,
      page: 0,
      size: 100,
    }));
    fakeApi.on(workflowRoutes.workflowAssign, () => ({ tasks: [] }));
    const { page, user: clicker } = renderWidget(<YearMatrixPage />);
    await waitFor(() => expect(rows(page)).toHaveLength(4));
    const location = page.findSelect('[data-testid="matrix-filter-location"]')!;
    location.openDropdown();
    location.selectOptionByValue('L1');
    await waitFor(() => expect(rows(page)).toHaveLength(1));
    location.openDropdown();
    location.selectOptionByValue('_any');
    const pageFilter = page.findSelect('[data-testid="matrix-filter-pageKey"]')!;
    pageFilter.openDropdown();
    pageFilter.selectOptionByValue('electricities');
    await waitFor(() => expect(rows(page)).toHaveLength(3));
    await clicker.click(screen.getByRole('button', { name: 'Assign the pages shown' }));
    const modal = page.findModal()!;
    expect(modal.findHeader()!.getElement().textContent).toBe('Assign 3 pages');
    const owners = modal.findContent().findMultiselect()!;
    owners.openDropdown();
    await waitFor(() => expect(owners.findDropdown().findOptions()).toHaveLength(1));
    owners.selectOptionByValue('u7');
    await clicker.type(modal.findContent().findInput()!.findNativeInput().getElement(), '31-02-2026');
    await clicker.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    // A day the calendar lacks, in the right form, is named as such; a wrong form gets the form.
    expect(modal.getElement().textContent).toContain('There is no such day: check the day and the month.');
    const input = modal.findContent().findInput()!.findNativeInput().getElement();
    await clicker.clear(input);
    await clicker.type(input, '2026/02/27');
    await clicker.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    expect(modal.getElement().textContent).toContain('Enter a date as DD-MM-YYYY.');
    expect(fakeApi.calls(workflowRoutes.workflowAssign)).toHaveLength(0);
    await clicker.clear(input);
    await clicker.type(input, '27-02-2026');
    await clicker.click(modal.findFooter()!.findAllButtons().at(-1)!.getElement());
    await waitFor(() =>
      expect(fakeApi.calls(workflowRoutes.workflowAssign)[0]).toMatchObject({
        params: { year: YEAR },
        body: {
          tasks: [
            { pageKey: 'electricities' },
            { pageKey: 'electricities', location: 'L1' },
            { pageKey: 'electricities', location: 'L2' },
          ],
          owners: ['u7'],
          dueDate: '2026-02-27',
        },
      }),
    );
    expect(await screen.findByText('3 pages assigned.')).toBeDefined();
  });
});
