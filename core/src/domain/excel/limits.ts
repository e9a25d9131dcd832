/** Limits of an Excel import (issue 19; docs/decisions/0034-excel-import.md). */
export const MAX_DATA_ROWS = 100_000;
/** Spec §5: a quantity is at most 30 characters. */
export const MAX_QUANTITY_LENGTH = 30;
/** Errors and preview lines kept on the job item (DynamoDB items stop at 400 KB); counts stay exact. */
export const MAX_LISTED = 500;
/**
 * Staged rows per S3 part (ADR 0057): validation writes a part whenever it holds this many, the
 * commit and the readers of its copy window read one part at a time (~0.5 MB of JSON each).
 */
export const PART_ROWS = 2_000;
