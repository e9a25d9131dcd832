import { AppError } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { VersionedItem } from '../../infra/db/versioned';
import { sendExcelCommit } from '../../infra/sqs';
import type { ImportView } from '../../schemas/excel';
import type { CompanyMembership } from '../membership';
import { importView, isStuck, loadImport } from './records';
import * as msg from '../../messages';

/**
 * POST /api/excel-import/{id}/resume (ADR 0056): queues the remaining copy step of a stuck commit
 * again; the worker resumes where it stopped (idempotent, ADR 0040). Any other import is 409; a
 * second click finds it resumed (409) until its run, too, has stopped for the whole retry window.
 */
export async function resumeImport(m: CompanyMembership, id: string): Promise<ImportView> {
  const tenantId = m.actor.tenantId;
  const job = await loadImport(tenantId, id, true);
  if (!isStuck(job)) throw new AppError(409, 'CONFLICT', msg.excelNotStuck);
  // Recorded first, then queued: the run reads the import, and its writes are conditional on it.
  const item = new VersionedItem(tenantId, keys.excelImport(tenantId, id), job);
  await item.set('excel.resume', { resumedBy: m.actor.login }, { after: undefined });
  try {
    await sendExcelCommit({ commit: { tenantId, importId: id } });
  } catch (err) {
    // Not queued: stuck again at once (its old stamp put back), so the button comes back (best effort).
    await item.set('excel.resume', { updatedAt: job.updatedAt }, { after: undefined }).catch(() => undefined);
    throw err;
  }
  return importView(item.item);
}
