import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { COMPANY_WRITE } from '@esg/core/catalogue/dataPage';
import { usersRoutes } from '@esg/core/contract/users';
import { fromDisplayDate, hongKongDate, isNoSuchDay } from '@esg/core/lib/dates';
import { pageByKey } from '@esg/core/pages/index';
import type { TaskView } from '@esg/core/schemas/workflow';
import type { Privilege } from '@esg/core/vocabulary/privileges';
import { routeQuery } from '../../../api/routeQuery';
import { apiIssueText, errorText, issueText } from '../../../i18n/errorText';
import { pathOf, validationIssues } from '../../../ui/fieldErrors';
import { DialogFooter } from '../../../ui/DialogFooter';
import { useAssign } from '../api/tasks';
import { useWorkflowText } from '../i18n';
import { personName } from '@esg/core/lib/personName';

/**
 * The company's users acting with a role that holds `privilege`, the first hundred by login: whom a page written with
 * it can be given to (never the read-only auditor); the API checks each owner again.
 */
const holdersQuery = (privilege: Privilege) =>
  routeQuery(usersRoutes.listUsers, { query: { page: 0, size: 100, sort: 'login', order: 'asc', privilege } });

/** The privileges that write the tasks' pages (each page module's `nav.write`): an owner must hold every one. */
const writePrivileges = (tasks: readonly TaskView[]) => [
  ...new Set(tasks.map((task) => pageByKey(task.pageKey)?.nav.write ?? COMPANY_WRITE)),
];

/** The active users in every list: those who may write every page of the tasks. */
function useOwnerChoices(tasks: readonly TaskView[]) {
  return useQueries({
    queries: writePrivileges(tasks).map(holdersQuery),
    combine: (lists) => {
      const [first, ...rest] = lists.map((l) => l.data?.items ?? []);
      const ids = rest.map((items) => new Set(items.map((u) => u.id)));
      return {
        users: (first ?? []).filter((u) => u.activated && ids.every((set) => set.has(u.id))),
        isPending: lists.some((l) => l.isPending),
        isError: lists.some((l) => l.isError),
      };
    },
  });
}

interface Props {
  year: string;
  tasks: readonly TaskView[];
  onClose: (assigned?: number) => void;
}

/**
 * Owners and a due date for every task the matrix shows (ADR 0102, 0111): a section to a user is the section's
 * filter, every location's electricity is the Electricity page's filter.
 */
export function AssignDialog({ year, tasks, onClose }: Props) {
  const { t } = useWorkflowText();
  const users = useOwnerChoices(tasks);
  const assign = useAssign(year);
  const [owners, setOwners] = useState<string[]>([]);
  const [due, setDue] = useState('');
  const [tried, setTried] = useState(false);
  const dueDate = due.trim() === '' ? undefined : fromDisplayDate(due);
  const dueBad = due.trim() !== '' && !dueDate;
  // The API's refusal of an owner (one who cannot write a page) or of the day (outside the year's work) is said at its
  // field; anything else below the form.
  const refused = validationIssues(assign.error);
  const dueRefused = refused.find((i) => pathOf(i)[0] === 'dueDate');
  const ownerRefused = refused.find((i) => pathOf(i)[0] === 'owners');
  const others = refused.filter((i) => i !== dueRefused && i !== ownerRefused);
  const said = () => (others[0] ? issueText(t, others[0]) : refused.length === 0 ? errorText(t, assign.error) : '');
  const elsewhere = assign.error ? said() : '';
  const options = users.users.map((u) => ({ value: u.id, label: personName(u) || u.login, description: u.login }));
  const confirm = () => {
    setTried(true);
    if (owners.length === 0 || dueBad) return;
    assign.mutate(
      {
        tasks: tasks.map((task) => ({
          pageKey: task.pageKey,
          ...(task.location ? { location: task.location.id } : {}),
        })),
        owners,
        ...(dueDate ? { dueDate } : {}),
      },
      { onSuccess: () => onClose(tasks.length) },
    );
  };
  return (
    <Modal
      visible
      onDismiss={() => onClose()}
      header={t('assignHeader', { count: tasks.length })}
      footer={
        <DialogFooter
          confirm={t('assignConfirm')}
          busy={assign.isPending}
          onCancel={() => onClose()}
          onConfirm={confirm}
        />
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t('assignOwners')}
          errorText={tried && owners.length === 0 ? t('ownersRequired') : ownerRefused && apiIssueText(t, ownerRefused)}
        >
          <Multiselect
            selectedOptions={options.filter((o) => owners.includes(o.value))}
            options={options}
            statusType={users.isPending ? 'loading' : users.isError ? 'error' : 'finished'}
            loadingText={t('usersLoading')}
            errorText={t('usersFailed')}
            empty={t('usersNone')}
            placeholder={t('assignOwnersPlaceholder')}
            filteringType="auto"
            filteringPlaceholder={t('usersSearch')}
            filteringAriaLabel={t('usersSearch')}
            onChange={(e) => setOwners(e.detail.selectedOptions.map((o) => o.value!))}
          />
        </FormField>
        <FormField
          label={t('assignDue')}
          constraintText={t('assignDueHint')}
          // A day already gone is allowed (a year's late start), but the pages are overdue at once: said, not refused.
          warningText={dueDate && dueDate < hongKongDate() ? t('assignDuePast') : undefined}
          errorText={
            tried && dueBad
              ? isNoSuchDay(due)
                ? t('dateNoSuchDay', { ns: 'common' })
                : t('dueInvalid')
              : dueRefused && apiIssueText(t, dueRefused)
          }
        >
          <Input value={due} placeholder="DD-MM-YYYY" onChange={(e) => setDue(e.detail.value)} />
        </FormField>
        {elsewhere && <Alert type="error">{elsewhere}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
