import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '../../../ui/StatusIndicator';
import Table from '@cloudscape-design/components/table';
import { assuranceRoutes } from '@esg/core/contract/assurance';
import { assurancePackName, type AssurancePackItem } from '@esg/core/schemas/assurance';
import { fileSize, formatDateTime } from '../../../i18n/format';
import { assurancePacksQuery, downloadAssurancePack, useBuildAssurancePack } from '../api/pack';
import { errorText } from '../../../i18n/errorText';
import { CallButton } from '../../../ui/CallButton';
import { useAssuranceText } from '../i18n';

function PackStatus({ pack }: { pack: AssurancePackItem }) {
  const { t } = useAssuranceText();
  if (pack.status === 'FAILED') return <StatusIndicator type="error">{t('packFailed')}</StatusIndicator>;
  if (pack.status === 'DONE') return <StatusIndicator type="success">{t('packReady')}</StatusIndicator>;
  return <StatusIndicator type="in-progress">{t('packBuilding', { progress: pack.progress })}</StatusIndicator>;
}

/**
 * The assurance pack of the year (docs/decisions/0117-the-assurance-pack.md): one action queues it on the report
 * worker; the list shows each pack's progress while it is built, and offers every finished one, of every version of
 * a restated year, as one zip.
 */
export function AssurancePack({ year }: { year: string }) {
  const { t } = useAssuranceText();
  const packs = useQuery(assurancePacksQuery(year));
  const build = useBuildAssurancePack(year);
  const building = (packs.data ?? []).some((p) => p.status === 'QUEUED' || p.status === 'RUNNING');
  return (
    <Table<AssurancePackItem>
      data-testid="assurance-pack"
      header={
        <Header
          variant="h2"
          description={t('packDescription')}
          actions={
            <CallButton
              route={assuranceRoutes.requestAssurancePack}
              loading={build.isPending}
              disabled={building}
              onClick={() => build.mutate()}
            >
              {t('packBuild')}
            </CallButton>
          }
        >
          {t('packTitle')}
        </Header>
      }
      loading={packs.isPending}
      loadingText={t('loading')}
      items={packs.data ?? []}
      trackBy="id"
      wrapLines
      empty={
        build.error ? (
          <Alert type="error">{errorText(t, build.error)}</Alert>
        ) : (
          <Box color="text-body-secondary">{t('noPacks')}</Box>
        )
      }
      columnDefinitions={[
        {
          id: 'when',
          header: t('packWhen'),
          cell: (p) => `${formatDateTime(p.finishedAt ?? p.createdAt)} · ${p.createdBy}`,
        },
        {
          id: 'version',
          header: t('packVersion'),
          cell: (p) => `${t('versionN', { version: p.yearVersion })} · ${t(`edition_${p.edition}`)}`,
        },
        { id: 'status', header: t('packStatus'), cell: (p) => <PackStatus pack={p} /> },
        {
          id: 'size',
          header: t('packSize'),
          cell: (p) =>
            p.bytes === undefined ? '' : `${fileSize(p.bytes)} · ${t('packFilesN', { count: p.files ?? 0 })}`,
        },
        {
          id: 'download',
          header: t('packDownload'),
          cell: (p) =>
            p.status === 'DONE' ? (
              <Button
                iconName="download"
                variant="inline-link"
                ariaLabel={t('packDownloadLabel', { when: formatDateTime(p.finishedAt ?? p.createdAt) })}
                onClick={() => void downloadAssurancePack(p.id, assurancePackName(p.yearEnd, p.yearVersion))}
              >
                {t('packDownload')}
              </Button>
            ) : (
              ''
            ),
        },
      ]}
    />
  );
}
