import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, withoutKeys } from '../../infra/db/repo';
import { NotFound } from '../../errors';
import { EXCEL_CONSUMER } from '../../infra/excelConsumer';
import type { Language } from '../../schemas/common';
import type { ImportIssue, ImportStatus, ImportView, PagePreview } from '../../schemas/excel';

/** `XLSIMPORT#<id>` under the tenant: one Excel import from ticket to commit (ADR 0034). */
export interface ImportRecord {
  id: string;
  yearEnd: string;
  fileName: string;
  size: number;
  objectKey: string;
  status: ImportStatus;
  progress: number;
  /** The uploader's language: the worker writes messages in it. */
  language: Language;
  createdBy: string;
  createdLogin: string;
  /** The uploader's name at the upload (absent on imports made before it was kept: the login stands in). */
  createdName?: string;
  createdAt: string;
  updatedAt: string;
  refusal?: string;
  errors: ImportIssue[];
  errorCount: number;
  preview?: PagePreview[];
  counts: ImportView['counts'];
  /**
   * The validated changes, staged in S3 for the commit: with `stagedParts`, the base of its parts
   * (ADR 0057); without, one JSON (imports validated before parts).
   */
  stagedKey?: string;
  stagedParts?: number;
  /** When the commit started: every row it writes carries it, in every run of the commit (ADR 0057). */
  commitStartedAt?: string;
  /** Set when the commit starts: the one audit item's id, which every written row keeps (ADR 0040). */
  auditId?: string;
  /** The commit's switch was written: its changes are visible, only the finish (the year's release) may still run. */
  applied?: boolean;
  committedAt?: string;
  committedBy?: string;
  /** Who last asked for a stuck commit to be resumed (ADR 0056). */
  resumedBy?: string;
  version: number;
}

/**
 * How long the import queue retries a commit: 3 receives, each invisible for 6× the worker's timeout
 * (stacks/settings.ts EXCEL_QUEUE; ADR 0056). A commit run stamps the import at every step and at
 * least once a second while it copies, so one untouched for longer has no run left.
 */
export const RETRIES_OVER_MS = 3 * 6 * EXCEL_CONSUMER.timeoutSeconds * 1000;

/** A commit past its switch (its changes visible, the year held) that no queued run will finish. */
export const isStuck = (r: Pick<ImportRecord, 'status' | 'applied' | 'updatedAt'>, now = Date.now()) =>
  r.status === 'COMMITTING' && r.applied === true && now - Date.parse(r.updatedAt) > RETRIES_OVER_MS;

export const NO_COUNTS = { changedCells: 0, changedRows: 0, addedRows: 0, conflicts: 0 };

export const importView = (r: ImportRecord): ImportView => ({
  id: r.id,
  yearEnd: r.yearEnd,
  fileName: r.fileName,
  size: r.size,
  status: r.status,
  progress: r.progress,
  createdBy: r.createdName ?? r.createdLogin,
  createdAt: r.createdAt,
  ...(r.refusal ? { refusal: r.refusal } : {}),
  errors: r.errors,
  errorCount: r.errorCount,
  ...(r.preview ? { preview: r.preview } : {}),
  counts: r.counts,
  ...(r.committedAt ? { committedAt: r.committedAt, committedBy: r.committedBy } : {}),
  ...(isStuck(r) ? { stuck: true } : {}),
});

/** An import of the company; another company's id is simply not found. */
export async function loadImport(tenantId: string, id: string, consistent = false): Promise<ImportRecord> {
  const item = await getItem<ImportRecord>(keys.excelImport(tenantId, id), consistent);
  if (!item) throw NotFound();
  return withoutKeys(item) as ImportRecord;
}

/** The year's imports, newest first (the page's history). */
export async function yearImports(tenantId: string, yearEnd: string): Promise<ImportRecord[]> {
  const items = await queryAll<ImportRecord>(keys.excelImportPrefix(tenantId));
  return items
    .map((i) => withoutKeys(i) as ImportRecord)
    .filter((i) => i.yearEnd === yearEnd)
    .sort((a, b) => (a.id < b.id ? 1 : -1));
}

/** The action of a job's progress writes: written like its transitions, never audited (not an event). */
export const PROGRESS = 'excel.progress';
