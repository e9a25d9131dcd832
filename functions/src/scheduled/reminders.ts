import { ulid } from 'ulid';
import { runInContext } from '@esg/core/context';
import { runReminders } from '@esg/core/domain/workflow/reminders';

/**
 * The hourly reminder run (EventBridge, stacks/worker.ts; docs/decisions/0114-task-reminders.md): every company's
 * task mails due now — assignments and returns whose mail failed, the due-in-three-days and overdue digest once a
 * day per user — within each company's hourly mail budget.
 */
export async function handler() {
  return runInContext({ requestId: ulid() }, () => runReminders(new Date()));
}
