import { unitsByLabel } from '../../calc/unitChoices';
import { runInContext } from '../../context';
import * as keys from '../../infra/db/itemKeys';
import type { Change } from '../../infra/db/write';
import { VersionedItem } from '../../infra/db/versioned';
import type { FileLogView } from '../../schemas/files';
import { headObject } from '../../infra/s3';
import { getBytes } from '../../infra/s3Objects';
import { MAX_FILE_BYTES } from '../../schemas/files';
import { sheetLocations } from './locations';
import { loadUnits } from '../units/read';
import { electricityFactorIds } from '../factors/read';
import { approvedTasks } from './approved';
import { ImportCheck } from './check';
import { yearContext, type YearContext } from './context';
import { XLSX_TYPE, yearRows } from './download';
import { fileLogChange } from '../files/records';
import { say, type ImportMessageKey } from './messages';
import { parseWorkbook } from './parse';
import { PartWriter } from './parts';
import { socialYear } from './socialYear';
import { textsYear } from './textsSheet';
import { loadImport, type ImportRecord, PROGRESS } from './records';
import { sheetBytes, sheetsOf } from './sheetReader';
import { partsOf } from './unzip';
import type { ZipEntry } from './zip';

/** Progress the page shows: checks, then parsing 10 → 90 by bytes read, then storing. */
const STAGE = { checking: 5, parsing: 10, parsed: 90, done: 100 } as const;
const PROGRESS_EVERY_MS = 1_000;

/**
 * The job item's transitions, each conditional on the version this run last wrote; `log` adds the
 * workbook's line to the file log in the same write.
 */
class JobWriter {
  private readonly item: VersionedItem<ImportRecord>;
  constructor(tenantId: string, job: ImportRecord) {
    this.item = new VersionedItem(tenantId, keys.excelImport(tenantId, job.id), job);
  }
  get job() {
    return this.item.item;
  }
  set(action: string, set: Partial<ImportRecord>, log?: FileLogView['action']) {
    const { tenantId } = this.item;
    return this.item.set(action, set, {
      with: (change) => (log ? [fileLogEntry(tenantId, this.job, log, change.set.updatedAt)] : []),
      after: { status: set.status, progress: set.progress },
      // Progress is no audit event (the audit log lists what changed, not how far a job got).
      audited: action !== PROGRESS,
    });
  }
}

/** The file log's line for the workbook (admin › file log): its upload, or its rejection. */
const fileLogEntry = (tenantId: string, job: ImportRecord, action: FileLogView['action'], at: string): Change =>
  fileLogChange(
    tenantId,
    { userId: job.createdBy, login: job.createdLogin },
    action,
    { id: job.id, name: job.fileName, type: XLSX_TYPE, size: job.size, module: 'excel', yearEnd: job.yearEnd },
    at,
  );

type Upload = { bytes: Uint8Array; parts: ZipEntry[] };

/**
 * The uploaded object, refused or read: the size it was announced with (what the ticket signed), at
 * most 10 MB, then its first bytes and ZIP central directory, before anything is inflated. The bytes
 * are held (≤ 10 MB) so that each part is inflated by itself, counted (ADR 0064).
 */
async function upload(job: ImportRecord): Promise<Upload | ImportMessageKey> {
  const stored = await headObject(job.objectKey);
  if (!stored) return 'excelUnreadable';
  if (stored.size > MAX_FILE_BYTES) return 'fileTooLarge';
  if (stored.size === 0) return 'excelNotXlsx';
  if (stored.size !== job.size) return 'excelNotAnnounced';
  const bytes = await getBytes(job.objectKey);
  if (!bytes || bytes.length !== job.size) return 'excelNotAnnounced';
  const parts = partsOf(bytes);
  return typeof parts === 'string' ? parts : { bytes, parts };
}

/** The year a workbook is checked against, its reads at once (the Social pages once the boundary is read). */
async function yearOf(tenantId: string, job: ImportRecord) {
  const locations = sheetLocations(tenantId, job.yearEnd);
  const [rows, boundary, units, social, texts, approvals, electricityFactors] = await Promise.all([
    yearRows(tenantId, job.yearEnd),
    locations,
    loadUnits(),
    locations.then((l) => socialYear(tenantId, job.yearEnd, l)),
    textsYear(tenantId, job.yearEnd),
    approvedTasks(tenantId, job.yearEnd),
    electricityFactorIds(),
  ]);
  return {
    ...yearContext(job.language, rows, boundary, units.graph, social, texts, approvals),
    unitByLabel: unitsByLabel(units.units),
    electricityFactors,
  };
}

async function validate(w: JobWriter, year: Promise<YearContext>, parts: PartWriter, file: Upload) {
  const job = w.job;
  const check = new ImportCheck(await year);
  check.spillTo((staged) => parts.write(staged));
  let lastWrite = Date.now();
  // Parsing starts while its first progress is written; later ones follow it, at most one a second.
  let pending = w.set(PROGRESS, { progress: STAGE.parsing }).catch(() => undefined);
  // Progress by the share of the sheets' stored bytes inflated.
  const total = Math.max(1, sheetBytes(file.parts));
  let read = 0;
  const sheets = sheetsOf(file.bytes, file.parts, (n) => {
    read += n;
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    const progress = Math.round(STAGE.parsing + Math.min(1, read / total) * (STAGE.parsed - STAGE.parsing));
    pending = pending.then(() => w.set(PROGRESS, { progress })).catch(() => undefined);
  });
  const outcome = await parseWorkbook(sheets, check, job.language);
  await pending;
  return { check, outcome };
}

/**
 * The import worker's job (an S3 object arrived): refuse what must be refused before parsing,
 * stream and check every cell, staging the changes in S3 parts as they come (ADR 0057), then record
 * the errors or the preview on the job item. A duplicate delivery of a job already past this point does nothing.
 */
export async function processImport(tenantId: string, importId: string): Promise<void> {
  await runInContext({ requestId: `excel-import-${importId}` }, async () => {
    const job = await loadImport(tenantId, importId, true);
    if (job.status !== 'AWAITING_UPLOAD' && job.status !== 'VALIDATING') return;
    const w = new JobWriter(tenantId, job);
    // The year is read, and the file's refusals checked, while the job is marked started (ADR 0060):
    // nothing is parsed before the refusals pass.
    const year = yearOf(tenantId, job);
    year.catch(() => undefined); // awaited below, unless the file is refused first
    const [, file] = await Promise.all([
      w.set(
        'excel.start',
        { status: 'VALIDATING', progress: STAGE.checking },
        job.status === 'AWAITING_UPLOAD' ? 'upload' : undefined,
      ),
      upload(job),
    ]);
    if (typeof file === 'string') {
      await w.set(
        'excel.refuse',
        { status: 'REFUSED', progress: STAGE.done, refusal: say(file, job.language) },
        'reject',
      );
      return;
    }
    const parts = new PartWriter(job.objectKey.replace(/\.xlsx$/, ''));
    const { check, outcome } = await validate(w, year, parts, file);
    if ('refused' in outcome || check.errorCount > 0) await parts.discard();
    if ('refused' in outcome) {
      await w.set('excel.refuse', {
        status: 'REFUSED',
        progress: STAGE.done,
        refusal: say(outcome.refused, job.language),
      });
      return;
    }
    const result = { errors: check.errors, errorCount: check.errorCount, counts: check.counts, progress: STAGE.done };
    if (check.errorCount > 0) {
      await w.set('excel.invalid', { ...result, status: 'INVALID' });
      return;
    }
    // The last part: the rows not yet written, and the pages (social figures, texts: ADR 0055, 0057, 0122).
    await parts.write(check.staged.take(check.stagedPages));
    await parts.written();
    await w.set('excel.ready', {
      ...result,
      status: 'READY',
      preview: check.preview(),
      stagedKey: parts.base,
      stagedParts: parts.count,
    });
  });
}
