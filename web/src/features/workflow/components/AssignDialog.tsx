import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { usersRoutes } from '@esg/core/contract/users';
import { fromDisplayDate } from '@esg/core/lib/dates';
import type { TaskView } from '@esg/core/schemas/workflow';
import { routeQuery } from '../../../api/routeQuery';
import { apiIssueText, errorText } from '../../../i18n/errorText';
import { validationIssues } from '../../../ui/fieldErrors';
import { DialogFooter } from '../../../ui/DialogFooter';
import { useAssign } from '../api/tasks';
import { useWorkflowText } from '../i18n';
import { personName } from '@esg/core/lib/personName';

/** The company's users, the first hundred by login: whom a task can be given to (the API checks each can write). */
const usersQuery = routeQuery(usersRoutes.listUsers, {
  query: { page: 0, size: 100, sort: 'login', order: 'asc' },
});

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
  const users = useQuery(usersQuery);
  const assign = useAssign(year);
  const [owners, setOwners] = useState<string[]>([]);
  const [due, setDue] = useState('');
  const [tried, setTried] = useState(false);
  const dueDate = due.trim() === '' ? undefined : fromDisplayDate(due);
  const dueBad = due.trim() !== '' && !dueDate;
  // The API's refusal of the day itself (outside the year's work) is said at the field; anything else below the form.
  const refused = validationIssues(assign.error);
  const dueRefused = refused.find((i) => i.path === 'body.dueDate');
  const elsewhere = assign.error && !(dueRefused && refused.length === 1);
  const options = (users.data?.items ?? [])
    .filter((u) => u.activated)
    .map((u) => ({ value: u.id, label: personName(u) || u.login, description: u.login }));
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
        <FormField label={t('assignOwners')} errorText={tried && owners.length === 0 ? t('ownersRequired') : undefined}>
          <Multiselect
            selectedOptions={options.filter((o) => owners.includes(o.value))}
            options={options}
            statusType={users.isPending ? 'loading' : users.isError ? 'error' : 'finished'}
            loadingText={t('usersLoading')}
            placeholder={t('assignOwnersPlaceholder')}
            filteringType="auto"
            onChange={(e) => setOwners(e.detail.selectedOptions.map((o) => o.value!))}
          />
        </FormField>
        <FormField
          label={t('assignDue')}
          constraintText={t('assignDueHint')}
          errorText={tried && dueBad ? t('dueInvalid') : dueRefused && apiIssueText(t, dueRefused)}
        >
          <Input value={due} placeholder="DD-MM-YYYY" onChange={(e) => setDue(e.detail.value)} />
        </FormField>
        {elsewhere && <Alert type="error">{errorText(t, assign.error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
