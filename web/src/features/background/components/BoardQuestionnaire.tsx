import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { StatusIndicatorProps } from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { SendReply } from '@esg/core/schemas/questionnaire';
import { formatList } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { boardStatusQuery, useResetMember, useSendAll, useSendOne } from '../api/boardQuestionnaire';
import { ns } from '../i18n';
import { copyLink, when } from './linkCells';
import { SendAllConfirm } from './SendAllConfirm';
import { shortColumn } from '../../../ui/shortColumn';

type Row = Awaited<ReturnType<NonNullable<ReturnType<typeof boardStatusQuery>['queryFn']>>>['boardList'][number];
type LinkState = NonNullable<Row['link']>['status'];

const INDICATOR: Record<LinkState, StatusIndicatorProps.Type> = {
  pending: 'pending',
  sent: 'info',
  failed: 'error',
  opened: 'in-progress',
  submitted: 'success',
};

/**
 * The board committee page's questionnaire panel (the spec's entities and the spec's states): send the questionnaire to one
 * member or to all, each member's link status with its times, copy a link just sent, reset a submission.
 */
export function BoardQuestionnaire({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const status = useQuery(boardStatusQuery(year));
  const sendOne = useSendOne(year);
  const sendAll = useSendAll(year);
  const reset = useResetMember(year);
  const [links, setLinks] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Row>();
  const [sendingAll, setSendingAll] = useState(false);

  const report = (reply: SendReply) => {
    const fresh = Object.fromEntries(reply.results.flatMap((r) => (r.link ? [[r.memberId, r.link]] : [])));
    setLinks((l) => ({ ...l, ...fresh }));
    const failed = reply.results.filter((r) => r.outcome === 'failed').map((r) => r.name);
    if (reply.results.some((r) => r.outcome === 'sent'))
      notifications.push({ type: 'success', text: t('emailSent'), literal: true });
    if (failed.length)
      notifications.push({
        type: 'error',
        text: t('emailFailedFor', { names: formatList(failed, i18n.language) }),
        literal: true,
      });
    if (reply.results.every((r) => r.outcome === 'alreadySent'))
      notifications.push({ type: 'info', text: t('alreadySent'), literal: true });
  };
  const failedToSend = () => notifications.push({ type: 'error', text: t('emailFailed'), literal: true });

  const rows = status.data?.boardList ?? [];
  return (
    <>
      <Table<(typeof rows)[number]>
        // Each member's actions stay in view beside the tutorial panel at 1280 px.
        wrapLines
        stickyColumns={{ first: 0, last: 1 }}
        loading={status.isPending}
        loadingText={t('loading')}
        items={rows}
        trackBy="id"
        header={
          <Header
            variant="h2"
            counter={status.data ? `(${status.data.formSubmissions}/${status.data.activeBoard})` : undefined}
            description={t('questionnaireDescription')}
            actions={
              <Button disabled={!rows.length} loading={sendAll.isPending} onClick={() => setSendingAll(true)}>
                {t('sendAll')}
              </Button>
            }
          >
            {t('questionnaireHeader')}
          </Header>
        }
        empty={<Box textAlign="center">{t('noMembers')}</Box>}
        columnDefinitions={[
          { id: 'name', header: t('memberName'), cell: (r) => r.name },
          {
            id: 'email',
            header: t('memberEmail'),
            // An address may break before its @ where the table is narrow: the times then fit beside the tutorial panel.
            cell: (r) => {
              const at = r.email.lastIndexOf('@');
              return at > 0 ? (
                <>
                  {r.email.slice(0, at)}
                  <wbr />
                  {r.email.slice(at)}
                </>
              ) : (
                r.email
              );
            },
          },
          shortColumn({
            id: 'status',
            header: t('linkStatus'),
            cell: (r) =>
              r.link ? (
                <StatusIndicator type={INDICATOR[r.link.status]}>{t(`status_${r.link.status}`)}</StatusIndicator>
              ) : (
                t('notSent')
              ),
          }),
          shortColumn({ id: 'sent', header: t('lastSent'), cell: (r) => when(r.link?.sentAt) }),
          shortColumn({ id: 'opened', header: t('lastOpen'), cell: (r) => when(r.link?.openedAt) }),
          shortColumn({ id: 'submitted', header: t('lastSubmit'), cell: (r) => when(r.link?.submittedAt) }),
          // Each link's words whole (never 重 / 新 / 發 / 送): the table scrolls sideways instead.
          shortColumn<Row>(
            {
              id: 'actions',
              header: t('actions'),
              cell: (r) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-link"
                    ariaLabel={`${r.link ? t('sendAgain') : t('send')}: ${r.name}`}
                    disabled={r.status === 3}
                    onClick={() =>
                      sendOne.mutate(
                        { memberId: r.id, resend: Boolean(r.link) },
                        { onSuccess: report, onError: failedToSend },
                      )
                    }
                  >
                    {r.link ? t('sendAgain') : t('send')}
                  </Button>
                  {(links[r.id] ?? r.link?.address) && (
                    <Button
                      variant="inline-link"
                      ariaLabel={`${t('copyLink')}: ${r.name}`}
                      onClick={() => void copyLink((links[r.id] ?? r.link?.address)!, t('linkCopied'))}
                    >
                      {t('copyLink')}
                    </Button>
                  )}
                  {r.status === 3 && (
                    <Button
                      variant="inline-link"
                      ariaLabel={`${t('reset')}: ${r.name}`}
                      onClick={() => setConfirming(r)}
                    >
                      {t('reset')}
                    </Button>
                  )}
                </SpaceBetween>
              ),
            },
            'words',
          ),
        ]}
      />
      {sendingAll && (
        <SendAllConfirm
          year={year}
          busy={sendAll.isPending}
          onCancel={() => setSendingAll(false)}
          onSend={() =>
            sendAll.mutate(undefined, {
              onSuccess: report,
              onError: failedToSend,
              onSettled: () => setSendingAll(false),
            })
          }
        />
      )}
      {confirming && (
        <Modal
          visible
          header={t('resetTitle')}
          closeAriaLabel={t('cancel')}
          onDismiss={() => setConfirming(undefined)}
          footer={
            <Box float="right">
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="link" onClick={() => setConfirming(undefined)}>
                  {t('cancel')}
                </Button>
                <Button
                  variant="primary"
                  loading={reset.isPending}
                  onClick={() =>
                    reset.mutate(confirming.id, {
                      onSettled: () => setConfirming(undefined),
                      onSuccess: () => notifications.push({ type: 'success', text: t('resetDone'), literal: true }),
                    })
                  }
                >
                  {t('reset')}
                </Button>
              </SpaceBetween>
            </Box>
          }
        >
          {t('resetConfirm', { name: confirming.name })}
        </Modal>
      )}
    </>
  );
}
