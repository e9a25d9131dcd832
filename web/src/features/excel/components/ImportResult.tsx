import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { PAGE_OF_RESOURCE_TYPE } from '@esg/core/pages/index';
import type { ImportView } from '@esg/core/schemas/excel';
import { titlesNs } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { cancelImport, commitImport, excelKeys, importQuery, working } from '../api/excelImports';
import { ns } from '../i18n';
import { groupedDecimal } from '@esg/core/lib/decimal';

type Line = { key: string; page: string; cell: string; location: string; old: string; new: string };

/** The preview as one table: changed cells old → new, rows added, rows in conflict. */
function previewLines(
  view: ImportView,
  labels: {
    added: (a: { unit: string; total: string }) => string;
    conflict: string;
    cleared: string;
    page: (p: { type: string; sheet: string }) => string;
  },
): Line[] {
  return (view.preview ?? []).flatMap((p) => {
    const page = labels.page(p);
    return [
      ...p.changes.map((c) => ({
        key: c.cell,
        page,
        cell: c.cell,
        location: c.location,
        // Numbers as typed with their thousands grouped; a value the import empties says so.
        old: groupedDecimal(c.old),
        new: c.new === '' && c.old !== '' ? labels.cleared : groupedDecimal(c.new),
      })),
      ...p.added.map((a) => ({
        key: a.cell,
        page,
        cell: a.cell,
        location: a.location,
        old: '',
        new: labels.added(a),
      })),
      ...p.conflicts.map((c) => ({
        key: c.cell,
        page,
        cell: c.cell,
        location: c.location,
        old: labels.conflict,
        new: '',
      })),
    ];
  });
}

/** One import followed from upload to its outcome: progress, then the errors or the preview to confirm. */
export function ImportResult({ id, year }: { id: string; year: string }) {
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const { data: view } = useQuery(importQuery(id));
  // The history shows each import's outcome: refresh it when the worker finishes checking or saving.
  const status = view?.status;
  useEffect(() => {
    if (status && !working({ status })) void client.invalidateQueries({ queryKey: excelKeys.history(year) });
  }, [status, client, year]);
  const settle = (next: ImportView) => {
    client.setQueryData(excelKeys.progress(id), next);
    void client.invalidateQueries({ queryKey: excelKeys.history(year) });
  };
  const commit = useMutation({ mutationFn: () => commitImport(id), onSuccess: settle });
  const cancel = useMutation({ mutationFn: () => cancelImport(id), onSuccess: settle });
  if (!view) return <ProgressBar label={t('progressLabel')} value={0} />;
  if (working(view))
    return (
      <ProgressBar
        label={t(view.status === 'COMMITTING' ? 'savingLabel' : 'progressLabel')}
        value={view.progress}
        description={t(view.status)}
      />
    );
  const lines = previewLines(view, {
    added: (a) => t('added', { unit: a.unit, total: a.total }),
    conflict: t('conflict'),
    cleared: t('cleared'),
    // The page's title in the reader's language; the workbook's sheets are named in the template's (ADR 0033).
    page: (p) => t(PAGE_OF_RESOURCE_TYPE.get(p.type) ?? p.type, { ns: titlesNs, defaultValue: p.sheet }),
  });
  const { counts } = view;
  return (
    <SpaceBetween size="m">
      <Alert type={view.status === 'READY' || view.status === 'COMMITTED' ? 'success' : 'error'}>
        {view.refusal ?? t(view.status)}
      </Alert>
      {view.errors.length > 0 && (
        <Table
          header={<Header variant="h3">{t('errorsHeader', { count: view.errorCount })}</Header>}
          items={view.errors}
          trackBy={(e) => `${e.cell}|${e.message}`}
          columnDefinitions={[
            { id: 'sheet', header: t('sheet'), cell: (e) => e.sheet },
            { id: 'cell', header: t('cell'), cell: (e) => e.cell },
            { id: 'field', header: t('field'), cell: (e) => e.field },
            { id: 'message', header: t('message'), cell: (e) => e.message },
          ]}
        />
      )}
      {view.status === 'READY' && (
        <SpaceBetween size="s">
          <Header variant="h3">{t('previewHeader')}</Header>
          {lines.length === 0 ? (
            <Box>{t('nothingChanges')}</Box>
          ) : (
            <>
              <Box>
                {t('summary', {
                  cells: t('summaryCells', { count: counts.changedCells }),
                  rows: t('summaryRows', { count: counts.changedRows }),
                  added: t('summaryRows', { count: counts.addedRows }),
                })}
              </Box>
              {counts.conflicts > 0 && <Alert type="warning">{t('conflictsText', { count: counts.conflicts })}</Alert>}
              <Table
                items={lines}
                trackBy="key"
                // The value after import stays in view beside the tutorial panel at 1280 px.
                wrapLines
                stickyColumns={{ first: 0, last: 1 }}
                columnDefinitions={[
                  { id: 'page', header: t('page'), cell: (l) => l.page },
                  { id: 'cell', header: t('cell'), cell: (l) => l.cell },
                  { id: 'location', header: t('location'), cell: (l) => l.location },
                  { id: 'old', header: t('old'), cell: (l) => l.old },
                  { id: 'new', header: t('new'), cell: (l) => l.new },
                ]}
              />
            </>
          )}
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={() => cancel.mutate()} loading={cancel.isPending}>
              {t('cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={lines.length === 0 || counts.conflicts > 0}
              loading={commit.isPending}
              onClick={() => commit.mutate()}
            >
              {t('confirm')}
            </Button>
          </SpaceBetween>
          {(commit.error ?? cancel.error) && <Alert type="error">{errorText(t, commit.error ?? cancel.error)}</Alert>}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
