import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import { formatDate } from '../../../i18n/format';
import type { Period } from '../api/listCompanies';
import { ns } from '../i18n';
import { shortColumn } from '../../../ui/shortColumn';

interface Props {
  periods: Period[];
  title: string;
  loading?: boolean;
  actions?: ReactNode;
  /** With selection: the periods a platform administrator acts on. */
  selected?: Period;
  onSelect?: (period: Period | undefined) => void;
  empty?: ReactNode;
}

/** The spec's company periods: reporting dates, financial year, HKEX rule set and the printed flag. */
export function PeriodsTable({ periods, title, loading, actions, selected, onSelect, empty }: Props) {
  const { t } = useTranslation(ns);
  const range = (from: string, to: string) => t('range', { from: formatDate(from), to: formatDate(to) });
  return (
    <Table<Period>
      variant="container"
      // 1280 px with the tutorial open: dates wrap, the status column stays in view.
      wrapLines
      stickyColumns={{ first: 0, last: 1 }}
      items={[...periods].sort((a, b) => b.yearEnd.localeCompare(a.yearEnd))}
      trackBy="yearEnd"
      loading={loading}
      loadingText={t('loading')}
      selectionType={onSelect ? 'single' : undefined}
      selectedItems={selected ? [selected] : []}
      onSelectionChange={({ detail }) => onSelect?.(detail.selectedItems[0])}
      ariaLabels={{
        selectionGroupLabel: t('periodsGroup'),
        itemSelectionLabel: (_, p) => t('selectPeriod', { date: formatDate(p.yearEnd) }),
        allItemsSelectionLabel: () => t('periodsGroup'),
      }}
      header={
        <Header counter={`(${periods.length})`} actions={actions}>
          {title}
        </Header>
      }
      columnDefinitions={[
        shortColumn({ id: 'yearEnd', header: t('yearEnd'), isRowHeader: true, cell: (p) => formatDate(p.yearEnd) }),
        { id: 'period', header: t('reportingPeriod'), cell: (p) => range(p.startDate, p.endDate) },
        {
          id: 'financialYear',
          header: t('financialYear'),
          cell: (p) => range(p.financialYearStartDate, p.financialYearEndDate),
        },
        { id: 'ruleSet', header: t('ruleSet'), cell: (p) => t(`rules_${p.ruleSet}`) },
        shortColumn({
          id: 'printed',
          header: t('status'),
          cell: (p) => (
            <StatusIndicator type={p.printed ? 'stopped' : 'success'}>
              {t(p.printed ? 'printed' : 'open')}
            </StatusIndicator>
          ),
        }),
      ]}
      empty={empty ?? <Box textAlign="center">{t('noPeriods')}</Box>}
    />
  );
}
