import { dataPageEntryByKey, dataPageRoute } from '@esg/core/pages/pageIndex';
import type { TaskView } from '@esg/core/schemas/workflow';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { AppLink } from '../../../ui/AppLink';
import { ListTable } from '../../../ui/ListTable';
import { STATE_INDICATOR } from '../../../ui/taskState';
import { myTasksQuery } from '../api/myTasks';
import { ns } from '../i18n';
import { useLocationName } from '../../../ui/locationName';

/**
 * "My tasks" on Home (ADR 0102): the pages (and locations of resource pages) the signed-in user owes this year and,
 * for a reviewer, those submitted that wait for their review (named by who submitted them), overdue first, each with
 * its due date and state; and, once the year was locked with pages unapproved, the administrator's reason.
 */
export function MyTasks({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const nameOf = useLocationName();
  const { t: title } = useTranslation(titlesNs);
  const tasks = useQuery(myTasksQuery(year));
  const override = tasks.data?.lockOverride;

  return (
    <SpaceBetween size="s">
      {override && (
        <Alert
          type="warning"
          // Every page approved: what was missing is the board's sign-off (ADR 0113).
          header={t(override.pending === 0 ? 'lockedOverrideBoard' : 'lockedOverride')}
          data-testid="lock-override"
        >
          {t('lockedOverrideReason', {
            reason: override.reason,
            date: formatDate(override.at, i18n.language),
          })}
        </Alert>
      )}
      <ListTable<TaskView>
        data-testid="my-tasks"
        title={t('myTasks')}
        items={tasks.data?.tasks ?? []}
        loading={tasks.isPending}
        loadingText={t('myTasksLoading')}
        trackBy={(task) => `${task.pageKey}#${task.location?.id ?? ''}`}
        empty={<Box color="text-body-secondary">{tasks.isError ? t('myTasksFailed') : t('myTasksEmpty')}</Box>}
        columns={[
          {
            id: 'page',
            header: t('taskPage'),
            rowHeader: true,
            cell: (task) => {
              const name = title(task.pageKey);
              const label = task.location ? `${name} · ${nameOf(task.location)}` : name;
              const entry = dataPageEntryByKey(task.pageKey);
              const route = entry && dataPageRoute(entry);
              // Underlined, as a link in any table (Cloudscape draws one so, not by its colour alone).
              return route ? (
                <AppLink href={route} variant="primary">
                  {label}
                </AppLink>
              ) : (
                label
              );
            },
          },
          {
            id: 'due',
            header: t('taskDue'),
            cell: (task) =>
              task.dueDate ? (
                <SpaceBetween size="xs" direction="horizontal">
                  <span>{formatDate(task.dueDate, i18n.language)}</span>
                  {task.overdue && <StatusIndicator type="error">{t('overdue')}</StatusIndicator>}
                </SpaceBetween>
              ) : (
                t('noDueDate')
              ),
          },
          {
            id: 'state',
            header: t('status'),
            cell: (task) => (
              <StatusIndicator type={STATE_INDICATOR[task.state]}>
                {t(`task_${task.state}`, { name: task.submittedBy?.name ?? '' })}
              </StatusIndicator>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
