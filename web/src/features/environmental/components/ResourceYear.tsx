import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ResourceType } from '@esg/core/schemas/resources';
import { useResourceRows, type ResourceRow } from '../api/listResourceRows';
import { ns } from '../i18n';
import { groupByLocation, type LocationGroup } from '../locations';
import { useSession } from '../../../session/useSession';
import { TaskBar } from '../../../forms/pageData/taskBar';
import { useHeldLocations } from '../../../api/workflowTasks';
import { AnomalyTable } from '../../../ui/anomalies/AnomalyTable';
import { useLocationName } from '../../../ui/locationName';
import { AddRowModal } from './AddRowModal';
import { CopyRowsOffer } from './CopyRowsOffer';
import { EditRowModal } from './EditRowModal';
import { EmissionsSummary } from './EmissionsSummary';
import { LocationRows } from './LocationRows';
import { MonthlyDrawer } from './MonthlyDrawer';
import { RemoveRowModal } from './RemoveRowModal';
import { useRowName } from './useRowName';

type Dialog =
  | { kind: 'add'; group: LocationGroup }
  | { kind: 'months'; row: ResourceRow }
  | { kind: 'edit'; row: ResourceRow }
  | { kind: 'remove'; row: ResourceRow }
  | null;

/**
 * One resource type in one reporting year: the summary, a table per location under its review bar (ADR 0111), and
 * the dialogs. A submitted or approved location is read-only like a printed year until a reviewer returns or reopens
 * it, or its submission is withdrawn (ADR 0102, amended).
 */
export function ResourceYear({ pageKey, type, year }: { pageKey: string; type: ResourceType; year: string }) {
  const { t } = useTranslation(ns);
  const query = useResourceRows(type, year);
  const held = useHeldLocations(pageKey, year);
  const name = useRowName(type);
  const nameIn = useLocationName();
  const [dialog, setDialog] = useState<Dialog>(null);
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  if (query.isPending) return <Spinner size="large" aria-label={t('loading')} />;
  if (query.isError)
    return (
      <Alert type="error" action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  const list = query.data;
  const groups = groupByLocation(list);
  // A location by its name in the reader's language where the API sends it (ADR 0121), as every screen names it.
  const locationName = (id: string) => {
    const group = groups.find((g) => g.id === id);
    return group?.name !== undefined ? nameIn(group) : t('unknownLocation', { id: id.slice(-6) });
  };
  const rowName = (row: ResourceRow) => name(row.attributes);
  // A role that only reads (an auditor, a reader) is offered no change: the API would refuse it, and a refusal ends
  // the session (the spec's 403 handling).
  const readOnlyAt = (locationId: string) =>
    list.locked ? 'printed' : (held.get(locationId) ?? (!canWrite ? 'role' : undefined));
  const close = () => setDialog(null);
  return (
    <SpaceBetween size="l">
      {list.locked && (
        <Alert type="info" header={t('lockedHeader')} data-testid="locked-banner">
          {t('lockedBody')}
        </Alert>
      )}
      <EmissionsSummary year={year} list={list} />
      {canWrite && !list.locked && list.rows.length === 0 && (list.lastYear?.totals.length ?? 0) > 0 && (
        <CopyRowsOffer type={type} list={list} />
      )}
      {groups.length === 0 && <Alert type="info">{t('noLocations')}</Alert>}
      {groups.map((group) => (
        <SpaceBetween key={group.id} size="s">
          {group.inBoundary && (
            <TaskBar pageKey={pageKey} year={year} location={{ id: group.id, name: locationName(group.id) }} />
          )}
          <LocationRows
            group={group}
            locationName={locationName(group.id)}
            rowName={rowName}
            locked={readOnlyAt(group.id) !== undefined}
            onAdd={() => setDialog({ kind: 'add', group })}
            onMonths={(row) => setDialog({ kind: 'months', row })}
            onEdit={(row) => setDialog({ kind: 'edit', row })}
            onRemove={(row) => setDialog({ kind: 'remove', row })}
          />
          {/* The location's unusual figures, explained where they are entered (ADR 0107); read again after each save. */}
          <AnomalyTable
            year={year}
            canWrite={canWrite && !list.locked}
            only={{ types: [type], locationId: group.id }}
            refreshAfter={query.dataUpdatedAt}
          />
        </SpaceBetween>
      ))}
      {dialog?.kind === 'add' && (
        <AddRowModal
          type={type}
          year={year}
          locationId={dialog.group.id}
          locationName={locationName(dialog.group.id)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'months' && (
        <MonthlyDrawer
          key={dialog.row.id}
          type={type}
          year={year}
          row={dialog.row}
          rowName={rowName(dialog.row)}
          locationName={locationName(dialog.row.locationId)}
          readOnly={readOnlyAt(dialog.row.locationId)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditRowModal
          key={dialog.row.id}
          type={type}
          year={year}
          row={dialog.row}
          locationName={locationName(dialog.row.locationId)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'remove' && (
        <RemoveRowModal type={type} year={year} row={dialog.row} rowName={rowName(dialog.row)} onClose={close} />
      )}
    </SpaceBetween>
  );
}
