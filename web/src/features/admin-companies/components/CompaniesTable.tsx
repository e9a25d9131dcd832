import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { CollectionTable } from '../../../ui/CollectionTable';
import type { CursorPagination } from '../../../ui/useCursorPages';

interface Props {
  companies: Company[];
  loading: boolean;
  selected: Company | undefined;
  onSelect: (company: Company | undefined) => void;
  actions: ReactNode;
  pagination: CursorPagination;
  error: unknown;
}

const languageName = (key: string) => LANGUAGE_NAMES[LANGUAGES.find((l) => LANG_KEY[l] === key) ?? 'en'];
const latest = (c: Company) =>
  c.compPeriods
    .map((p) => p.yearEnd)
    .sort()
    .at(-1);

/** GET /api/comp/all: the platform's companies (a page at a time), one of which is selected. */
export function CompaniesTable({ companies, loading, selected, onSelect, actions, pagination, error }: Props) {
  const { t } = useTranslation(ns);
  return (
    <CollectionTable<Company>
      variant="container"
      title={t('companiesTitle')}
      actions={actions}
      items={companies}
      trackBy="id"
      loading={loading}
      error={error}
      selection={{
        selected,
        onChange: onSelect,
        itemLabel: (c) => t('selectCompany', { name: c.name }),
        groupLabel: t('companiesGroup'),
      }}
      serverPages={pagination}
      // Names first, then what the platform acts on (a first year awaiting approval, the latest year), so that at
      // 1280 px beside the tutorial panel they stay in view; the Chinese name is the name's second line.
      columns={[
        {
          id: 'name',
          header: t('name'),
          isRowHeader: true,
          cell: (c) => (
            <>
              {c.name}
              {c.nameZh && (
                <Box variant="small" display="block">
                  <span lang="zh-HK">{c.nameZh}</span>
                </Box>
              )}
            </>
          ),
        },
        {
          id: 'pending',
          header: t('firstYearColumn'),
          cell: (c) =>
            c.pendingFirstYear ? <StatusIndicator type="pending">{t('awaitingApproval')}</StatusIndicator> : null,
        },
        { id: 'latest', header: t('latestYear'), cell: (c) => formatDate(latest(c)) },
        { id: 'periods', header: t('periodCount'), cell: (c) => c.compPeriods.length },
        { id: 'language', header: t('language'), cell: (c) => languageName(c.langKey) },
        { id: 'createdAt', header: t('createdAt'), cell: (c) => formatDateTime(c.createdAt) },
      ]}
      empty={t('noCompanies')}
    />
  );
}
