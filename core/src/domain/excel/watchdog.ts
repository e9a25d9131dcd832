import { AppError } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { VersionedItem } from '../../infra/db/versioned';
import { sendExcelMessage } from '../../infra/sqs';
import { stallMs, TICKET_SECONDS } from './limits';
import { say } from './messages';
import { loadImport, type ImportRecord } from './records';

type ImportRef = { tenantId: string; importId: string };

/** An import the watchdog still looks after: its workbook not yet arrived, or being checked. */
const watched = (r: Pick<ImportRecord, 'status'>) => r.status === 'AWAITING_UPLOAD' || r.status === 'VALIDATING';

/**
 * How long the import may stay as it is: an upload may take the ticket's life, then the check
 * must move (at least once a second while it parses) within the stall limit.
 */
const allowedMs = (r: Pick<ImportRecord, 'status'>) =>
  r.status === 'AWAITING_UPLOAD' ? TICKET_SECONDS * 1000 + stallMs() : stallMs();

/** Milliseconds until the import would be stalled if it does not move again (≤ 0: it is). */
export const msUntilStalled = (r: Pick<ImportRecord, 'status' | 'updatedAt'>, now = Date.now()) =>
  Date.parse(r.updatedAt) + allowedMs(r) - now;

/** Queues the watchdog's next look at the import for when it would be stalled (SQS delays up to 15 min). */
export const watchLater = (ref: ImportRef, r: Pick<ImportRecord, 'status' | 'updatedAt'>) =>
  sendExcelMessage({ watch: ref }, Math.max(1, msUntilStalled(r) / 1000));

/**
 * The import queue's watchdog message (docs/decisions/0065-excel-import-watchdog.md): an import
 * still waiting for its workbook or being checked that has not moved for longer than allowed is
 * refused ("Checking this workbook stopped…"), conditional on the version read, so a worker that
 * moved it meanwhile wins; one still moving is looked at again when it would be stalled. A
 * finished import ends the watch. A worker that wakes after the refusal finds it finished (its
 * status makes the delivery a no-op; its conditional writes fail).
 */
export async function watchImport(ref: ImportRef, now = Date.now()): Promise<'stalled' | 'watching' | 'done'> {
  let job: ImportRecord;
  try {
    job = await loadImport(ref.tenantId, ref.importId, true);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return 'done';
    throw err;
  }
  if (!watched(job)) return 'done';
  if (msUntilStalled(job, now) > 0) {
    await watchLater(ref, job);
    return 'watching';
  }
  const item = new VersionedItem(ref.tenantId, keys.excelImport(ref.tenantId, ref.importId), job);
  try {
    await item.set(
      'excel.stalled',
      {
        status: 'REFUSED',
        progress: 100,
        refusal: say(job.status === 'AWAITING_UPLOAD' ? 'excelNeverArrived' : 'excelStalled', job.language),
        updatedAt: new Date(now).toISOString(),
      },
      { after: { status: 'REFUSED' } },
    );
  } catch (err) {
    // The worker moved it since it was read: look again later.
    if (err instanceof AppError && err.status === 409) return watchImport(ref);
    throw err;
  }
  return 'stalled';
}
