import { useQuery } from '@tanstack/react-query';
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
import { InviteForm } from '../components/InviteForm';
import { ns } from '../i18n';
import { personName } from '@esg/core/lib/personName';
import { shortColumn } from '../../../ui/shortColumn';

/** `/administration/auditors` (ADR 0115): the company's invited auditors and the invitation form. */
export function AuditorsPage() {
  const { t, i18n } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const list = useQuery(auditorsQuery());
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
              <Header variant="h2" counter={list.data ? `(${list.data.length})` : undefined}>
                {t('auditorsTitle')}
              </Header>
            }
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
              { id: 'email', header: t('email'), cell: (a) => <span translate="no">{a.email}</span> },
              { id: 'firm', header: t('firm'), cell: (a) => <span translate="no">{a.firm}</span> },
              {
                id: 'years',
                header: t('years'),
                cell: (a) =>
                  formatList(
                    a.years.map((y) => formatDate(y)),
                    i18n.language,
                  ),
              },
              shortColumn({ id: 'until', header: t('until'), cell: (a) => formatDate(a.until) }),
              shortColumn({ id: 'status', header: t('status'), cell: status }),
            ]}
          />
        )}
      </SpaceBetween>
    </PageLayout>
  );
}
