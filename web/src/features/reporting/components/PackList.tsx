import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import type { PackListItem } from '@esg/core/schemas/reports';
import { fileSize, formatDateTime } from '../../../i18n/format';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import { useSession } from '../../../session/useSession';
import { downloadPack, yearPacksQuery } from '../api/packs';
import { reportFileName } from '../api/reportJobs';
import { PackMismatches } from './PackMismatches';
import { ns } from '../i18n';

const differences = (p: PackListItem) =>
  (p.parity?.editions ?? []).reduce((n, e) => n + e.mismatches.length + (e.more ?? 0), 0);

/** A pack's parity result: passed, failed with how many differences, printing, or not printed. */
function ParityStatus({ pack }: { pack: PackListItem }) {
  const { t } = useTranslation(ns);
  if (pack.status === 'FAILED') return <StatusIndicator type="error">{t('parityNotRun')}</StatusIndicator>;
  if (!pack.parity)
    return <StatusIndicator type="in-progress">{t('parityPending', { progress: pack.progress })}</StatusIndicator>;
  return pack.parity.passed ? (
    <StatusIndicator type="success">{t('parityPassed')}</StatusIndicator>
  ) : (
    <StatusIndicator type="error">{t('parityFailed', { count: differences(pack) })}</StatusIndicator>
  );
}

/**
 * The year's publication packs on /reporting/view_pdf (ADR 0099): editions, parity result, size, and the zip's
 * download for a pack that passed; the differences of one that did not, each naming page and line in both editions.
 */
export function PackList({ year, current }: { year: string; current?: string | null }) {
  const { t } = useTranslation(ns);
  const packs = useQuery(yearPacksQuery(year));
  const company = useSession().stored?.company?.name;
  const zipName = reportFileName(company, year, undefined, 'zip');
  const failed = (packs.data ?? []).filter((p) => p.parity && !p.parity.passed);
  return (
    <SpaceBetween size="m">
      <Table<PackListItem>
        wrapLines
        header={<Header variant="h2">{t('packsTitle')}</Header>}
        loading={packs.isPending}
        items={packs.data ?? []}
        trackBy="id"
        empty={t('noPacks')}
        variant="embedded"
        selectedItems={(packs.data ?? []).filter((p) => p.id === current)}
        columnDefinitions={[
          { id: 'when', header: t('colWhen'), cell: (p) => formatDateTime(p.finishedAt ?? p.createdAt) },
          { id: 'langs', header: t('colEditions'), cell: (p) => p.langs.map((l) => LANGUAGE_NAMES[l]).join(' · ') },
          { id: 'edition', header: t('colEdition'), cell: (p) => t(p.edition) },
          { id: 'parity', header: t('colParity'), cell: (p) => <ParityStatus pack={p} /> },
          { id: 'by', header: t('colBy'), cell: (p) => p.createdBy },
          { id: 'size', header: t('colSize'), cell: (p) => (p.bytes === undefined ? '' : fileSize(p.bytes)) },
          {
            id: 'download',
            header: t('packDownload'),
            cell: (p) =>
              p.parity?.passed ? (
                <Button
                  iconName="download"
                  variant="inline-link"
                  ariaLabel={t('packDownloadLabel', { when: formatDateTime(p.finishedAt ?? p.createdAt) })}
                  onClick={() => void downloadPack(p.id, zipName)}
                >
                  {t('packDownload')}
                </Button>
              ) : (
                ''
              ),
          },
        ]}
      />
      {failed.map((p) => (
        <ExpandableSection
          key={p.id}
          defaultExpanded={p.id === current || failed[0] === p}
          headerText={`${formatDateTime(p.finishedAt ?? p.createdAt)} · ${t('parityFailed', { count: differences(p) })}`}
        >
          <SpaceBetween size="m">
            {p
              .parity!.editions.filter((e) => e.mismatches.length > 0)
              .map((e) => (
                <PackMismatches key={e.lang} edition={e} />
              ))}
          </SpaceBetween>
        </ExpandableSection>
      ))}
    </SpaceBetween>
  );
}
