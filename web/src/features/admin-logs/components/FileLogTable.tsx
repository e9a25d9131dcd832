import { useTranslation } from 'react-i18next';
import StatusIndicator from '../../../ui/StatusIndicator';
import { fileSize, formatDate, formatDateTime } from '../../../i18n/format';
import { useFileLog, type FileLogEntry } from '../api/fileLog';
import { ns } from '../i18n';
import { CollectionTable } from '../../../ui/CollectionTable';
import { SaveError } from './SaveError';
import { useCursorPages } from '../../../ui/useCursorPages';
import { shortColumn } from '../../../ui/shortColumn';

const STATUS = { upload: 'success', reject: 'error', delete: 'stopped', download: 'info' } as const;

/** GET /api/file/file-logs: what happened to which file, by whom and when, a page at a time. */
export function FileLogTable() {
  const { t } = useTranslation(ns);
  const pages = useCursorPages();
  const log = useFileLog(pages.cursor);
  return (
    <CollectionTable<FileLogEntry>
      variant="container"
      items={log.data?.items ?? []}
      trackBy="id"
      loading={log.isPending}
      wrapLines
      serverPages={pages.paginationProps(log.data?.cursor)}
      columns={[
        // Times and days on one line, as in the audit log.
        shortColumn({ id: 'time', header: t('time'), isRowHeader: true, cell: (e) => formatDateTime(e.at) }),
        { id: 'user', header: t('user'), cell: (e) => <span translate="no">{e.login}</span> },
        {
          id: 'action',
          header: t('action'),
          cell: (e) => <StatusIndicator type={STATUS[e.action]}>{t(`file_${e.action}`)}</StatusIndicator>,
        },
        { id: 'file', header: t('file'), cell: (e) => <span translate="no">{e.name}</span> },
        { id: 'size', header: t('size'), cell: (e) => fileSize(e.size) },
        { id: 'module', header: t('module'), cell: (e) => t(`module_${e.module}`) },
        shortColumn({ id: 'year', header: t('year'), cell: (e) => formatDate(e.yearEnd) }),
        // The bytes' fingerprint at upload (ADR 0108): the first 12 hex digits shown, the whole on hover.
        {
          id: 'sha256',
          header: t('fingerprint'),
          cell: (e) =>
            e.sha256 ? (
              <span translate="no" title={e.sha256}>
                {e.sha256.slice(0, 12)}…
              </span>
            ) : (
              ''
            ),
        },
      ]}
      empty={log.isError ? <SaveError error={log.error} /> : t(pages.cursor ? 'noEntriesHere' : 'noEntries')}
    />
  );
}
