import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '../../../ui/StatusIndicator';
import { formatDate } from '../../../i18n/format';
import { LANG_KEY, LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { CollectionTable } from '../../../ui/CollectionTable';
import { BrokenAnywhere, DateTimeKeptWhole, shortColumn, shortColumns } from '../../../ui/shortColumn';
import type { CursorPagination } from '../../../ui/useCursorPages';
import { useSimplified } from '../../../ui/wording';

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
const yearEnds = (c: Company) => c.compPeriods.map((p) => p.yearEnd).sort();

/** GET /api/comp/all: the platform's companies (a page at a time), one of which is selected. */
export function CompaniesTable({ companies, loading, selected, onSelect, actions, pagination, error }: Props) {
  const { t, i18n } = useTranslation(ns);
  // The Chinese name as typed (Traditional); for a reader of Simplified converted, as Home and Profile name it (ADR 0121).
  const toSimplified = useSimplified(i18n.language);
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
      // Names first, then what the platform acts on (the first year — subscribed, or awaiting approval — and the latest
      // year), so that at 1280 px beside the tutorial panel they stay in view; the Chinese name is the name's second
      // line. Dates, counts and languages are short: each on one line.
      columns={[
        {
          id: 'name',
          header: t('name'),
          isRowHeader: true,
          // The name wraps between its words where the table is at its narrowest (1366 px beside the tutorial), and
          // inside a word too long for its column, so that every other column stays in view rather than scrolling out.
          minWidth: 140,
          cell: (c) => (
            <>
              <BrokenAnywhere>{c.name}</BrokenAnywhere>
              {c.nameZh && (
                <Box variant="small" display="block">
                  <span lang={toSimplified ? 'zh-CN' : 'zh-HK'}>
                    {toSimplified ? toSimplified(c.nameZh) : c.nameZh}
                  </span>
                </Box>
              )}
            </>
          ),
        },
        ...shortColumns<Company>([
          { id: 'firstYear', header: t('firstYearColumn'), cell: (c) => <FirstYear company={c} /> },
          { id: 'latest', header: t('latestYear'), cell: (c) => formatDate(yearEnds(c).at(-1)) },
          { id: 'periods', header: t('periodCount'), cell: (c) => c.compPeriods.length, minWidth: 84 },
          { id: 'language', header: t('language'), cell: (c) => languageName(c.langKey), minWidth: 88 },
        ]),
        // The time goes under its date where the column is narrow (beside the tutorial at 1366 px), never cut.
        shortColumn<Company>(
          {
            id: 'createdAt',
            header: t('createdAt'),
            cell: (c) => <DateTimeKeptWhole iso={c.createdAt} />,
          },
          'words',
        ),
      ]}
      empty={t('noCompanies')}
    />
  );
}

/** The end of the company's first reporting year; before it has one, the year it asked for, awaiting approval. */
function FirstYear({ company }: { company: Company }) {
  const { t } = useTranslation(ns);
  const pending = company.pendingFirstYear;
  if (!pending) return formatDate(yearEnds(company)[0]) || '—';
  return (
    <>
      {formatDate(pending.end)} <StatusIndicator type="pending">{t('awaitingApproval')}</StatusIndicator>
    </>
  );
}
