import { ulid } from 'ulid';
import { objectKeys } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { presignPut } from '../../infra/s3';
import { AppError, BadRequest, Locked } from '../../errors';
import { languageOf, type Language } from '../../schemas/common';
import { MAX_FILE_BYTES } from '../../schemas/files';
import type { ImportView } from '../../schemas/excel';
import type { CompanyMembership } from '../membership';
import { reportingYear } from '../pageData/year';
import { XLSX_TYPE } from './download';
import { releaseChange } from './stage';
import { TICKET_SECONDS } from './limits';
import { watchLater } from './watchdog';
import { importView, loadImport, NO_COUNTS, yearImports, type ImportRecord } from './records';
import * as msg from '../../messages';
import { personName } from '../../lib/personName';

/**
 * POST /api/archived-result/excel/{id} ({id} the year end): records the import and answers a
 * presigned PUT for the workbook (≤ 10 MB, .xlsx, exactly the declared size). The object's arrival
 * starts the validation (S3 notification → SQS → the import worker; locally the poller).
 */
export async function requestImport(
  m: CompanyMembership,
  yearEnd: string,
  body: { name: string; size: number; language?: Language },
) {
  const tenantId = m.actor.tenantId;
  const year = await reportingYear(m, yearEnd);
  if (year.period.printed) throw Locked();
  if (!/\.xlsx$/i.test(body.name)) throw BadRequest(msg.excelNotXlsx);
  if (body.size > MAX_FILE_BYTES) throw BadRequest(msg.fileTooLarge);
  const id = ulid();
  const now = new Date().toISOString();
  const record: Omit<ImportRecord, 'version'> = {
    id,
    yearEnd,
    fileName: body.name,
    size: body.size,
    objectKey: objectKeys.excelImport(tenantId, yearEnd, id, 'xlsx'),
    status: 'AWAITING_UPLOAD',
    progress: 0,
    language: body.language ?? languageOf(m.user.langKey),
    createdBy: m.actor.userId,
    createdLogin: m.actor.login,
    // The uploader as the history names them (the user's name at the upload, else the login).
    createdName: personName(m.user) || m.actor.login,
    createdAt: now,
    updatedAt: now,
    errors: [],
    errorCount: 0,
    counts: NO_COUNTS,
  };
  const key = keys.excelImport(tenantId, id);
  await write({
    tenantId,
    yearEnd,
    action: 'excel.request',
    changes: [{ op: 'create', key, item: { ...record } }],
    after: { id, fileName: body.name, size: body.size },
  });
  // Whatever arrives (or nothing), the watchdog ends the import if it stops moving (ADR 0065).
  const [ticket] = await Promise.all([
    presignPut(record.objectKey, XLSX_TYPE, body.size, TICKET_SECONDS),
    watchLater({ tenantId, importId: id }, record),
  ]);
  return {
    import: importView({ ...record, version: 1 }),
    upload: {
      method: 'PUT' as const,
      expiresAt: new Date(Date.now() + TICKET_SECONDS * 1000).toISOString(),
      ...ticket,
    },
  };
}

/** GET /api/excel-import/{id}: the import's progress, errors or preview. */
export async function importProgress(m: CompanyMembership, id: string): Promise<ImportView> {
  return importView(await loadImport(m.actor.tenantId, id));
}

/** GET /api/excel-imports/{year}: the year's imports, newest first. */
export async function importHistory(m: CompanyMembership, yearEnd: string): Promise<ImportView[]> {
  await reportingYear(m, yearEnd);
  return (await yearImports(m.actor.tenantId, yearEnd)).map(importView);
}

/**
 * POST /api/excel-import/{id}/cancel: an import not yet committed is dropped; nothing was written.
 * A commit interrupted before its switch can be cancelled too (it releases the year it held); one
 * past its switch is visible already and can only be finished (ADR 0040).
 */
export async function cancelImport(m: CompanyMembership, id: string): Promise<ImportView> {
  const tenantId = m.actor.tenantId;
  const current = await loadImport(tenantId, id, true);
  if (current.status === 'COMMITTED' || current.status === 'CANCELLED' || current.applied)
    throw new AppError(409, 'CONFLICT', msg.excelDone);
  await write({
    tenantId,
    action: 'excel.cancel',
    changes: [
      {
        op: 'update',
        key: keys.excelImport(tenantId, id),
        expectedVersion: current.version,
        set: { status: 'CANCELLED', updatedAt: new Date().toISOString() },
      },
      ...(current.status === 'COMMITTING' ? await releaseChange(tenantId, current) : []),
    ],
  });
  return importView({ ...current, status: 'CANCELLED', version: current.version + 1 });
}
