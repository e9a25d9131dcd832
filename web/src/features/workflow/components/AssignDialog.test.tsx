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

function open(language: 'en' | 'hk', refusal = fieldRefusal('taskDueDate', 'body.dueDate')) {
  storedSession({ privileges: ['company:read', 'users:manage'], year: YEAR });
  fakeApi.on(usersRoutes.listUsers, () => ({
    items: [
      {
        id: 'u1',
        login: 'chan',
        firstName: '大文',
        lastName: '陳',
        email: 'chan@example.com',
        langKey: 'zh-hk' as const,
        activated: true,
        roleId: 'r1',
        createdBy: 'acme.admin',
        createdDate: '2026-01-01T00:00:00Z',
        lastModifiedBy: 'acme.admin',
        lastModifiedDate: '2026-01-01T00:00:00Z',
        version: 1,
      },
    ],
    total: 1,
    page: 0,
    size: 100,
  }));
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

  it('still says a refusal of anything else below the form when the day is refused too', async () => {
    const both = validationError(
      { path: 'body.owners.0', message: Messages.ownerWithoutWrite, code: 'ownerWithoutWrite' },
      { path: 'body.dueDate', message: Messages.taskDueDate, code: 'taskDueDate' },
    );
    const { user } = open('en', both);
    await user.click(await screen.findByRole('button', { name: /owner|choose/i }));
    await user.click(await screen.findByText('陳大文'));
    await user.type(screen.getByPlaceholderText('DD-MM-YYYY'), '01-01-1999');
    await user.click(screen.getByRole('button', { name: /assign|confirm/i }));
    expect(await screen.findByText(Messages.ownerWithoutWrite)).toBeTruthy();
    expect(screen.getAllByText(Messages.taskDueDate)).toHaveLength(1);
  });
});
