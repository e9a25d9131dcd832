import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { usersRoutes } from '@esg/core/contract/users';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { TaskView } from '@esg/core/schemas/workflow';
import { fakeApi, fieldRefusal, validationError } from '../../../test/fakeApi';
import { Messages } from '@esg/core/messageCatalogue';
import { renderWidget } from '../../../test/render';
import { storedSession } from '../../../test/session';
import { AssignDialog } from './AssignDialog';

const YEAR = '2025-12-31';
const TASK = { pageKey: 'employment', state: 'open', owners: [] } as unknown as TaskView;

const user = (id: string, login: string, firstName: string, lastName: string, roleId: string) => ({
  id,
  login,
  firstName,
  lastName,
  email: `${login}@example.com`,
  langKey: 'zh-hk' as const,
  activated: true,
  roleId,
  createdBy: 'acme.admin',
  createdDate: '2026-01-01T00:00:00Z',
  lastModifiedBy: 'acme.admin',
  lastModifiedDate: '2026-01-01T00:00:00Z',
  version: 1,
});
const CHAN = user('u1', 'chan', '大文', '陳', 'r1');
/** The invited auditor: a user of the company who reads only (ADR 0115). */
const AUDITOR = user('u2', 'acme.auditor', 'Olivia', 'Ng', 'auditor');

function open(language: 'en' | 'hk' | 'cn', refusal = fieldRefusal('taskDueDate', 'body.dueDate')) {
  storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
  // The API keeps to the users acting with the privilege asked for; the whole list holds the auditor too.
  fakeApi.on(usersRoutes.listUsers, ({ query }) => {
    const items = query?.privilege === 'company:write' ? [CHAN] : [CHAN, AUDITOR];
    return { items, total: items.length, page: 0, size: 100 };
  });
  fakeApi.on(workflowRoutes.workflowAssign, () => {
    throw refusal;
  });
  return renderWidget(<AssignDialog year={YEAR} tasks={[TASK]} onClose={vi.fn()} />, { language });
}

describe('assigning tasks (ADR 0102)', () => {
  it('says the API’s refusal of the due day at its field, in the reader’s language', async () => {
    const { user } = open('hk');
    await user.click(await screen.findByRole('button', { name: /負責人|選擇/ }));
    await user.click(await screen.findByText('陳大文'));
    await user.type(screen.getByPlaceholderText('DD-MM-YYYY'), '01-01-1999');
    await user.click(screen.getByRole('button', { name: /指派|確認/ }));
    const said = '工作限期必須介乎報告年度首日至今天起計兩年內。';
    await waitFor(() => expect(screen.getAllByText(said)).toHaveLength(1));
    // At the field: the message is what the date input is described by, not an alert below the form.
    const described = (screen.getByPlaceholderText('DD-MM-YYYY').getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(said);
    expect(fakeApi.calls(workflowRoutes.workflowAssign)).toMatchObject([{ body: { dueDate: '1999-01-01' } }]);
  });

  it('warns that a day already gone makes the pages overdue at once, and says nothing of a day to come', async () => {
    const { user } = open('cn');
    const field = screen.getByPlaceholderText('DD-MM-YYYY');
    await user.type(field, '30-04-2020');
    expect(await screen.findByText('此日期已过：页面一经分派即属逾期。')).toBeTruthy();
    await user.clear(field);
    await user.type(field, `31-12-${new Date().getFullYear() + 1}`);
    expect(screen.queryByText('此日期已过：页面一经分派即属逾期。')).toBeNull();
  });

  it('offers as owners only the users who may write the pages (never the read-only auditor)', async () => {
    const { user } = open('en');
    await user.click(await screen.findByRole('button', { name: /owner|choose/i }));
    expect(await screen.findByText('陳大文')).toBeTruthy();
    expect(screen.queryByText('Olivia Ng')).toBeNull();
    expect(fakeApi.calls(usersRoutes.listUsers)).toMatchObject([{ query: { privilege: 'company:write' } }]);
  });

  it.each([
    ['en', Messages.ownerWithoutWrite],
    ['hk', '負責人必須是本公司可輸入此頁面的有效用戶。'],
    ['cn', '负责人必须是本公司可输入此页面的有效用户。'],
  ] as const)('says the API’s refusal of an owner at the owners field (%s)', async (language, said) => {
    const { user } = open(language, fieldRefusal('ownerWithoutWrite', 'body.owners.0'));
    await user.click(await screen.findByRole('button', { name: /owner|choose|負責人|负责人|選擇|选择/i }));
    await user.click(await screen.findByText('陳大文'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^(assign|指派|分配|確認|确认)/i }));
    // Said once, at the field (not again below the form).
    await waitFor(() => expect(screen.getAllByText(said)).toHaveLength(1));
  });

  it('names the owners’ search box in the reader’s language (hk)', async () => {
    const { user } = open('hk');
    await user.click(await screen.findByRole('button', { name: /負責人|選擇/ }));
    expect(await screen.findByRole('combobox', { name: '搜尋用戶' })).toBeTruthy();
    expect(screen.getByPlaceholderText('搜尋用戶')).toBeTruthy();
  });

  it('says the users could not be loaded instead of an empty list (cn)', async () => {
    storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
    fakeApi.on(usersRoutes.listUsers, () => {
      throw new Error('offline');
    });
    const { user } = renderWidget(<AssignDialog year={YEAR} tasks={[TASK]} onClose={vi.fn()} />, { language: 'cn' });
    await user.click(await screen.findByRole('button', { name: /负责人|选择/ }));
    expect(await screen.findByText('未能加载用户：请关闭对话框后再次打开。')).toBeTruthy();
  });

  it('says a refused owner and day at their fields, and a refusal of anything else below the form', async () => {
    const three = validationError(
      { path: 'body.owners.0', message: Messages.ownerWithoutWrite, code: 'ownerWithoutWrite' },
      { path: 'body.dueDate', message: Messages.taskDueDate, code: 'taskDueDate' },
      { path: 'body.tasks.0', message: Messages.pageApproved, code: 'pageApproved' },
    );
    const { user } = open('en', three);
    await user.click(await screen.findByRole('button', { name: /owner|choose/i }));
    await user.click(await screen.findByText('陳大文'));
    await user.type(screen.getByPlaceholderText('DD-MM-YYYY'), '01-01-1999');
    await user.click(screen.getByRole('button', { name: /assign|confirm/i }));
    expect(await screen.findByText(Messages.pageApproved)).toBeTruthy();
    expect(screen.getAllByText(Messages.ownerWithoutWrite)).toHaveLength(1);
    expect(screen.getAllByText(Messages.taskDueDate)).toHaveLength(1);
  });
});
