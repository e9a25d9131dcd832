/** Limits of an Excel import (docs/decisions/0034-excel-import.md). */
export const MAX_DATA_ROWS = 100_000;
/** The spec's validation rules: a quantity is at most 30 characters. */
export const MAX_QUANTITY_LENGTH = 30;
/** Errors and preview lines kept on the job item (DynamoDB items stop at 400 KB); counts stay exact. */
export const MAX_LISTED = 500;
/**
 * Staged rows per S3 part (ADR 0057): validation writes a part whenever it holds this many, the
 * commit and the readers of its copy window read one part at a time (~0.5 MB of JSON each).
 */
export const PART_ROWS = 2_000;
/** How long an upload ticket (the presigned PUT) is valid: long enough for 10 MB on a slow line. */
export const TICKET_SECONDS = 15 * 60;
/**
 * An import checking its workbook that has not moved for this long is failed by the watchdog
 * (docs/decisions/0065-excel-import-watchdog.md): the check writes its progress at least once a
 * second, and the worker stops after 300 s. `ESG_EXCEL_STALL_SECONDS` sets it (tests make it short).
 */
export const stallMs = () => Number(process.env.ESG_EXCEL_STALL_SECONDS ?? 600) * 1000;
