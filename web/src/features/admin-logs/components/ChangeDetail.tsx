import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import { formatDateTime } from '../../../i18n/format';
import type { AuditEntry } from '../api/auditLog';
import { fieldChanges, type FieldChange } from '../diff';
import { languageOf } from '../../../i18n/languages';
import { actionText } from '../../../ui/auditActions';
import { ns } from '../i18n';
import { actorText, subjectText } from '../subject';

/** An audit entry's before and after, field by field, with who, where and which request. */
export function ChangeDetail({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(ns);
  const action = actionText(entry.action, languageOf(i18n.language));
  const rows = fieldChanges(entry.before, entry.after);
  const who = actorText(t, entry);
  return (
    <Table<FieldChange>
      variant="container"
      items={rows}
      trackBy="field"
      wrapLines
      header={
        <SpaceBetween size="s">
          <Header variant="h2" description={t('changeOf', { action, user: who, time: formatDateTime(entry.at) })}>
            {t('changeTitle')}
          </Header>
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('entity'), value: subjectText(t, entry) },
              { label: t('ip'), value: entry.ip ?? '—' },
              { label: t('userAgent'), value: entry.userAgent ?? '—' },
              { label: t('requestId'), value: entry.requestId ?? '—' },
            ]}
          />
        </SpaceBetween>
      }
      columnDefinitions={[
        { id: 'field', header: t('field'), isRowHeader: true, cell: (r) => <Box variant="code">{r.field || '—'}</Box> },
        { id: 'before', header: t('before'), cell: (r) => r.before },
        { id: 'after', header: t('after'), cell: (r) => r.after },
        {
          id: 'changed',
          header: t('changed'),
          cell: (r) => (
            <StatusIndicator type={r.changed ? 'info' : 'stopped'}>
              {t(r.changed ? 'changed' : 'unchanged')}
            </StatusIndicator>
          ),
        },
      ]}
      empty={<Box textAlign="center">{t('nothingRecorded')}</Box>}
    />
  );
}
