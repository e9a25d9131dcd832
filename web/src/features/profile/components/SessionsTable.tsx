import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { invalidateSession, profileKeys, sessionsQuery, type SessionRecord } from '../api/sessions';
import { ns } from '../i18n';
import { describeUserAgent } from '../userAgent';
import { CollectionTable } from '../../../ui/CollectionTable';

/** Spec §3 session records (IP, user agent, date), each invalidatable except the current one. */
export function SessionsTable() {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery());
  const end = useMutation({
    mutationFn: invalidateSession,
    onSuccess: () => notifications.push({ type: 'success', text: t('invalidated'), literal: true }),
    onError: (error) => notifications.push({ type: 'error', text: errorText(t, error), literal: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
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
            <StatusIndicator type={s.current ? 'success' : 'info'}>
              {s.current ? t('current') : t('active')}
            </StatusIndicator>
          ),
        },
        {
          id: 'actions',
          header: '',
          cell: (s) =>
            s.current ? null : (
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
