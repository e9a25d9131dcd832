import { AppError } from '../../errors';
import type { Change } from '../../infra/db/write';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll } from '../../infra/db/repo';
import { isReadOnly, READ_ONLY_STATES, type StoredState } from '../../calc/workflow/machine';
import * as msg from '../../messages';

/** The scope of a page's own task; a resource page's location tasks are scoped by the location id. */
export const PAGE_SCOPE = '_';

/** 423 with its own words: the page is read-only because it is approved, not because the year is printed. */
export const PageApproved = () => new AppError(423, 'LOCKED', msg.pageApproved);
/** 423 with its own words: the page is read-only while a reviewer has it (ADR 0102 amended): return or withdraw. */
export const PageSubmitted = () => new AppError(423, 'LOCKED', msg.pageSubmitted);
/** The refusal of a write to a task's data in `state`: submitted or approved. */
export const readOnlyError = (state: unknown) => (state === 'submitted' ? PageSubmitted() : PageApproved());
/** Whether an error is a refusal of a read-only page (submitted or approved), to be answered as it is. */
export const isPageReadOnly = (err: unknown) =>
  err instanceof AppError && (err.messageKey === 'pageApproved' || err.messageKey === 'pageSubmitted');

/**
 * The condition every write to a page's answers (scope `_`) or a resource page's rows at a location carries, in
 * its own transaction: the task is neither submitted nor approved (docs/decisions/0102-the-years-review-workflow.md,
 * amended). A submission or an approval that lands first wins; the save then answers 423 `pageSubmitted` or
 * `pageApproved`, as the task now is.
 */
export const notReadOnly = (tenantId: string, yearEnd: string, pageKey: string, scope = PAGE_SCOPE): Change => ({
  op: 'check',
  key: keys.workflowTask(tenantId, yearEnd, pageKey, scope),
  notStates: READ_ONLY_STATES,
  onFail: (current) => readOnlyError(current?.state),
});

/**
 * A page's answers submitted or approved refuse a write at once (423), before its input is checked: nothing typed
 * could be saved. The write's own condition (`notReadOnly`) still decides a submission landing meanwhile.
 */
export async function refuseReadOnlyPage(tenantId: string, yearEnd: string, pageKey: string) {
  const task = await getItem<{ state: StoredState }>(keys.workflowTask(tenantId, yearEnd, pageKey, PAGE_SCOPE), true);
  if (isReadOnly(task?.state)) throw readOnlyError(task.state);
}

/** A transaction holds at most 100 items; the rows, the year's check and the audit item come first. */
const TRANSACTION_ITEMS = 100;

/**
 * The read-only conditions of a save of a resource page's rows at some locations, from one read of the page's tasks:
 * a submitted or approved location refuses the save at once (423). Every other location touched carries the
 * condition into the transaction, so a submission landing between the read and the save refuses it — as many as
 * the transaction has room for beside the save's `changes` rows (a save of 90 rows at 90 locations has room for 8;
 * the rest rest on the read made just before: docs/decisions/0102-the-years-review-workflow.md, amended).
 */
export async function locationReadOnlyChecks(
  tenantId: string,
  yearEnd: string,
  pageKey: string,
  locationIds: Iterable<string>,
  changes = 1,
): Promise<Change[]> {
  const touched = new Set(locationIds);
  const tasks = await queryAll<{ scope: string; state: StoredState }>(
    keys.workflowPageTaskPrefix(tenantId, yearEnd, pageKey),
    true,
  );
  const readOnly = tasks.find((t) => touched.has(t.scope) && isReadOnly(t.state));
  if (readOnly) throw readOnlyError(readOnly.state);
  const room = Math.max(0, TRANSACTION_ITEMS - changes - 2);
  return [...touched].slice(0, room).map((scope) => notReadOnly(tenantId, yearEnd, pageKey, scope));
}
