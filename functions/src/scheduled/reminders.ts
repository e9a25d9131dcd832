import { ulid } from 'ulid';
import { Logger } from '@aws-lambda-powertools/logger';
import { runInContext } from '@esg/core/context';
import { grantReviewerToAdministrators } from '@esg/core/domain/access/reviewerGrant';
import { runReminders } from '@esg/core/domain/workflow/reminders';

const logger = new Logger({ serviceName: 'esg-reminders' });

/**
 * The hourly reminder run (EventBridge, stacks/worker.ts; docs/decisions/0114-task-reminders.md): every company's
 * task mails due now — assignments and returns whose mail failed, the due-in-three-days and overdue digest once a
 * day per user — within each company's hourly mail budget. The review's one-off grant of `pages:review` to the
 * administrators of companies created before it (ADR 0127) goes first: the first run after a deploy makes it, every
 * later one reads its marker only; a failure is logged and retried the next hour, never holding the mails back.
 */
export async function handler() {
  return runInContext({ requestId: ulid() }, async () => {
    await grantReviewerToAdministrators().catch((error: unknown) =>
      logger.error('reviewer grant failed', { error: error as Error }),
    );
    return runReminders(new Date());
  });
}
