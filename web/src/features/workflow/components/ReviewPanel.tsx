import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { TextLanguage } from '@esg/core/catalogue/bilingual';
import type { ReviewReply } from '@esg/core/schemas/workflow';
import { formatDateTime } from '../../../i18n/format';
import { usePathWords } from '../../../forms/usePathWords';
import { useLanguageNames } from '../../../forms/languageNames';
import { useSimplified } from '../../../ui/wording';
import { useLocationName } from '../../../ui/locationName';
import { actorName } from '../../../ui/actorName';
import { reviewQuery, type TaskRef } from '../api/tasks';
import {
  changeLines,
  declarationOf,
  fieldLabel,
  isFigure,
  monthName,
  rowInLanguage,
  tableColumns,
  WHOLE,
} from '../fields';
import { useWorkflowText } from '../i18n';
import { CommentThreads } from './CommentThreads';

interface ChangeRow {
  key: string;
  at: string;
  by: string;
  field: string;
  month?: number;
  before: unknown;
  after: unknown;
}

/** A value's lines (a translation's changed languages, ADR 0096), each on its own. */
const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line, i) => (
      <div key={i}>{line}</div>
    ))}
  </>
);

/** A time kept on one line: a narrow column must not break it into its digits. */
const OneLine = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/** The audit's saves, one line per field (and per month of a resource row), newest first. */
const rowsOf = (changes: ReviewReply['changes']): ChangeRow[] =>
  changes
    .flatMap((c, i) => c.fields.map((f, j) => ({ key: `${i}-${j}`, at: c.at, by: c.by, ...f })))
    .sort((a, b) => b.at.localeCompare(a.at));

/**
 * A task's review (GET …/review, ADR 0102): what changed since the last approval — field by field on a page, month
 * by month on a location's rows — and the comment threads on its fields.
 */
export function ReviewPanel({ taskRef, canComment }: { taskRef: TaskRef; canComment: boolean }) {
  const { t, lang } = useWorkflowText();
  const { t: common } = useTranslation('common');
  const words = usePathWords();
  const languages = useLanguageNames();
  const toSimplified = useSimplified(lang);
  const placeName = useLocationName();
  const review = useQuery(reviewQuery(taskRef));
  if (review.isPending) return <Spinner aria-label={t('reviewLoading')} />;
  if (review.isError) return <Alert type="error">{t('reviewFailed')}</Alert>;
  const { since, changes, comments, task } = review.data;
  const page = declarationOf(taskRef.pageKey);
  const location = !!taskRef.location;
  const where = task.location;
  const label = (field: string) =>
    fieldLabel(
      page,
      where ? rowInLanguage(field, where, placeName(where)) : field,
      lang,
      words,
      location,
      t('wholePage'),
    );
  const shown = {
    empty: t('emptyValue'),
    changed: t('changedValue'),
    rows: (count: number) => t('rowsValue', { count }),
    inLanguage: (l: TextLanguage, value: string) => t('languageValue', { language: languages[l], value }),
    row: words.row,
    cell: (place: string, value: string) => t('cellValue', { place, value }),
    moreRows: (count: number) => t('moreRowsValue', { count }),
    rowRemoved: t('rowRemoved'),
    rowAdded: t('rowAdded'),
    rowWas: (row: string, was: string) => t('rowWas', { row, was }),
    ...(toSimplified ? { toSimplified } : {}),
  };
  // A resource row's months and a page's number fields are figures: shown with their thousands grouped; a page's
  // table by the rows that changed, cell by cell.
  const shownOf = (r: ChangeRow) =>
    r.field === WHOLE
      ? { before: [], after: [] }
      : changeLines(r.before, r.after, lang, shown, {
          figure: location || isFigure(page, r.field),
          ...(location ? {} : { columns: tableColumns(page, r.field) }),
        });
  const rows = rowsOf(changes);
  return (
    <SpaceBetween size="l">
      <Table<ChangeRow>
        data-testid="review-changes"
        variant="embedded"
        wrapLines
        header={
          <Header
            variant="h3"
            description={
              since ? t('changesSince', { date: formatDateTime(since).slice(0, 10) }) : t('changesSinceStart')
            }
          >
            {t('changesHeader')}
          </Header>
        }
        items={rows}
        trackBy="key"
        empty={<Box color="text-body-secondary">{t('noChanges')}</Box>}
        columnDefinitions={[
          { id: 'field', header: t('colField'), minWidth: 130, cell: (r) => label(r.field), isRowHeader: true },
          ...(location
            ? [
                {
                  id: 'month',
                  header: t('colMonth'),
                  minWidth: 110,
                  cell: (r: ChangeRow) => (r.month ? monthName(r.month, taskRef.year, lang) : ''),
                },
              ]
            : []),
          { id: 'before', header: t('colBefore'), minWidth: 170, cell: (r) => <Lines lines={shownOf(r).before} /> },
          { id: 'after', header: t('colAfter'), minWidth: 170, cell: (r) => <Lines lines={shownOf(r).after} /> },
          {
            id: 'who',
            header: t('colWhoWhen'),
            minWidth: 130,
            cell: (r) => (
              <>
                <div translate="no">{actorName(r.by, common)}</div>
                <OneLine>{formatDateTime(r.at)}</OneLine>
              </>
            ),
          },
        ]}
      />
      <CommentThreads
        taskRef={taskRef}
        comments={comments}
        canComment={canComment}
        label={label}
        fieldChoices={location ? [...new Set(rows.map((r) => r.field).filter((f) => f !== '*'))] : undefined}
      />
    </SpaceBetween>
  );
}
