import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';

interface Props {
  companies: Company[];
  loading: boolean;
  selected: Company | undefined;
  onSelect: (company: Company | undefined) => void;
  actions: ReactNode;
  pagination: ReactNode;
  empty: ReactNode;
}

const languageName = (key: string) => LANGUAGE_NAMES[LANGUAGES.find((l) => LANG_KEY[l] === key) ?? 'en'];
const latest = (c: Company) =>
  c.compPeriods
    .map((p) => p.yearEnd)
    .sort()
    .at(-1);

/** GET /api/comp/all: the platform's companies (a page at a time), one of which is selected. */
export function CompaniesTable({ companies, loading, selected, onSelect, actions, pagination, empty }: Props) {
  const { t } = useTranslation(ns);
  return (
    <Table<Company>
      variant="container"
      items={companies}
      trackBy="id"
      loading={loading}
      loadingText={t('loading')}
      selectionType="single"
      selectedItems={selected ? [selected] : []}
      onSelectionChange={({ detail }) => onSelect(detail.selectedItems[0])}
      ariaLabels={{
        selectionGroupLabel: t('companiesGroup'),
        itemSelectionLabel: (_, c) => t('selectCompany', { name: c.name }),
        allItemsSelectionLabel: () => t('companiesGroup'),
      }}
      header={<Header actions={actions}>{t('companiesTitle')}</Header>}
      pagination={pagination}
      columnDefinitions={[
        { id: 'name', header: t('name'), isRowHeader: true, cell: (c) => c.name },
        { id: 'nameZh', header: t('nameZh'), cell: (c) => c.nameZh ?? '' },
        { id: 'language', header: t('language'), cell: (c) => languageName(c.langKey) },
        { id: 'periods', header: t('periodCount'), cell: (c) => c.compPeriods.length },
        { id: 'latest', header: t('latestYear'), cell: (c) => formatDate(latest(c)) },
        { id: 'createdAt', header: t('createdAt'), cell: (c) => formatDateTime(c.createdAt) },
      ]}
      empty={<Box textAlign="center">{empty}</Box>}
    />
  );
}
