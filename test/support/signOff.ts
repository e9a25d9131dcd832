import { expect } from 'vitest';
import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import * as keys from '@esg/core/infra/db/itemKeys';
import { write, type Change } from '@esg/core/infra/db/write';
import { createJob, pdfKey } from '@esg/core/domain/reports/jobs';
import type { Language } from '@esg/core/schemas/common';
import type { TaskView } from '@esg/core/schemas/workflow';
import { call, inbox } from './api';
import { freshCompany } from './company';
import { completeYear } from './completeYear';

/**
 * The board's sign-off in tests (docs/decisions/0113-board-sign-off.md): a year made ready for it without walking
 * every page through review (that is workflow.test.ts's), and the links the directors were mailed.
 */

/** Every task of the year (or those `which` picks) approved at once, as the administrator reads them in the matrix. */
export async function approveAll(
  co: { tenantId: string; token: string },
  yearEnd: string,
  reviewer = 'test',
  which: (t: TaskView) => boolean = () => true,
) {
  await setTaskStates(co, yearEnd, 'approved', reviewer, which);
}

/** The year's tasks that `which` picks put straight into `state` (submitted or approved) by `by`, as a fixture. */
export async function setTaskStates(
  co: { tenantId: string; token: string },
  yearEnd: string,
  state: 'submitted' | 'approved',
  by = 'test',
  which: (t: TaskView) => boolean = () => true,
) {
  const matrix = await call('GET', `/api/workflow/${yearEnd}`, { token: co.token });
  expect(matrix.status, JSON.stringify(matrix.body)).toBe(200);
  const at = new Date().toISOString();
  const changes: Change[] = (matrix.body.tasks as TaskView[])
    .filter((t) => t.state !== state && which(t))
    .map((t) => {
      const scope = t.location?.id ?? '_';
      const key = keys.workflowTask(co.tenantId, yearEnd, t.pageKey, scope);
      const set =
        state === 'approved' ? { state, approvedBy: by, approvedAt: at } : { state, submittedBy: by, submittedAt: at };
      return t.version
        ? { op: 'update', key, expectedVersion: t.version, set }
        : { op: 'create', key, item: { pageKey: t.pageKey, scope, owners: [], ...set } };
    });
  for (let i = 0; i < changes.length; i += 90)
    await runInContext({ requestId: ulid() }, () =>
      write({ tenantId: co.tenantId, action: `test.${state}`, changes: changes.slice(i, i + 90) }),
    );
}

/**
 * A finished draft of the year's `yearVersion` in `lang` (no PDF is printed: the directors' address to it is only
 * signed); its job's id.
 */
export async function fakeDraft(tenantId: string, yearEnd: string, yearVersion = 1, lang: Language = 'en') {
  return runInContext({ requestId: ulid() }, async () => {
    const job = await createJob(tenantId, 'test', yearEnd, undefined, { lang, edition: 'draft', yearVersion });
    const now = new Date().toISOString();
    await write({
      tenantId,
      action: 'test.report',
      changes: [
        {
          op: 'update',
          key: keys.reportJob(tenantId, job.id),
          expectedVersion: job.version,
          set: { status: 'DONE', progress: 100, pdfKey: pdfKey(tenantId, yearEnd, job.id), finishedAt: now },
        },
      ],
    });
    return job.id;
  });
}

export const boardOf = (tag: string) => [
  { name: 'Dora Ho', positionTitle: 'Chair', groupName: 'Board', email: `dora.${tag}@example.com` },
  { name: 'Eric Lam', positionTitle: 'Director', groupName: 'Board', email: `eric.${tag}@example.com` },
];

/** The year's board saved on the board committee page (by an administrator's token). */
export async function saveBoard(token: string, yearEnd: string, members: ReturnType<typeof boardOf>) {
  const board = await call('PUT', `/api/boardmembers/${yearEnd}`, { token, body: { version: 0, members } });
  expect(board.status, JSON.stringify(board.body)).toBe(200);
}

/** The newest sign-off link mailed to an address. */
export async function signOffLinkOf(email: string) {
  const mails = (await inbox()).filter((m) => m.to === email && m.text.includes('/signoff?id='));
  return /\/signoff\?id=([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
}

/**
 * A company's year ready for the sign-off: its board, every page approved, a draft report. With the company's name,
 * the year is complete too (the demo year's pages and rows), as a year the lock prints must be (ADR 0161).
 */
export async function readyForSignOff(co: { tenantId: string; token: string }, yearEnd: string, company?: string) {
  const board = boardOf(ulid().toLowerCase());
  if (company) await completeYear(co.token, yearEnd, company, board);
  else await saveBoard(co.token, yearEnd, board);
  await approveAll(co, yearEnd);
  await fakeDraft(co.tenantId, yearEnd);
  return board;
}

/** A fresh company whose board was sent the sign-off: the first director's link. */
export async function directorLink(yearEnd: string) {
  const co = await freshCompany([{ yearEnd }], 'companyAdmin');
  const board = await readyForSignOff(co, yearEnd);
  const sent = await call('POST', `/api/workflow/${yearEnd}/signoff`, { token: co.token });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return signOffLinkOf(board[0]!.email);
}

/** A reviewer reopens an approved page of the year (ADR 0102), with a reason. */
export async function reopenPage(
  co: { token: string },
  reviewerToken: string,
  yearEnd: string,
  pageKey = 'corp_awards',
) {
  const tasks = (await call('GET', `/api/workflow/${yearEnd}`, { token: co.token })).body.tasks as TaskView[];
  const task = tasks.find((t) => t.pageKey === pageKey)!;
  const reopened = await call('POST', `/api/workflow/${yearEnd}/tasks/${pageKey}/reopen`, {
    token: reviewerToken,
    body: { version: task.version, reason: 'A second award came to light.' },
  });
  expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
}

/**
 * After a reopening ended the board's approval or its send (ADR 0113): the page approved again, the lock is refused
 * without the board and the send until a draft printed since exists; then a new draft and a new send, whose view.
 */
export async function sendAgainAfterReopen(co: { tenantId: string; token: string }, yearEnd: string, reviewer: string) {
  await approveAll(co, yearEnd, reviewer);
  const lock = await call('POST', `/api/workflow/${yearEnd}/lock`, { token: co.token, body: {} });
  expect(lock.status).toBe(409);
  expect(lock.body).toMatchObject({ messageKey: 'yearNotSignedOff', data: { signedOff: false } });
  const stale = await call('POST', `/api/workflow/${yearEnd}/signoff`, { token: co.token });
  expect(stale.body.messageKey).toBe('signOffStaleDraft');
  // The new draft is requested after the page's new approval.
  await new Promise((r) => setTimeout(r, 5));
  await fakeDraft(co.tenantId, yearEnd);
  const again = await call('POST', `/api/workflow/${yearEnd}/signoff`, { token: co.token });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  expect(again.body.status).toBe('sent');
  return again.body as { status: string; sentAt: string };
}
