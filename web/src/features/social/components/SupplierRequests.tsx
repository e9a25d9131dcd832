import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import { BrokenAnywhere, DatesKeptWhole, KeptWhole, shortColumn } from '../../../ui/shortColumn';
import type { StatusIndicatorProps } from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { SupplierRequestView, SupplierStatus } from '@esg/core/schemas/suppliers';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { formatDate, formatDateTime, formatDecimal } from '../../../i18n/format';
import { LANGUAGE_NAMES, languageOf } from '../../../i18n/languages';
import { notifications } from '../../../notifications/store';
import { useSession } from '../../../session/useSession';
import { supplierRequestsQuery, useSupplierAction } from '../api/supplierRequests';
import { ns } from '../i18n';
import { SupplierRequestDialog } from './SupplierRequestDialog';

const INDICATOR: Record<SupplierStatus, StatusIndicatorProps.Type> = {
  sent: 'info',
  opened: 'in-progress',
  submitted: 'success',
  overdue: 'warning',
  withdrawn: 'stopped',
  failed: 'error',
};

/**
 * Supply chain › supplier data requests (ADR 0119): a structured request mailed to a supplier's contact,
 * answered through the link with no sign-in; status per supplier, reminders and withdrawal. The answers
 * count in Scope 3 category 1 as supplier-specific data (tier 1). A printed year is read-only.
 */
export function SupplierRequests({ year }: { year: string }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const list = useQuery(supplierRequestsQuery(year));
  const remind = useSupplierAction(year, 'remind');
  const withdraw = useSupplierAction(year, 'withdraw');
  const [adding, setAdding] = useState(false);
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  const readOnly = (list.data?.locked ?? false) || !canWrite;
  const act = (action: typeof remind, r: SupplierRequestView, done: 'reminded' | 'withdrawn') =>
    action.mutate(
      { id: r.id, version: r.version },
      {
        onSuccess: () =>
          notifications.push({ type: 'success', text: t(done, { name: r.supplierName }), literal: true }),
        onError: (err) => notifications.push({ type: 'error', text: refusal(err), literal: true }),
      },
    );
  // Reminded too soon (429, ADR 0119 amended): the message names when the next reminder can go.
  const refusal = (err: unknown) =>
    err instanceof ApiError && err.messageKey === 'supplierReminderTooSoon'
      ? t('common:supplierReminderTooSoon', {
          at: formatDateTime(String(err.body?.data?.nextReminderAt ?? '')),
          defaultValue: err.message,
        })
      : errorText(t, err);
  /** A reminder waits a day after the last mail (the API's `nextReminderAt`, null once one can go): disabled till then. */
  const waiting = (r: SupplierRequestView) => r.nextReminderAt !== null;
  // An answered request takes no reminder but can be withdrawn: its answer then leaves category 1 (ADR 0119 amended).
  const withdrawn = (r: SupplierRequestView) => readOnly || r.status === 'withdrawn';
  const closed = (r: SupplierRequestView) => withdrawn(r) || r.status === 'submitted';
  const total = list.data?.tCO2e ?? '0';

  return (
    <>
      <Table
        wrapLines
        stickyColumns={{ first: 0, last: 1 }}
        loading={list.isPending}
        loadingText={t('loadingRequests')}
        items={list.data?.requests ?? []}
        trackBy="id"
        data-testid="supplier-requests"
        header={
          <Header
            variant="h2"
            counter={list.data ? `(${list.data.requests.length})` : undefined}
            description={t('requestsDescription', { total: formatDecimal(Number(total), lang) })}
            actions={
              <Button disabled={readOnly || !list.data} onClick={() => setAdding(true)}>
                {t('newRequest')}
              </Button>
            }
          >
            {t('requestsHeader')}
          </Header>
        }
        empty={<Box textAlign="center">{t('noRequests')}</Box>}
        // Six columns, each beside the sticky actions at 1366 px with the tutorial panel open: the due date under the
        // status, the mail's language under the contact, the reminders under the actions. Short values kept whole
        // (never 供应 / 商 or 状 / 态); the contact's e-mail breaks where it must.
        columnDefinitions={[
          shortColumn<SupplierRequestView>(
            { id: 'supplier', header: t('supplierName'), cell: (r) => r.supplierName },
            'words',
          ),
          shortColumn<SupplierRequestView>({
            id: 'status',
            header: t('status'),
            cell: (r) => (
              <>
                <StatusIndicator type={INDICATOR[r.status]}>{t(`status_${r.status}`)}</StatusIndicator>
                <Box variant="small" display="block">
                  {t('dueOn', { date: formatDate(r.dueDate) })}
                </Box>
              </>
            ),
          }),
          {
            id: 'contact',
            header: t('contact'),
            minWidth: 140,
            cell: (r) => (
              <>
                {r.contactName}
                <Box variant="small" display="block">
                  <BrokenAnywhere>{r.email}</BrokenAnywhere>
                </Box>
                <Box variant="small" display="block">
                  {/* The language's name whole: never 繁體 / 中文. */}
                  <Trans
                    t={t}
                    i18nKey="writtenIn"
                    values={{ language: LANGUAGE_NAMES[r.language] }}
                    components={{ lang: <KeptWhole>{null}</KeptWhole> }}
                  />
                </Box>
              </>
            ),
          },
          {
            id: 'answer',
            header: t('attributed'),
            minWidth: 140,
            cell: (r) =>
              r.answer
                ? t(r.answer.basis === 'share' ? 'answerShare' : 'answerProduct', {
                    value: formatDecimal(Number(r.answer.tCO2e), lang),
                  })
                : '–',
          },
          // The action links' words whole; when the next reminder may go wraps beside them, its date kept whole.
          shortColumn<SupplierRequestView>(
            {
              id: 'actions',
              header: t('actions'),
              minWidth: 150,
              cell: (r) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    variant="inline-link"
                    disabled={closed(r) || waiting(r) || remind.isPending}
                    ariaLabel={`${t('remind')}: ${r.supplierName}`}
                    onClick={() => act(remind, r, 'reminded')}
                  >
                    {t('remind')}
                  </Button>
                  <Button
                    variant="inline-link"
                    disabled={withdrawn(r) || withdraw.isPending}
                    ariaLabel={`${t('withdraw')}: ${r.supplierName}`}
                    onClick={() => act(withdraw, r, 'withdrawn')}
                  >
                    {t('withdraw')}
                  </Button>
                  {r.remindedAt && (
                    <Box fontSize="body-s">
                      <DatesKeptWhole
                        text={t('remindedTimes', { count: r.reminders, at: formatDateTime(r.remindedAt) })}
                      />
                    </Box>
                  )}
                  {!closed(r) && waiting(r) && (
                    <Box fontSize="body-s" color="text-body-secondary">
                      <DatesKeptWhole text={t('nextReminder', { at: formatDateTime(r.nextReminderAt) })} />
                    </Box>
                  )}
                </SpaceBetween>
              ),
            },
            'words',
          ),
        ]}
      />
      {adding && <SupplierRequestDialog year={year} onClose={() => setAdding(false)} />}
    </>
  );
}
