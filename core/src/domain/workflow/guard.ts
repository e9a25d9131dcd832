import { AppError } from '../../errors';
import type { Change } from '../../infra/db/write';
import { keys } from '../../infra/db/keys';

/** The scope of a page's own task; a resource page's location tasks are scoped by the location id. */
export const PAGE_SCOPE = '_';

/** 423 with its own words: the page is read-only because it is approved, not because the year is printed. */
export const PageApproved = () => new AppError(423, 'LOCKED', 'pageApproved');

/**
 * The condition every write to a page's answers (scope `_`) or a resource page's rows at a location carries, in
 * its own transaction: the task is not approved (docs/decisions/0102-the-years-review-workflow.md). An approval
 * that lands first wins; the save then answers 423 `pageApproved`.
 */
export const notApproved = (tenantId: string, yearEnd: string, pageKey: string, scope = PAGE_SCOPE): Change => ({
  op: 'check',
  key: keys.workflowTask(tenantId, yearEnd, pageKey, scope),
  notState: 'approved',
  onFail: PageApproved,
});
