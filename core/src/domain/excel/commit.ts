import { ulid } from 'ulid';
import { AppError, Conflict, Locked } from '../../errors';
import { keys } from '../../infra/db/keys';
import { write, type Change } from '../../infra/db/write';
import { getBytes } from '../../infra/s3Objects';
import type { ImportView } from '../../schemas/excel';
import type { CompanyMembership } from '../membership';
import { reportingYear } from '../pageData/year';
import { rowKey } from '../resources/rows';
import type { StagedRow } from './context';
import { importView, loadImport } from './records';

/**
 * Rows one commit writes: with the import item, the year check and the audit item they fill one
 * DynamoDB transaction (100 items), which is what makes the commit all-or-nothing (ADR 0034).
 */
export const MAX_COMMIT_ROWS = 96;

const tooMany = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'excelTooManyChanges', { max: MAX_COMMIT_ROWS });

/**
 * POST /api/excel-import/{id}/commit: every staged change of a READY import in one transaction
 * with the year's not-printed check, the import's COMMITTED state and one audit item whose id
 * every written row keeps as its `auditId` (the emissions lineage points there). Either all of
 * it is visible or none; a retry of a committed import answers it unchanged (nothing twice).
 */
export async function commitImport(m: CompanyMembership, id: string): Promise<ImportView> {
  const tenantId = m.actor.tenantId;
  const job = await loadImport(tenantId, id, true);
  if (job.status === 'COMMITTED') return importView(job);
  if (job.status !== 'READY' || job.counts.conflicts > 0 || !job.stagedKey)
    throw new AppError(409, 'CONFLICT', 'excelNotReady');
  const year = await reportingYear(m, job.yearEnd);
  if (year.period.printed) throw Locked();
  const bytes = await getBytes(job.stagedKey);
  if (!bytes) throw new AppError(409, 'CONFLICT', 'excelNotReady');
  const staged = JSON.parse(new TextDecoder().decode(bytes)) as StagedRow[];
  if (staged.length > MAX_COMMIT_ROWS) throw tooMany();

  const auditId = ulid();
  const at = new Date().toISOString();
  const rows: Change[] = staged.map((r) => {
    const fields = {
      type: r.type,
      yearEnd: job.yearEnd,
      locationId: r.locationId,
      unit: r.unit,
      months: r.months,
      attributes: r.attributes,
      auditId,
      importId: job.id,
      updatedAt: at,
      updatedBy: m.actor.login,
    };
    if (!r.id) {
      const rowId = ulid();
      return { op: 'create', key: rowKey(tenantId, job.yearEnd, r.type, rowId), item: { ...fields, rowId } };
    }
    return { op: 'update', key: rowKey(tenantId, job.yearEnd, r.type, r.id), expectedVersion: r.version, set: fields };
  });
  const committed = { status: 'COMMITTED' as const, committedAt: at, committedBy: m.actor.login, updatedAt: at };
  const importKey = keys.excelImport(tenantId, id);
  try {
    await write({
      tenantId,
      yearEnd: job.yearEnd,
      action: 'excel.commit',
      entity: importKey,
      auditId,
      changes: [...rows, { op: 'update', key: importKey, expectedVersion: job.version, set: committed }],
      after: { importId: id, fileName: job.fileName, ...job.counts },
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.status !== 409) throw err;
    // A concurrent commit of the same import won: answer it. Otherwise a row changed since validation.
    const now = await loadImport(tenantId, id, true);
    if (now.status === 'COMMITTED') return importView(now);
    throw Conflict();
  }
  return importView({ ...job, ...committed, version: job.version + 1 });
}
