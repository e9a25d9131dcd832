import type * as z from 'zod';
import { copyableTables } from '../../catalogue/page';
import type { PagePayload, TableRow } from '../../catalogue/values';
import { AppError, NotFound } from '../../errors';
import type { Membership } from '../membership';
import { savePageFields } from './partial';
import type { CopyRowsBody } from '../../schemas/pageData';
import { declaredPage } from './declared';
import * as msg from '../../messages';

const rowsOf = (values: PagePayload | undefined, fieldId: string) =>
  (values?.[fieldId] as TableRow[] | null | undefined) ?? [];

/** 422: the previous reporting year has no rows in this table (or there is no previous year). */
const NothingToCopy = () => new AppError(422, 'NOTHING_TO_COPY', msg.nothingToCopy);
/** 409: this year's table has rows; only a confirmed copy (`replace`) replaces them. */
const RowsToReplace = (rows: number) => new AppError(409, 'ROWS_TO_REPLACE', msg.rowsToReplace, { rows });

/**
 * POST /api/page-data/{pageKey}/{year}/copy-from-last-year/{fieldId}: last year's rows of a table that
 * declares `copyFromLastYear` (the board's members) become this year's, the page's other answers kept
 * (ADR 0089). Refused: a table that does not offer it (404), nothing to copy (422), this year's rows
 * without `replace` (409 ROWS_TO_REPLACE), a form based on another version (409 CONFLICT); the rows
 * are checked as a save checks them and keep their ids (a member is one person across years).
 */
export async function copyRowsFromLastYear(
  m: Membership,
  pageKey: string,
  yearEnd: string,
  fieldId: string,
  body: z.output<typeof CopyRowsBody>,
) {
  const page = declaredPage(pageKey);
  if (!copyableTables(page).some((f) => f.id === fieldId)) throw NotFound();
  return savePageFields(
    m,
    page,
    yearEnd,
    body.version,
    (stored, lastYear) => {
      const rows = rowsOf(lastYear, fieldId);
      if (rows.length === 0) throw NothingToCopy();
      const present = rowsOf(stored, fieldId).length;
      if (present > 0 && !body.replace) throw RowsToReplace(present);
      return { [fieldId]: rows };
    },
    'pageData.copyRows',
  );
}
