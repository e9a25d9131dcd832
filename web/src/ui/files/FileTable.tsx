import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { FileView } from '@esg/core/schemas/files';
import { filesRoutes } from '@esg/core/contract/files';
import { callRoute } from '../../api/client';
import { errorText } from '../../i18n/errorText';
import { fileSize, formatDateTime } from '../../i18n/format';
import { DialogFooter } from '../DialogFooter';
import { filesNs } from './i18n';
import { downloadFile } from './upload';

interface Props {
  files: readonly FileView[];
  loading?: boolean;
  /** A printed year, or a reader: download only. */
  readOnly: boolean;
  /** After a confirmed delete, so the caller refreshes its list. */
  onDeleted: () => void;
  header?: ReactNode;
  empty?: string;
}

/**
 * A year's files: name, size, who and when; download any, and (unless read-only) delete the
 * selected ones after a confirmation (DELETE /api/file/batch, written to the file log).
 */
export function FileTable({ files, loading, readOnly, onDeleted, header, empty }: Props) {
  const { t } = useTranslation(filesNs);
  const { t: tc } = useTranslation('common');
  const [selected, setSelected] = useState<FileView[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [downloadError, setDownloadError] = useState<string>();

  const remove = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await callRoute(filesRoutes.deleteFiles, { body: { ids: selected.map((f) => f.id) } });
      setSelected([]);
      setConfirming(false);
      onDeleted();
    } catch (err) {
      setError(t('deleteFailed', { reason: errorText(t, err) }));
    } finally {
      setBusy(false);
    }
  };

  const download = (f: FileView) =>
    void downloadFile(f.id, f.name).catch((err: unknown) => setDownloadError(errorText(t, err)));

  return (
    <SpaceBetween size="s">
      {downloadError && (
        <Alert type="error" dismissible onDismiss={() => setDownloadError(undefined)}>
          {downloadError}
        </Alert>
      )}
      <Table<FileView>
        variant="embedded"
        items={[...files]}
        trackBy="id"
        loading={loading}
        loadingText={tc('loading')}
        selectionType={readOnly ? undefined : 'multi'}
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: t('selectAll'),
          allItemsSelectionLabel: () => t('selectAll'),
          itemSelectionLabel: (_s, f) => t('selectFile', { name: f.name }),
        }}
        header={
          <Header
            counter={`(${files.length})`}
            actions={
              readOnly ? undefined : (
                <Button disabled={selected.length === 0} onClick={() => setConfirming(true)} data-testid="delete-files">
                  {t('delete')}
                </Button>
              )
            }
          >
            {header ?? t('filesHeader')}
          </Header>
        }
        columnDefinitions={[
          {
            id: 'name',
            header: t('name'),
            isRowHeader: true,
            cell: (f) => (
              <Button variant="inline-link" onClick={() => download(f)} ariaLabel={`${t('download')} ${f.name}`}>
                {f.name}
              </Button>
            ),
          },
          { id: 'size', header: t('size'), cell: (f) => fileSize(f.size) },
          { id: 'by', header: t('uploadedBy'), cell: (f) => f.uploadedBy },
          { id: 'at', header: t('uploadedAt'), cell: (f) => formatDateTime(f.uploadedAt) },
        ]}
        empty={<Box textAlign="center">{empty ?? t('noFiles')}</Box>}
      />
      {confirming && (
        <Modal
          visible
          onDismiss={() => setConfirming(false)}
          header={t('confirmDeleteHeader')}
          footer={
            <DialogFooter
              confirm={t('delete')}
              busy={busy}
              onCancel={() => setConfirming(false)}
              onConfirm={() => void remove()}
            />
          }
        >
          <SpaceBetween size="s">
            <Box>{t('confirmDelete')}</Box>
            <ul>
              {selected.map((f) => (
                <li key={f.id}>{f.name}</li>
              ))}
            </ul>
            {error && <Alert type="error">{error}</Alert>}
          </SpaceBetween>
        </Modal>
      )}
    </SpaceBetween>
  );
}
