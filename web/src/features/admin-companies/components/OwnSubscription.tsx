import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { useIsPrinted } from '../api/isPrinted';
import { useOwnPeriods } from '../api/listPeriods';
import { ns } from '../i18n';
import { FirstYearForm } from './FirstYearForm';
import { useOwnFirstYearRequest } from '../api/firstYearApproval';
import { PeriodsTable } from './PeriodsTable';
import { SaveError } from '../../../ui/SaveError';

/** What every company role sees (level ≤ 1 reaches only this, read-only; ADR 0037): its own periods. */
export function OwnSubscription() {
  const { t } = useTranslation(ns);
  const { year, stored } = useSession();
  const periods = useOwnPeriods();
  const printed = useIsPrinted(year);
  // A company with no year yet starts here (ADR 0037): its administrator subscribes to the first one.
  const starting = periods.data?.length === 0;
  const mayStart = Boolean(stored && stored.role.level > 1 && stored.role.privileges.includes('users:manage'));
  const request = useOwnFirstYearRequest(starting).data?.request;
  const start = mayStart ? <FirstYearForm /> : <Alert type="info">{t('firstYearAskAdmin')}</Alert>;
  return (
    <SpaceBetween size="l">
      {starting &&
        (request ? (
          <Alert type="info" header={t('awaitingApproval')}>
            {t('awaitingApprovalBody', { start: formatDate(request.start), end: formatDate(request.end) })}
          </Alert>
        ) : (
          start
        ))}
      {year && printed.data && (
        <Alert type={printed.data.printed ? 'warning' : 'info'}>
          {t(printed.data.printed ? 'currentPrinted' : 'currentOpen', { date: formatDate(year) })}
        </Alert>
      )}
      <PeriodsTable
        title={t('periodsTitle')}
        periods={periods.data ?? []}
        loading={periods.isPending}
        empty={<Box textAlign="center">{periods.isError ? <SaveError error={periods.error} /> : t('noPeriods')}</Box>}
      />
    </SpaceBetween>
  );
}
