import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { workflowRoutes } from '@esg/core/contract/workflow';
import type { CommentView } from '@esg/core/schemas/workflow';
import { fakeApi } from '../../../test/fakeApi';
import { renderWidget } from '../../../test/render';
import { CommentThreads } from './CommentThreads';

const YEAR = '2025-12-31';
const REF = { year: YEAR, pageKey: 'board_statement' };
const LABELS: Record<string, string> = {
  boardOversight: "The board's oversight of ESG issues",
  '*': 'The page as a whole',
};

const thread = (over: Partial<CommentView> = {}): CommentView => ({
  id: '01J0000000000000000000000A',
  field: 'boardOversight',
  status: 'open',
  messages: [{ by: { userId: 'u2', name: 'Bo Chan' }, at: '2026-01-06T02:00:00Z', text: 'Name the committee.' }],
  version: 1,
  ...over,
});

const draw = (comments: CommentView[], canComment = true, language: 'en' | 'hk' | 'cn' = 'en') =>
  renderWidget(
    <CommentThreads taskRef={REF} comments={comments} canComment={canComment} label={(f) => LABELS[f] ?? ''} />,
    { language },
  );

describe('comment threads on a field', () => {
  it('shows each thread on its field by name, who wrote what, and whether it is open', async () => {
    draw([thread(), thread({ id: '01J0000000000000000000000B', status: 'resolved', field: '*' })]);
    const open = await screen.findByTestId('thread-01J0000000000000000000000A');
    expect(open.textContent).toContain("On: The board's oversight of ESG issues");
    expect(open.textContent).toContain('Bo Chan');
    expect(open.textContent).toContain('Name the committee.');
    expect(open.textContent).toContain('Open');
    const resolved = screen.getByTestId('thread-01J0000000000000000000000B');
    expect(resolved.textContent).toContain('Resolved');
    expect(resolved.textContent).not.toContain('boardOversight');
    // A resolved thread has nothing to resolve; a reply would reopen it.
    expect([...resolved.querySelectorAll('button')].map((b) => b.textContent)).not.toContain('Resolve');
  });

  it('adds a thread on a chosen field of the page', async () => {
    fakeApi.on(workflowRoutes.workflowComment, ({ body }) => thread({ field: body.field, messages: [] }));
    const { user, page } = draw([]);
    expect(await screen.findByText('No comments yet.')).toBeDefined();
    const select = page.findSelect()!;
    select.openDropdown();
    select.selectOptionByValue('boardOversight');
    await user.type(page.findTextarea()!.findNativeTextarea().getElement(), 'Say who chairs it.');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(fakeApi.calls(workflowRoutes.workflowComment)[0]).toMatchObject({
        params: { year: YEAR, pageKey: 'board_statement' },
        body: { field: 'boardOversight', text: 'Say who chairs it.' },
      }),
    );
  });

  it('will not send an empty comment', async () => {
    draw([]);
    const add = await screen.findByRole('button', { name: 'Add comment' });
    expect(add.hasAttribute('disabled') || add.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('replies to a thread and resolves it at its version', async () => {
    fakeApi.on(workflowRoutes.workflowReply, () => thread({ version: 2 }));
    fakeApi.on(workflowRoutes.workflowResolve, () => thread({ status: 'resolved', version: 2 }));
    const { user } = draw([thread()]);
    const box = await screen.findByRole('textbox', {
      name: "Reply to the comment on The board's oversight of ESG issues",
    });
    await user.type(box, 'Done: the audit committee.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(fakeApi.calls(workflowRoutes.workflowReply)[0]).toMatchObject({
        params: { id: '01J0000000000000000000000A' },
        body: { text: 'Done: the audit committee.' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(fakeApi.calls(workflowRoutes.workflowResolve)[0]).toMatchObject({
        params: { id: '01J0000000000000000000000A' },
        body: { version: 1 },
      }),
    );
  });

  it('lets a reader read the threads without writing', async () => {
    draw([thread()], false);
    await screen.findByTestId('thread-01J0000000000000000000000A');
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });

  it.each([
    ['hk', '未解決', '新增意見'],
    ['cn', '未解决', '添加意见'],
  ] as const)('speaks the reader’s language (%s)', async (language, open, add) => {
    draw([thread()], true, language);
    const box = await screen.findByTestId('thread-01J0000000000000000000000A');
    expect(box.textContent).toContain(open);
    expect(screen.getByRole('button', { name: add })).toBeDefined();
  });
});

describe('the focus after a comment action (ADR 0111)', () => {
  const replyName = /^回覆關於\s*董事會對環境、社會及管治事宜的監管/;
  const drawHk = (comments: CommentView[]) =>
    renderWidget(
      <CommentThreads
        taskRef={REF}
        comments={comments}
        canComment
        label={(f) => (f === 'boardOversight' ? '董事會對環境、社會及管治事宜的監管' : '整個頁面')}
      />,
      { language: 'hk' },
    );

  it('goes to the thread’s reply once it is resolved, not to the page’s body', async () => {
    fakeApi.on(workflowRoutes.workflowResolve, () => thread({ status: 'resolved', version: 2 }));
    const { user } = drawHk([thread()]);
    await user.click(await screen.findByRole('button', { name: '標示為已解決' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: replyName })));
  });

  it('goes back to the box once a reply or a new comment is sent, not stays on a disabled button', async () => {
    fakeApi.on(workflowRoutes.workflowReply, () => thread({ version: 2 }));
    fakeApi.on(workflowRoutes.workflowComment, ({ body }) => thread({ field: body.field, messages: [] }));
    const { user } = drawHk([thread()]);
    const reply = await screen.findByRole('textbox', { name: replyName });
    await user.type(reply, '已改為審核委員會。');
    await user.click(screen.getByRole('button', { name: '發送回覆' }));
    await waitFor(() => expect(document.activeElement).toBe(reply));
    const text = screen.getByRole('textbox', { name: '意見' });
    await user.type(text, '請註明主席。');
    await user.click(screen.getByRole('button', { name: '新增意見' }));
    await waitFor(() => expect(document.activeElement).toBe(text));
  });
});
