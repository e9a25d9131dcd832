import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import Table from '@cloudscape-design/components/table';
import { formatDateTime } from '../../../i18n/format';
import type { AuditEntry } from '../api/auditLog';
import { ns } from '../i18n';
import { SaveError } from './SaveError';

interface Props {
  entries: AuditEntry[];
  loading: boolean;
  error: unknown;
  selected: AuditEntry | undefined;
  onSelect: (id: string | undefined) => void;
  pagination: Parameters<typeof Pagination>[0];
  firstPage: boolean;
}

/** One page of the audit log, newest first; the selected entry's change is shown below. */
export function AuditTable({ entries, loading, error, selected, onSelect, pagination, firstPage }: Props) {
  const { t } = useTranslation(ns);
  return (
    <Table<AuditEntry>
      variant="container"
      items={entries}
      trackBy="id"
      loading={loading}
      loadingText={t('loading')}
      selectionType="single"
      selectedItems={selected ? [selected] : []}
      onSelectionChange={({ detail }) => onSelect(detail.selectedItems[0]?.id)}
      ariaLabels={{
        selectionGroupLabel: t('entriesGroup'),
        itemSelectionLabel: (_, e) => t('selectEntry', { time: formatDateTime(e.at) }),
        allItemsSelectionLabel: () => t('entriesGroup'),
      }}
      header={<Header variant="h2">{t('auditTitle')}</Header>}
      pagination={<Pagination {...pagination} />}
      columnDefinitions={[
        { id: 'time', header: t('time'), isRowHeader: true, cell: (e) => formatDateTime(e.at) },
        { id: 'user', header: t('user'), cell: (e) => e.login ?? t('system') },
        { id: 'action', header: t('action'), cell: (e) => <Box variant="code">{e.action}</Box> },
        { id: 'entity', header: t('entity'), cell: (e) => e.entity ?? '' },
        { id: 'ip', header: t('ip'), cell: (e) => e.ip ?? '' },
      ]}
      empty={
        <Box textAlign="center">
          {error ? <SaveError error={error} /> : t(firstPage ? 'noEntries' : 'noEntriesHere')}
        </Box>
      }
    />
  );
}
