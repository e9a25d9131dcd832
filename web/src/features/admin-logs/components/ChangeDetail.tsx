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
import { BrokenAnywhere, shortColumn } from '../../../ui/shortColumn';
import { actionText } from '../../../ui/auditActions';
import { ns } from '../i18n';
import { propLabel } from '../propLabel';
import { actorText, subjectText } from '../subject';

const STATUS = {
  added: { type: 'success', key: 'added' },
  removed: { type: 'warning', key: 'removed' },
  changed: { type: 'info', key: 'changed' },
  unchanged: { type: 'stopped', key: 'unchanged' },
} as const;
const statusOf = (r: FieldChange) => STATUS[r.status ?? (r.changed ? 'changed' : 'unchanged')];

/**
 * An audit entry's before and after in words, field by field — a saved list (units, conversions, rows) item by item,
 * each named as a reader calls it and each property by its label (diff.ts) — with who, where and which request.
 */
export function ChangeDetail({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation(ns);
  const action = actionText(entry.action, languageOf(i18n.language));
  const label = propLabel(t, i18n.language);
  const rows = fieldChanges(entry.before, entry.after, { label, language: i18n.language });
  const name = (r: FieldChange) =>
    [r.list && label(r.list), r.item, r.field && label(r.field)].filter(Boolean).join(' · ') || '—';
  const who = actorText(t, entry);
  return (
    <Table<FieldChange>
      variant="container"
      items={rows}
      trackBy={(r) => [r.list, r.item, r.field].join('|')}
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
        // A value breaks anywhere it must (a long id, a path), so no column runs past the card (wrapLines wraps at spaces).
        { id: 'field', header: t('field'), isRowHeader: true, cell: (r) => <BrokenAnywhere>{name(r)}</BrokenAnywhere> },
        { id: 'before', header: t('before'), cell: (r) => <BrokenAnywhere>{r.before}</BrokenAnywhere> },
        { id: 'after', header: t('after'), cell: (r) => <BrokenAnywhere>{r.after}</BrokenAnywhere> },
        shortColumn({
          id: 'changed',
          header: t('changed'),
          cell: (r) => <StatusIndicator type={statusOf(r).type}>{t(statusOf(r).key)}</StatusIndicator>,
        }),
      ]}
      empty={<Box textAlign="center">{t('nothingRecorded')}</Box>}
    />
  );
}
