import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreachableText } from '../../i18n/errorText';
import type { PageDeclaration } from '@esg/core/catalogue/page';
import { changedLanguages } from '@esg/core/catalogue/bilingual';
import type { PagePayload } from '@esg/core/catalogue/values';
import { useConflictReload } from '../../ui/useConflictReload';
import { heldYearMessage, isLockedMeanwhile, lockedMessage } from '../../ui/lockedYear';
import { ApiError } from '../../api/errors';
import { carriedAnswer } from '../../api/conflict';
import { rebaseEdits } from '../../ui/rebaseEdits';
import { pageDataRoutes } from '@esg/core/contract/background';
import { PageDataView } from '@esg/core/schemas/pageData';
import { checkAnswers, issuesOfReply, type FormIssue } from '../issues';
import { sameAnswers, type Values } from '../paths';
import { notifications } from '../../notifications/store';
import { pageDataQuery, type PageData } from './api/getPageData';
import { pageDataKeys } from './api/keys';
import { useSavePageData } from './api/savePageData';
import { ns } from './i18n';

const sameIssue = (a: FormIssue, b: FormIssue) => a.path === b.path && a.code === b.code;

let lastNotice: string | undefined;
/** One notice about the last save: a second save's 'Saved' shows afresh instead of merging into the first. */
function noticeOfSave(type: 'success' | 'error', text: string) {
  if (lastNotice) notifications.dismiss(lastNotice);
  lastNotice = notifications.push({ type, text, literal: true });
}

/**
 * One page of one reporting year being edited: the answers typed, the version they are based on
 * (optimistic concurrency), the issues to show, and what happened at the last save.
 */
export function usePageEditor(page: PageDeclaration, year: string, initial: PageData) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = useSavePageData();
  const [values, setValuesState] = useState<Values>(initial.values);
  // The answers as last stored: edits differing from them are unsaved (leaving asks first).
  const [stored, setStored] = useState<Values>(initial.values);
  const [version, setVersion] = useState(initial.version);
  // After a save was refused, the messages follow the edits (a fixed field loses its message).
  const [checked, setChecked] = useState(false);
  const [serverIssues, setServerIssues] = useState<FormIssue[]>([]);
  // Counts refused saves: each one takes the reader to the issue summary (docs/decisions/0068).
  const [refusals, setRefusals] = useState(0);
  const refuse = () => {
    setRefusals((n) => n + 1);
    noticeOfSave('error', t('saveRefused'));
  };

  const setValues: Dispatch<SetStateAction<Values>> = useCallback((update) => {
    setValuesState(update);
    // The server's issues name rows and answers as they were sent; after an edit they may point elsewhere.
    setServerIssues([]);
  }, []);

  const issues = useMemo(() => {
    const own = checked ? checkAnswers(page, values) : [];
    return [...own, ...serverIssues.filter((s) => !own.some((o) => sameIssue(o, s)))];
  }, [checked, page, values, serverIssues]);

  // After Reload: the fields the other user changed too, where this user's text was kept over theirs.
  const [overlap, setOverlap] = useState<string[]>([]);

  /**
   * After a conflict: the page as stored now becomes the base of the next save (its version and its answers),
   * with this user's edits on top (ui/rebaseEdits.ts) — a save stores the whole page, so an answer left stale
   * here would undo the other user's. The 409 carries the stored page; it is read again only without it (ADR 0083).
   */
  const versioning = useConflictReload<PageData>(async (carried) => {
    const query = pageDataQuery(page.key, year);
    const latest = carried ?? (await queryClient.fetchQuery({ ...query, staleTime: 0 }));
    if (carried) queryClient.setQueryData(query.queryKey, carried);
    const rebased = rebaseEdits(stored, values, latest.values, sameAnswers);
    setValuesState(rebased.values);
    setStored(latest.values);
    setVersion(latest.version);
    setServerIssues([]);
    setOverlap(rebased.overlap);
  });

  const refused = (error: unknown) => {
    const held = heldYearMessage(error);
    if (held) return noticeOfSave('error', t(held, { ns: 'common' }));
    if (error instanceof ApiError && error.status === 409)
      return versioning.refused(carriedAnswer(error, pageDataRoutes.getPageData, PageDataView));
    if (error instanceof ApiError && error.status === 400 && issuesOfReply(error.body).length > 0) {
      setServerIssues(issuesOfReply(error.body));
      return refuse();
    }
    // A year printed meanwhile: say so (retrying cannot help); the page comes back read-only with its banner.
    if (isLockedMeanwhile(error)) {
      void queryClient.invalidateQueries({ queryKey: pageDataKeys.page(page.key, year) });
      return noticeOfSave('error', t(lockedMessage(error), { ns: 'common' }));
    }
    noticeOfSave('error', unreachableText(t, error) ?? t('saveFailed'));
  };

  // What reads these answers elsewhere on the page (the board's questionnaire list, progress, the
  // dashboard) is refetched now, not at the next reload; this page's own data was just set.
  const refreshDependants = () =>
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== pageDataKeys.all[0] });

  const submit = () => {
    setChecked(true);
    if (checkAnswers(page, values).length > 0) return refuse();
    // Only the languages typed here: another user's save of the other language meanwhile is kept (ADR 0096).
    const sent = changedLanguages(page, values as PagePayload, stored as PagePayload, initial.companyLanguage ?? 'en');
    save.mutate(
      { pageKey: page.key, year, values: sent, version },
      {
        onSuccess: (reply) => {
          // The stored answers: derived values as the server computed them, stale details dropped.
          setValuesState(reply.values);
          setStored(reply.values);
          setVersion(reply.version);
          setChecked(false);
          setServerIssues([]);
          versioning.saved();
          setOverlap([]);
          noticeOfSave('success', t('saved'));
          refreshDependants();
        },
        onError: refused,
      },
    );
  };

  /** A copy from last year replaces the (empty) form with what the server stored. */
  const adopt = (reply: PageData) => {
    setValuesState(reply.values);
    setStored(reply.values);
    setVersion(reply.version);
  };

  /** Rows copied into one table (ADR 0089): stored answers and version as the server has them, other edits kept. */
  const adoptRows = (fieldId: string, reply: PageData) => {
    setValuesState((typed) => ({ ...typed, [fieldId]: reply.values[fieldId] }));
    setStored(reply.values);
    setVersion(reply.version);
    setServerIssues([]);
    refreshDependants();
  };

  const dirty = useMemo(() => !sameAnswers(values, stored), [values, stored]);

  return {
    values,
    dirty,
    setValues,
    version,
    issues,
    refusals,
    submit,
    saving: save.isPending,
    ...versioning.view,
    overlap,
    adopt,
    adoptRows,
  };
}
