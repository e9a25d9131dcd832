import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import type { AuditEntry } from '../api/auditLog';
import { languageOf } from '../../../i18n/languages';
import { actionText } from '../../../ui/auditActions';
import { ns } from '../i18n';
import { CollectionTable } from '../../../ui/CollectionTable';
import { DatesKeptWhole, shortColumn } from '../../../ui/shortColumn';
import type { CursorPagination } from '../../../ui/useCursorPages';
import { SaveError } from './SaveError';
import { actorText, subjectText } from '../subject';

interface Props {
  entries: AuditEntry[];
  loading: boolean;
  error: unknown;
  selected: AuditEntry | undefined;
  onSelect: (id: string | undefined) => void;
  pagination: CursorPagination;
  firstPage: boolean;
}

/** One page of the audit log, newest first; the selected entry's change is shown below. */
export function AuditTable({ entries, loading, error, selected, onSelect, pagination, firstPage }: Props) {
  const { t, i18n } = useTranslation(ns);
  const language = languageOf(i18n.language);
  return (
    <CollectionTable<AuditEntry>
      variant="container"
      headerVariant="h2"
      title={t('auditTitle')}
      items={entries}
      trackBy="id"
      loading={loading}
      selection={{
        selected,
        onChange: (e) => onSelect(e?.id),
        itemLabel: (e) => t('selectEntry', { time: formatDateTime(e.at) }),
        groupLabel: t('entriesGroup'),
      }}
      serverPages={pagination}
      columns={[
        // The time on one line and the action in words: never 03-12- / 2026 03:58, nor 供應商開 / 啟數據 / 請求.
        shortColumn({ id: 'time', header: t('time'), isRowHeader: true, cell: (e) => formatDateTime(e.at) }),
        { id: 'user', header: t('user'), cell: (e) => <span translate="no">{actorText(t, e)}</span> },
        // Its header kept whole: 「IP 位址」 never one character per line at 1024 px (web/src/ui/shortColumn.tsx).
        shortColumn({ id: 'ip', header: t('ip'), cell: (e) => <span translate="no">{e.ip ?? ''}</span> }),
        shortColumn(
          {
            id: 'action',
            header: t('action'),
            cell: (e) => <span title={e.action}>{actionText(e.action, language)}</span>,
          },
          'words',
        ),
        {
          id: 'entity',
          header: t('entity'),
          cell: (e) => (
            <span title={e.entity} translate="no">
              <DatesKeptWhole text={subjectText(t, e)} />
            </span>
          ),
        },
      ]}
      empty={error ? <SaveError error={error} /> : t(firstPage ? 'noEntries' : 'noEntriesHere')}
    />
  );
}
