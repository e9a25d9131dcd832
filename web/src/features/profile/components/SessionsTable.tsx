import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCollection } from '@cloudscape-design/collection-hooks';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { errorText } from '../../../i18n/errorText';
import { formatDateTime } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { invalidateSession, profileKeys, sessionsQuery, type SessionRecord } from '../api/sessions';
import { ns } from '../i18n';
import { describeUserAgent } from '../userAgent';

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
  const { items, collectionProps } = useCollection(sessions.data ?? [], {
    sorting: { defaultState: { sortingColumn: { sortingField: 'date' }, isDescending: true } },
  });

  return (
    <Table<SessionRecord>
      {...collectionProps}
      header={<Header description={t('sessionsDescription')}>{t('sessionsTitle')}</Header>}
      items={items}
      loading={sessions.isPending}
      loadingText={t('loading')}
      empty={<Box textAlign="center">{t('noSessions')}</Box>}
      trackBy="id"
      wrapLines={false}
      variant="container"
      columnDefinitions={[
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
