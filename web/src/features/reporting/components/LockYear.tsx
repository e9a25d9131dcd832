import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { workflowRoutes } from '@esg/core/contract/workflow';
import { yearLockRoutes } from '@esg/core/contract/yearLock';
import { companyRoutes } from '@esg/core/contract/company';
import { signOffRoutes } from '@esg/core/contract/signOff';
import type { TitleKey } from '@esg/core/pages/titles';
import type { TaskView } from '@esg/core/schemas/workflow';
import { callRoute } from '../../../api/client';
import { invalidateRoutes } from '../../../api/routeQuery';
import { signOffQuery } from '../../../api/boardSignOff';
import { yearTasksQuery } from '../../../api/workflowTasks';
import { titlesNs } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { useSession } from '../../../session/useSession';
import { DialogFooter } from '../../../ui/DialogFooter';
import { useLocationName } from '../../../ui/locationName';
import { useBroughtIntoView } from '../../../ui/useBroughtIntoView';
import { reportIndexQuery } from '../api/reportJobs';
import { ns } from '../i18n';

/** What is not approved yet: each page (and location) with its state, in the reader's language. */
function PendingList({ tasks }: { tasks: readonly TaskView[] }) {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const placeName = useLocationName();
  return (
    <ul data-testid="lock-pending">
      {tasks.map((task) => {
        const page = title(task.pageKey as TitleKey);
        return (
          <li key={`${task.pageKey}#${task.location?.id ?? ''}`}>
            {task.location ? t('pageAndLocation', { page, location: placeName(task.location) }) : page} —{' '}
            {t(`taskState_${task.state}`)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Confirms the lock; with pages unapproved, or without the board's sign-off (ADR 0113), the administrator's reason is
 * required (audited, shown on Home).
 */
interface DialogProps {
  year: string;
  pending: number;
  signedOff: boolean;
  onClose: () => void;
  onLocked: () => void;
}

function LockDialog({ year, pending, signedOff, onClose, onLocked }: DialogProps) {
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const override = pending > 0 || !signedOff;
  const lock = useMutation({
    mutationFn: () =>
      callRoute(yearLockRoutes.workflowLock, {
        params: { year },
        body: override ? { overrideReason: reason.trim() } : {},
      }),
    onSuccess: onLocked,
    // The lock prints the year: every read of the year's state (tasks, the printed flag, Home) is read again.
    onSettled: () =>
      invalidateRoutes(
        client,
        workflowRoutes.workflowMatrix,
        workflowRoutes.workflowMine,
        companyRoutes.listPeriods,
        companyRoutes.isPrinted,
        signOffRoutes.workflowSignOff,
      ),
  });
  const missing = override && reason.trim() === '';
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('lockConfirmHeader')}
      footer={
        <DialogFooter
          confirm={t('lockConfirm')}
          busy={lock.isPending}
          onCancel={onClose}
          onConfirm={() => {
            setTried(true);
            if (!missing) lock.mutate();
          }}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{t('lockConfirmBody')}</Box>
        {override && (
          <>
            <Alert type="warning">{t(pending > 0 ? 'lockOverrideHint' : 'lockOverrideHintBoard')}</Alert>
            <FormField
              label={t(pending > 0 ? 'lockReason' : 'lockReasonBoard')}
              errorText={tried && missing ? t('lockReasonRequired') : undefined}
            >
              <Textarea value={reason} rows={3} ariaRequired onChange={(e) => setReason(e.detail.value)} />
            </FormField>
          </>
        )}
        {lock.error && <Alert type="error">{errorText(t, lock.error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}

/**
 * Where the year is printed (ADR 0102, 0111, 0113): the lock is refused until every page (and location) is approved —
 * the list says what is missing — and the board has signed off the report; the company's administrator may lock
 * regardless with a recorded reason. No reason locks a year with provisions left open (ADR 0161).
 */
export function LockYear({ year }: { year: string }) {
  const { t } = useTranslation(ns);
  const canLock = useSession().stored?.role.privileges.includes('users:manage') ?? false;
  const matrix = useQuery(yearTasksQuery(year));
  const signOff = useQuery(signOffQuery(year));
  // The lock prints the year, so it is refused while its final report would be (ADR 0161): the provisions the gaps
  // list below names. The index that list reads: no second build of the year's report.
  const index = useQuery({ ...reportIndexQuery(year), staleTime: 60_000 });
  const gaps = index.data?.entries.filter((e) => e.state === 'gap').length ?? 0;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  // The lock's card goes away with the lock: focus (and the view) move to the answer, not to the page's body (ADR 0068).
  const shown = done && !!matrix.data?.locked;
  const doneBox = useBroughtIntoView(shown, shown);
  if (matrix.isPending || signOff.isPending) return null;
  if (matrix.isError || signOff.isError) return <Alert type="error">{t('lockLoadFailed')}</Alert>;
  if (matrix.data.locked)
    return done ? (
      <div ref={doneBox} tabIndex={-1}>
        <Alert type="success" data-testid="lock-done">
          {t('lockDone')}
        </Alert>
      </div>
    ) : null;
  const pending = matrix.data.tasks.filter((task) => task.state !== 'approved');
  const board = signOff.data.status;
  const signedOff = board === 'approved';
  return (
    <Container
      data-testid="lock-year"
      header={
        <Header
          variant="h2"
          actions={
            canLock && (
              <Button disabled={gaps > 0} onClick={() => setOpen(true)}>
                {t('lockButton')}
              </Button>
            )
          }
          description={canLock ? undefined : t('lockAdminOnly')}
        >
          {t('lockHeader')}
        </Header>
      }
    >
      {pending.length === 0 && signedOff && gaps === 0 ? (
        <Box>{t('lockReady')}</Box>
      ) : (
        <SpaceBetween size="s">
          {gaps > 0 && (
            <Alert type="warning" data-testid="lock-gaps">
              {t('lockGaps', { count: gaps })}
            </Alert>
          )}
          {pending.length > 0 && (
            <>
              <Alert type="warning" data-testid="lock-refused">
                {t('lockPending', { count: pending.length })}
              </Alert>
              <ExpandableSection headerText={t('lockPendingList')} defaultExpanded={pending.length <= 10}>
                <PendingList tasks={pending} />
              </ExpandableSection>
            </>
          )}
          {board !== 'approved' && (
            <Alert type="warning" data-testid="lock-board">
              {t(`lockBoard_${board}`)}
            </Alert>
          )}
        </SpaceBetween>
      )}
      {open && (
        <LockDialog
          year={year}
          pending={pending.length}
          signedOff={signedOff}
          onClose={() => setOpen(false)}
          onLocked={() => {
            setOpen(false);
            setDone(true);
          }}
        />
      )}
    </Container>
  );
}
