import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { TaskView } from '@esg/core/schemas/workflow';
import { dataPageEntryByKey } from '@esg/core/pages/pageIndex';
import { ApiError } from '../../../api/errors';
import { taskOf, yearTasksQuery } from '../../../api/workflowTasks';
import type { TaskBarProps } from '../../../forms/pageData/taskBar';
import { errorText } from '../../../i18n/errorText';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { useTaskAction, type TaskAction } from '../api/tasks';
import { useWorkflowText } from '../i18n';
import { STATE_INDICATOR } from '../../../ui/taskState';
import { CheckList } from './CheckList';
import { ReasonDialog, type ReasonKind } from './ReasonDialog';
import { ReviewPanel } from './ReviewPanel';

/** What the signed-in user may do with a task (ADR 0102): the API decides again, the bar only offers. */
function useAbilities(task: TaskView | undefined, locked: boolean) {
  const stored = useSession().stored;
  const privileges = stored?.role.privileges ?? [];
  const write = (task && dataPageEntryByKey(task.pageKey)?.write) ?? 'company:write';
  const canWrite = privileges.includes(write);
  const reviewer = privileges.includes('pages:review');
  const administrator = privileges.includes('users:manage');
  const state = task?.state;
  const own = !!task?.submittedBy && task.submittedBy.userId === stored?.user.id;
  return {
    canWrite,
    reviewer,
    own,
    administrator,
    submit: !locked && canWrite && (state === 'notStarted' || state === 'inProgress' || state === 'returned'),
    // A submission no reviewer has acted on goes back to its writers (ADR 0102, amended).
    withdraw: !locked && (canWrite || own) && state === 'submitted',
    review: !locked && reviewer && state === 'submitted',
    reopen: !locked && reviewer && state === 'approved',
  };
}

/**
 * The workflow bar of a data page, or of one location of a resource page (docs/decisions/0111-workflow-screens.md):
 * its state, owners and due date, and what the signed-in user may do — submit for review; as a reviewer approve,
 * return with a comment or reopen with a reason; as a writer withdraw a submission no reviewer has acted on. A
 * refused submission lists the checks that failed; a submitted or an approved page says it is read-only, and why.
 * The review (changes since the last approval, comment threads) opens below.
 */
export function WorkflowBar({ pageKey, year, location }: TaskBarProps) {
  const { t, owners } = useWorkflowText();
  const matrix = useQuery(yearTasksQuery(year));
  const task = taskOf(matrix.data?.tasks, pageKey, location?.id);
  const locked = matrix.data?.locked ?? false;
  const can = useAbilities(task, locked);
  const ref = { year, pageKey, ...(location ? { location: location.id } : {}) };
  const act = useTaskAction(ref);
  const [dialog, setDialog] = useState<ReasonKind | null>(null);
  // The button pressed goes away with the state it acted on: focus moves to the new state, said to a screen reader,
  // instead of falling to the page's body (ADR 0111).
  const stateRef = useRef<HTMLDivElement>(null);
  const [acted, setActed] = useState(0);
  useEffect(() => {
    if (acted > 0) stateRef.current?.focus();
  }, [acted]);
  // A matrix that cannot be read (or a page outside the year's rule set) leaves the page as it was.
  if (!task) return null;
  const testId = location ? `workflow-bar-${location.id}` : 'workflow-bar';
  const run = (action: TaskAction) => {
    act.mutate(
      { action, version: task.version },
      {
        onSuccess: () => {
          setDialog(null);
          setActed((n) => n + 1);
        },
      },
    );
  };
  const approveBlocked = task.openComments > 0 || (can.own && !can.administrator);
  const onApprove = () => (can.own ? setDialog('approveOwn') : run({ kind: 'approve' }));
  const refused = act.error instanceof ApiError && act.error.messageKey === 'taskChecksFailed' ? act.error : null;
  const actions = (
    <SpaceBetween direction="horizontal" size="xs">
      {can.submit && (
        <Button variant="primary" loading={act.isPending} onClick={() => run({ kind: 'submit' })}>
          {t('submit')}
        </Button>
      )}
      {can.withdraw && (
        <Button onClick={() => run({ kind: 'withdraw' })} disabled={act.isPending}>
          {t('withdraw')}
        </Button>
      )}
      {can.review && (
        <Button onClick={() => setDialog('return')} disabled={act.isPending}>
          {t('returnPage')}
        </Button>
      )}
      {can.review && (
        <Button variant="primary" onClick={onApprove} disabled={approveBlocked} loading={act.isPending}>
          {t('approve')}
        </Button>
      )}
      {can.reopen && <Button onClick={() => setDialog('reopen')}>{t('reopen')}</Button>}
    </SpaceBetween>
  );
  // The day in the reader's time zone (the instant is UTC).
  const when = (iso?: string) => (iso ? formatDateTime(iso).slice(0, 10) : '');
  return (
    <Container
      data-testid={testId}
      header={
        <Header
          variant="h2"
          actions={actions}
          description={
            task.state === 'approved' && task.approvedBy
              ? t('approvedBy', { name: task.approvedBy.name, date: when(task.approvedAt) })
              : task.submittedBy && task.state === 'submitted'
                ? t('submittedBy', { name: task.submittedBy.name, date: when(task.submittedAt) })
                : undefined
          }
        >
          {location ? t('barLabelLocation', { location: location.name }) : t('barLabel')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={3} variant="text-grid">
          <div ref={stateRef} tabIndex={-1} data-testid={`${testId}-state-focus`}>
            <Box variant="awsui-key-label">{t('state')}</Box>
            <StatusIndicator type={STATE_INDICATOR[task.state]} data-testid={`${testId}-state`}>
              {t(`state_${task.state}`)}
            </StatusIndicator>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('owners')}</Box>
            <div data-testid={`${testId}-owners`} translate="no">
              {task.owners.length === 0 ? t('noOwner') : owners(task.owners)}
            </div>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('due')}</Box>
            <SpaceBetween direction="horizontal" size="xs">
              <span>{task.dueDate ? formatDate(task.dueDate) : t('noDueDate')}</span>
              {task.overdue && <StatusIndicator type="error">{t('overdue')}</StatusIndicator>}
            </SpaceBetween>
          </div>
        </ColumnLayout>
        {task.state === 'submitted' && (
          <Alert
            type="info"
            header={location ? t('submittedLocationHeader', { location: location.name }) : t('submittedHeader')}
            data-testid={`${testId}-submitted`}
          >
            {t(can.withdraw ? 'submittedBodyWithdraw' : 'submittedBody')}
          </Alert>
        )}
        {task.state === 'approved' && (
          <Alert
            type="success"
            header={location ? t('approvedLocationHeader', { location: location.name }) : t('approvedHeader')}
            data-testid={`${testId}-approved`}
          >
            {t('approvedBody')}
          </Alert>
        )}
        {task.note && (task.state !== 'approved' || task.note.kind === 'approvedOwn') && (
          <Alert
            type={task.note.kind === 'returned' ? 'warning' : 'info'}
            header={noteHeader(task, t, when)}
            data-testid={`${testId}-note`}
          >
            <span translate="no">{task.note.text}</span>
          </Alert>
        )}
        {can.review && task.openComments > 0 && (
          <Alert type="info" data-testid={`${testId}-blocked`}>
            {t('openCommentsBlock', { count: task.openComments })}
          </Alert>
        )}
        {can.review && can.own && !can.administrator && <Alert type="info">{t('ownSubmissionBlock')}</Alert>}
        {refused ? (
          <CheckList pageKey={pageKey} location={!!location} error={refused} testId={`${testId}-checks`} />
        ) : (
          act.error && !dialog && <Alert type="error">{errorText(t, act.error)}</Alert>
        )}
        <ExpandableSection headerText={t('review')} defaultExpanded={task.openComments > 0}>
          <ReviewPanel taskRef={ref} canComment={can.canWrite || can.reviewer} />
        </ExpandableSection>
      </SpaceBetween>
      {dialog && (
        <ReasonDialog
          kind={dialog}
          busy={act.isPending}
          error={act.error}
          onCancel={() => {
            setDialog(null);
            act.reset();
          }}
          onConfirm={(text) =>
            run(
              dialog === 'return'
                ? { kind: 'return', comment: text }
                : dialog === 'reopen'
                  ? { kind: 'reopen', reason: text }
                  : { kind: 'approve', overrideReason: text },
            )
          }
        />
      )}
    </Container>
  );
}

type T = ReturnType<typeof useWorkflowText>['t'];

/** Who returned, reopened or approved their own submission, and when; the note's text is theirs, as written. */
function noteHeader(task: TaskView, t: T, when: (iso?: string) => string) {
  const note = task.note!;
  if (note.kind === 'returned') return t('returnedHeader', { name: note.by, date: when(note.at) });
  if (note.kind === 'reopened') return t('reopenedHeader', { name: note.by, date: when(note.at) });
  return t('approvedOwnHeader', { date: when(note.at) });
}
