import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { StatusIndicatorProps } from '../../../ui/StatusIndicator';
import Toggle from '@cloudscape-design/components/toggle';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { invalidateSession, profileKeys, sessionsQuery, type SessionRecord } from '../api/sessions';
import { ns } from '../i18n';
import { describeUserAgent } from '../userAgent';
import { CollectionTable } from '../../../ui/CollectionTable';

const indicator: Record<SessionRecord['status'], StatusIndicatorProps.Type> = {
  live: 'info',
  signedOut: 'stopped',
  expired: 'stopped',
};

/** What a session's status column says: this one, live, or ended (when and how). */
function statusText(t: TFunction<typeof ns>, s: SessionRecord) {
  if (s.current) return t('current');
  if (s.status === 'live') return t('active');
  return t(s.status, { date: s.endedAt ? formatDateTime(s.endedAt) : t('unknown') });
}

/**
 * The spec's session records (IP, user agent, date), each live one invalidatable except the current
 * one; live sessions only, unless the user asks for the ended ones too (ADR 0047).
 */
export function SessionsTable() {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const [showEnded, setShowEnded] = useState(false);
  const sessions = useQuery(sessionsQuery(showEnded));
  const end = useMutation({
    mutationFn: invalidateSession,
    onSuccess: () => notifications.push({ type: 'success', text: t('invalidated'), literal: true }),
    onError: (error) => notifications.push({ type: 'error', text: errorText(t, error), literal: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });

  return (
    <CollectionTable<SessionRecord>
      title={t('sessionsTitle')}
      description={t('sessionsDescription')}
      items={sessions.data}
      loading={sessions.isPending}
      error={sessions.error}
      empty={t('noSessions')}
      trackBy="id"
      sortBy={{ field: 'date', descending: true }}
      wrapLines={false}
      variant="container"
      actions={
        <Toggle checked={showEnded} onChange={({ detail }) => setShowEnded(detail.checked)}>
          {t('showEnded')}
        </Toggle>
      }
      columns={[
        { id: 'date', header: t('date'), sortingField: 'date', cell: (s) => formatDateTime(s.date) },
        { id: 'ip', header: t('ip'), cell: (s) => s.ip ?? t('unknown') },
        {
          id: 'userAgent',
          header: t('userAgent'),
          cell: (s) => <span title={s.userAgent}>{describeUserAgent(s.userAgent) ?? t('unknown')}</span>,
        },
        {
          id: 'status',
          header: t('status'),
          cell: (s) => (
            <StatusIndicator type={s.current ? 'success' : indicator[s.status]}>{statusText(t, s)}</StatusIndicator>
          ),
        },
        {
          id: 'actions',
          header: '',
          cell: (s) =>
            s.current || s.status !== 'live' ? null : (
              <Button
                variant="inline-link"
                ariaLabel={`${t('invalidate')} ${formatDateTime(s.date)}`}
                loading={end.isPending && end.variables === s.id}
                onClick={() => end.mutate(s.id)}
              >
                {t('invalidate')}
              </Button>
            ),
        },
      ]}
    />
  );
}
