import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { AuditorView } from '@esg/core/schemas/auditor';
import { titlesNs } from '../../../i18n';
import { formatDate, formatList } from '../../../i18n/format';
import { sessionStore } from '../../../session/store';
import { PageLayout } from '../../../ui/PageLayout';
import { auditorsQuery } from '../api/auditors';
import { EditGrantModal } from '../components/EditGrantModal';
import { InviteForm } from '../components/InviteForm';
import { ns } from '../i18n';
import { personName } from '@esg/core/lib/personName';
import { EmailAddress, KeptWhole, shortColumn } from '../../../ui/shortColumn';

/**
 * `/administration/auditors` (ADR 0115): the company's invited auditors and the invitation form; a selected auditor's
 * years and end date are changed with Edit (ADR 0115 amended).
 */
export function AuditorsPage() {
  const { t, i18n } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const list = useQuery(auditorsQuery());
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState(false);
  const selected = list.data?.find((a) => a.id === selectedId);
  const yearEnds = [...new Set(Object.values(sessionStore.yearEnds()))].sort().reverse();
  const status = (a: AuditorView) =>
    !a.live ? (
      <StatusIndicator type="stopped">{t('statusEnded')}</StatusIndicator>
    ) : a.activated ? (
      <StatusIndicator type="success">{t('statusActive')}</StatusIndicator>
    ) : (
      <StatusIndicator type="pending">{t('statusPending')}</StatusIndicator>
    );
  return (
    <PageLayout title={title('auditors')} description={t('auditorsDescription')}>
      <SpaceBetween size="l">
        <InviteForm yearEnds={yearEnds} />
        {list.isError ? (
          <Alert type="error">{t('loadFailed')}</Alert>
        ) : (
          <Table<NonNullable<typeof list.data>[number]>
            header={
              <Header
                variant="h2"
                counter={list.data ? `(${list.data.length})` : undefined}
                actions={
                  <Button disabled={!selected} onClick={() => setEditing(true)}>
                    {t('editGrant')}
                  </Button>
                }
              >
                {t('auditorsTitle')}
              </Header>
            }
            selectionType="single"
            selectedItems={selected ? [selected] : []}
            onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
            ariaLabels={{
              selectionGroupLabel: t('auditorsTitle'),
              itemSelectionLabel: (_, a) => t('selectAuditor', { name: personName(a) }),
              allItemsSelectionLabel: () => t('auditorsTitle'),
            }}
            loading={list.isPending}
            loadingText={t('loading')}
            items={list.data ?? []}
            trackBy="id"
            wrapLines
            empty={t('noAuditors')}
            columnDefinitions={[
              {
                id: 'name',
                header: t('name'),
                cell: (a) => <span translate="no">{personName(a)}</span>,
              },
              {
                id: 'email',
                header: t('email'),
                cell: (a) => <EmailAddress address={a.email} />,
              },
              { id: 'firm', header: t('firm'), cell: (a) => <span translate="no">{a.firm}</span> },
              {
                id: 'years',
                header: t('years'),
                // Each year's date kept on one line: the list breaks between dates, never inside one.
                cell: (a) =>
                  formatList(
                    a.years.map((y) => formatDate(y)),
                    i18n.language,
                  )
                    .split(/(\d{2}-\d{2}-\d{4})/)
                    .map((part, i) => (i % 2 ? <KeptWhole key={i}>{part}</KeptWhole> : part)),
              },
              shortColumn({ id: 'until', header: t('until'), cell: (a) => formatDate(a.until) }),
              shortColumn({ id: 'status', header: t('status'), cell: status }),
            ]}
          />
        )}
      </SpaceBetween>
      {editing && selected ? (
        <EditGrantModal auditor={selected} yearEnds={yearEnds} onClose={() => setEditing(false)} />
      ) : null}
    </PageLayout>
  );
}
