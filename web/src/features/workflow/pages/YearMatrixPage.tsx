import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { TASK_STATES } from '@esg/core/calc/workflow/machine';
import { dataPageEntryByKey, dataPageRoute } from '@esg/core/pages/pageIndex';
import type { TitleKey } from '@esg/core/pages/titles';
import type { TaskView } from '@esg/core/schemas/workflow';
import { yearTasksQuery } from '../../../api/workflowTasks';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { AppLink } from '../../../ui/AppLink';
import { CollectionTable } from '../../../ui/CollectionTable';
import { KeptWhole, shortColumn } from '../../../ui/shortColumn';
import { PageLayout } from '../../../ui/PageLayout';
import { STATE_INDICATOR } from '../../../ui/taskState';
import { AssignDialog } from '../components/AssignDialog';
import { useWorkflowText } from '../i18n';
import { useLocationName } from '../../../ui/locationName';

type Filter = 'owner' | 'section' | 'pageKey' | 'location' | 'state';
const NONE = '_any';
const UNOWNED = '_unowned';

const matches = (task: TaskView, f: Record<Filter, string>) =>
  (f.owner === NONE || (f.owner === UNOWNED ? task.unowned : task.owners.some((o) => o.userId === f.owner))) &&
  (f.section === NONE || task.section === f.section) &&
  (f.pageKey === NONE || task.pageKey === f.pageKey) &&
  (f.location === NONE || task.location?.id === f.location) &&
  (f.state === NONE || task.state === f.state);

const unique = <T,>(items: readonly T[], key: (t: T) => string) => [
  ...new Map(items.map((item) => [key(item), item])).values(),
];

/**
 * `/reporting/review_approval`: the whole year as a matrix (ADR 0102, 0111) — every page of its rule set and every
 * location of a resource page, with state, owners and due date — filtered by owner, section, page, location and
 * state (a reviewer's queue: what is submitted). An administrator assigns what the filters show: a section to a
 * user, every location's electricity to a user.
 */
export function YearMatrixPage() {
  const { t, owners } = useWorkflowText();
  const { t: title } = useTranslation(titlesNs);
  const nameOf = useLocationName();
  const { year, stored } = useSession();
  const canAssign = stored?.role.privileges.includes('users:manage') ?? false;
  const matrix = useQuery({ ...yearTasksQuery(year ?? ''), enabled: !!year });
  const [filter, setFilter] = useState<Record<Filter, string>>({
    owner: NONE,
    section: NONE,
    pageKey: NONE,
    location: NONE,
    state: NONE,
  });
  const [assigning, setAssigning] = useState(false);
  const [assigned, setAssigned] = useState<number>();
  const all = useMemo(() => matrix.data?.tasks ?? [], [matrix.data]);
  const shown = useMemo(() => all.filter((task) => matches(task, filter)), [all, filter]);
  const approved = all.filter((task) => task.state === 'approved').length;
  const pageTitle = (key: string) => title(key as TitleKey);

  const choices: Record<Filter, { value: string; label: string }[]> = {
    owner: [
      { value: NONE, label: t('anyOwner') },
      { value: UNOWNED, label: t('unowned') },
      ...unique(
        all.flatMap((task) => task.owners),
        (o) => o.userId,
      ).map((o) => ({ value: o.userId, label: o.name })),
    ],
    section: [
      { value: NONE, label: t('anySection') },
      ...[...new Set(all.map((task) => task.section))].map((s) => ({ value: s, label: pageTitle(s) })),
    ],
    pageKey: [
      { value: NONE, label: t('anyPage') },
      ...[
        ...new Set(
          all.filter((task) => filter.section === NONE || task.section === filter.section).map((x) => x.pageKey),
        ),
      ].map((key) => ({ value: key, label: pageTitle(key) })),
    ],
    location: [
      { value: NONE, label: t('anyLocation') },
      ...unique(
        all.flatMap((task) => (task.location ? [task.location] : [])),
        (l) => l.id,
      ).map((l) => ({ value: l.id, label: l.name })),
    ],
    state: [{ value: NONE, label: t('anyState') }, ...TASK_STATES.map((s) => ({ value: s, label: t(`state_${s}`) }))],
  };
  const labels: Record<Filter, string> = {
    owner: t('filterOwner'),
    section: t('filterSection'),
    pageKey: t('filterPage'),
    location: t('filterLocation'),
    state: t('filterState'),
  };
  const filters = (
    <SpaceBetween direction="horizontal" size="s">
      {(Object.keys(labels) as Filter[]).map((f) => (
        <FormField key={f} label={labels[f]}>
          <Select
            data-testid={`matrix-filter-${f}`}
            selectedOption={choices[f].find((o) => o.value === filter[f]) ?? choices[f][0]!}
            options={choices[f]}
            filteringType={f === 'section' || f === 'state' ? 'none' : 'auto'}
            onChange={(e) => setFilter((was) => ({ ...was, [f]: e.detail.selectedOption.value ?? NONE }))}
          />
        </FormField>
      ))}
    </SpaceBetween>
  );

  return (
    <PageLayout
      title={title('review_approval')}
      description={year ? t('matrixDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : (
        <SpaceBetween size="l">
          {matrix.data?.locked && <Alert type="info">{t('lockedYear')}</Alert>}
          {assigned !== undefined && (
            <Alert type="success" dismissible onDismiss={() => setAssigned(undefined)}>
              {t('assignDone', { count: assigned })}
            </Alert>
          )}
          <CollectionTable<TaskView>
            title={t('summary', { approved, total: all.length })}
            headerVariant="h2"
            items={matrix.data ? shown : undefined}
            total={all.length}
            loading={matrix.isPending}
            error={matrix.error ?? undefined}
            empty={<Box color="text-body-secondary">{t('matrixEmpty')}</Box>}
            trackBy={(task) => `${task.pageKey}#${task.location?.id ?? ''}`}
            filters={filters}
            preferences={{ id: 'workflowMatrix', pageSize: 50 }}
            actions={
              canAssign &&
              !matrix.data?.locked && (
                <Button disabled={shown.length === 0} onClick={() => setAssigning(true)}>
                  {t('assignShown')}
                </Button>
              )
            }
            columns={[
              {
                id: 'page',
                header: t('colPage'),
                isRowHeader: true,
                cell: (task) => {
                  const entry = dataPageEntryByKey(task.pageKey);
                  return entry ? (
                    <AppLink href={dataPageRoute(entry)}>{pageTitle(task.pageKey)}</AppLink>
                  ) : (
                    pageTitle(task.pageKey)
                  );
                },
              },
              {
                id: 'location',
                header: t('colLocation'),
                cell: (task) => (task.location ? nameOf(task.location) : t('wholePageScope')),
              },
              shortColumn({
                id: 'state',
                header: t('colState'),
                cell: (task) => (
                  <StatusIndicator type={STATE_INDICATOR[task.state]}>{t(`state_${task.state}`)}</StatusIndicator>
                ),
              }),
              shortColumn(
                {
                  id: 'owners',
                  header: t('colOwners'),
                  cell: (task) =>
                    task.unowned && task.owners.length === 0 ? (
                      <KeptWhole>
                        <StatusIndicator type="warning">{t('unowned')}</StatusIndicator>
                      </KeptWhole>
                    ) : (
                      <span translate="no">{owners(task.owners)}</span>
                    ),
                },
                'words',
              ),
              shortColumn({
                id: 'due',
                header: t('colDue'),
                cell: (task) =>
                  task.dueDate ? (
                    <SpaceBetween direction="horizontal" size="xs">
                      <span>{formatDate(task.dueDate)}</span>
                      {task.overdue && <StatusIndicator type="error">{t('overdue')}</StatusIndicator>}
                    </SpaceBetween>
                  ) : (
                    t('noDueDate')
                  ),
              }),
            ]}
          />
          {assigning && (
            <AssignDialog
              year={year}
              tasks={shown}
              onClose={(count) => {
                setAssigning(false);
                if (count !== undefined) setAssigned(count);
              }}
            />
          )}
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
