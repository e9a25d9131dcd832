import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { StatusIndicatorProps } from '../../../ui/StatusIndicator';
import type { SignOffView } from '@esg/core/schemas/signOff';
import { formatDate } from '../../../i18n/format';
import { SaveError } from '../../../ui/SaveError';
import { signOffQuery } from '../../../api/boardSignOff';
import { progressQuery } from '../../../api/workflowProgress';
import { useSendSignOff } from '../api/signOff';
import { ns } from '../i18n';

const STATUS: Record<SignOffView['status'], StatusIndicatorProps.Type> = {
  none: 'pending',
  sent: 'in-progress',
  approved: 'success',
  returned: 'warning',
  reopened: 'warning',
  withdrawn: 'warning',
};

type Director = SignOffView['directors'][number];
type DirectorWords =
  | 'signOffMailFailed'
  | 'signOffDirectorApproved'
  | 'signOffDirectorCommented'
  | 'signOffDirectorWaiting'
  | 'signOffDirectorWithdrawn';
/** A director's answer; one who had not answered a withdrawn send is no longer waited for (ADR 0113). */
const directorState = (d: Director, withdrawn: boolean): [StatusIndicatorProps.Type, DirectorWords] =>
  d.outcome === 'failed'
    ? ['error', 'signOffMailFailed']
    : d.decision === 'approved'
      ? ['success', 'signOffDirectorApproved']
      : d.decision === 'commented'
        ? ['warning', 'signOffDirectorCommented']
        : withdrawn
          ? ['stopped', 'signOffDirectorWithdrawn']
          : ['pending', 'signOffDirectorWaiting'];

/**
 * The board's sign-off on Home, for administrators (docs/decisions/0113-board-sign-off.md): where it stands, each
 * director's answer, and the send — refused with the reason until every page is approved and a draft exists. Until
 * the year's progress (ADR 0114) counts every page approved, the send is disabled and says why, rather than
 * answering a click with the API's refusal.
 */
export function BoardSignOff({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  const signOff = useQuery(signOffQuery(year));
  const progress = useQuery(progressQuery(year));
  const send = useSendSignOff(year);
  const view = signOff.data;
  if (!view) return null;
  // A locked year is sent to no one: its report is printed (a restatement reopens it, ADR 0118).
  const canSend = view.status !== 'approved' && !view.locked;
  const { approved = 0, total = 0 } = progress.data?.overall ?? {};
  const notReady = progress.data && approved < total ? tc('signOffNotReady') : undefined;

  return (
    <Container
      data-testid="board-signoff"
      header={
        <Header
          variant="h2"
          description={t('signOffDescription')}
          actions={
            canSend && (
              <Button
                data-testid="signoff-send"
                loading={send.isPending}
                disabled={Boolean(notReady)}
                disabledReason={notReady}
                onClick={() => send.mutate()}
              >
                {t(view.status === 'none' ? 'signOffSend' : 'signOffSendAgain')}
              </Button>
            )
          }
        >
          {t('signOff')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <SaveError error={send.error} />
        {view.locked && view.status !== 'approved' && (
          <Box color="text-body-secondary" data-testid="signoff-locked">
            {t('signOffLocked')}
          </Box>
        )}
        {canSend && notReady && (
          <Box color="text-body-secondary" data-testid="signoff-not-ready">
            {notReady}
          </Box>
        )}
        {/* A send takes a draft generated after the last approval (ADR 0113): the returned page's fix needs a new one. */}
        {canSend && view.status === 'returned' && (
          <Box color="text-body-secondary" data-testid="signoff-redraft">
            {t('signOffRedraft')}
          </Box>
        )}
        {/* A page reopened after the board approved ended the approval (ADR 0113): a new draft and a new send. */}
        {canSend && view.status === 'reopened' && (
          <Box color="text-body-secondary" data-testid="signoff-reopened">
            {t('signOffReopened')}
          </Box>
        )}
        {/* A page reopened while the directors were asked withdrew the send (ADR 0113): a new draft and a new send. */}
        {canSend && view.status === 'withdrawn' && (
          <Box color="text-body-secondary" data-testid="signoff-withdrawn">
            {t('signOffWithdrawn')}
          </Box>
        )}
        <StatusIndicator type={STATUS[view.status]}>
          {view.status === 'approved' && view.approvedOn
            ? t('signOffApprovedOn', { date: formatDate(view.approvedOn, i18n.language) })
            : t(`signOff_${view.status}`)}
        </StatusIndicator>
        {view.directors.map((d) => {
          const [type, key] = directorState(d, view.status === 'withdrawn');
          return (
            <Box key={d.memberId}>
              <span translate="no">{d.name}</span>: <StatusIndicator type={type}>{t(key)}</StatusIndicator>
              {d.comment && <Box variant="p">{d.comment}</Box>}
            </Box>
          );
        })}
      </SpaceBetween>
    </Container>
  );
}
