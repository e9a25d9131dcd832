import { AppError } from '../../errors';
import type { Change } from '../../infra/db/write';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import type { StoredState } from '../../calc/workflow/machine';
import * as msg from '../../messages';

/** The scope of a page's own task; a resource page's location tasks are scoped by the location id. */
export const PAGE_SCOPE = '_';

/** 423 with its own words: the page is read-only because it is approved, not because the year is printed. */
export const PageApproved = () => new AppError(423, 'LOCKED', msg.pageApproved);

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

/**
 * The approval conditions of a save of a resource page's rows at some locations, from one read of the page's tasks:
 * an approved location refuses the save at once; only a submitted one can be approved before the save lands, so
 * only those carry the condition into the transaction (a save of 50 locations' rows must stay within one transaction's
 * 100 items; docs/decisions/0102-the-years-review-workflow.md).
 */
export async function locationApprovalChecks(
  tenantId: string,
  yearEnd: string,
  pageKey: string,
  locationIds: Iterable<string>,
): Promise<Change[]> {
  const touched = new Set(locationIds);
  const tasks = await queryAll<{ scope: string; state: StoredState }>(
    keys.workflowPageTaskPrefix(tenantId, yearEnd, pageKey),
    true,
  );
  const mine = tasks.filter((t) => touched.has(t.scope));
  if (mine.some((t) => t.state === 'approved')) throw PageApproved();
  return mine.filter((t) => t.state === 'submitted').map((t) => notApproved(tenantId, yearEnd, pageKey, t.scope));
}
