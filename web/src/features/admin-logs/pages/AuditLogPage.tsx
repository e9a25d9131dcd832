import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useAuditLog } from '../api/auditLog';
import type { AuditFilters } from '../api/keys';
import { AuditFiltersForm } from '../components/AuditFiltersForm';
import { AuditTable } from '../components/AuditTable';
import { ChangeDetail } from '../components/ChangeDetail';
import { useCursorPages } from '../../../ui/useCursorPages';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** /administration/audit_log: filter by dates, user, action and entity; before and after. */
export function AuditLogPage() {
  const { t } = useTranslation(ns);
  const [filters, setFilters] = useState<AuditFilters>({});
  const pages = useCursorPages();
  const log = useAuditLog(filters, pages.cursor);
  const [selectedId, setSelectedId] = useState<string>();
  const entries = log.data?.items ?? [];
  const selected = entries.find((e) => e.id === selectedId);
  return (
    <PageLayout title={t('auditTitle')} description={t('auditDescription')}>
      <SpaceBetween size="l">
        <AuditFiltersForm
          onApply={(next) => {
            setFilters(next);
            pages.reset();
            setSelectedId(undefined);
          }}
        />
        <AuditTable
          entries={entries}
          loading={log.isPending}
          error={log.error}
          selected={selected}
          onSelect={setSelectedId}
          pagination={pages.paginationProps(log.data?.cursor)}
          firstPage={!pages.cursor}
        />
        {selected ? <ChangeDetail entry={selected} /> : <Box color="text-body-secondary">{t('chooseEntry')}</Box>}
      </SpaceBetween>
    </PageLayout>
  );
}
