import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import type { ReportListItem } from '@esg/core/schemas/reports';
import { fileSize, formatDateTime } from '../../../i18n/format';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import { yearReportsQuery } from '../api/reportJobs';
import { ns } from '../i18n';

/** The reporting year's reports (language, draft or final, who, when, size); each opens in the viewer. */
export function ReportList({ year, current }: { year: string; current?: string | null }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const reports = useQuery(yearReportsQuery(year));
  const href = (id: string) => `/reporting/view_pdf?id=${id}`;
  return (
    <Table<ReportListItem>
      wrapLines
      header={<Header variant="h2">{t('reportsTitle')}</Header>}
      loading={reports.isPending}
      items={reports.data ?? []}
      // The report open in the viewer is the selected row: after "View PDF" the one just made.
      selectionType="single"
      selectedItems={(reports.data ?? []).filter((r) => r.id === current)}
      onSelectionChange={({ detail }) => {
        const chosen = detail.selectedItems[0];
        if (chosen) void navigate(href(chosen.id));
      }}
      ariaLabels={{
        selectionGroupLabel: t('reportsTitle'),
        itemSelectionLabel: (_, r) => formatDateTime(r.finishedAt ?? r.createdAt),
      }}
      trackBy="id"
      empty={t('noReports')}
      variant="embedded"
      columnDefinitions={[
        {
          id: 'open',
          header: t('colWhen'),
          cell: (r) => (
            <Link
              href={href(r.id)}
              onFollow={(e) => {
                e.preventDefault();
                void navigate(href(r.id));
              }}
            >
              {formatDateTime(r.finishedAt ?? r.createdAt)}
            </Link>
          ),
        },
        { id: 'lang', header: t('colLanguage'), cell: (r) => (r.lang ? LANGUAGE_NAMES[r.lang] : '') },
        {
          id: 'edition',
          header: t('colEdition'),
          // A restated year's reports say which version they printed (ADR 0118): the first stays listed.
          cell: (r) =>
            (r.yearVersion ?? 1) > 1 || reports.data?.some((x) => (x.yearVersion ?? 1) > 1)
              ? t('editionVersion', { edition: t(r.edition), version: r.yearVersion ?? 1 })
              : t(r.edition),
        },
        { id: 'by', header: t('colBy'), cell: (r) => r.createdBy },
        { id: 'size', header: t('colSize'), cell: (r) => (r.bytes === undefined ? '' : fileSize(r.bytes)) },
      ]}
    />
  );
}
