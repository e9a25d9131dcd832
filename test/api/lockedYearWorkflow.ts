import { ulid } from 'ulid';

/** A write the locked-year suite sends to Acme's printed year as acme.admin. */
interface WorkflowRequest {
  path: string;
  body?: unknown;
}

/** The year's review (ADR 0102): a printed year takes no task change, comment or second lock. */
export function workflowRequests(year: string): Record<string, () => Promise<WorkflowRequest>> {
  const task = `/api/workflow/${year}/tasks/corp_awards`;
  return {
    workflowAssign: async () => ({
      path: `/api/workflow/${year}/assign`,
      body: { tasks: [{ pageKey: 'corp_awards' }], owners: [] },
    }),
    workflowSubmit: async () => ({ path: `${task}/submit`, body: { version: 0 } }),
    workflowWithdraw: async () => ({ path: `${task}/withdraw`, body: { version: 0 } }),
    workflowReturn: async () => ({ path: `${task}/return`, body: { version: 0, comment: 'Add the year.' } }),
    workflowApprove: async () => ({ path: `${task}/approve`, body: { version: 0 } }),
    workflowReopen: async () => ({ path: `${task}/reopen`, body: { version: 0, reason: 'A late bill.' } }),
    workflowComment: async () => ({ path: `${task}/comments`, body: { field: 'awards', text: 'Why?' } }),
    workflowReply: async () => ({ path: `${task}/comments/${ulid()}/replies`, body: { text: 'Done.' } }),
    workflowResolve: async () => ({ path: `${task}/comments/${ulid()}/resolve`, body: { version: 1 } }),
    workflowLock: async () => ({ path: `/api/workflow/${year}/lock`, body: {} }),
  };
}
