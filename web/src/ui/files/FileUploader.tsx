import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { EvidenceTarget } from '@esg/core/schemas/evidence';
import type { FileModule, FileView } from '@esg/core/schemas/files';
import { fileSize } from '../../i18n/format';
import { errorText } from '../../i18n/errorText';
import { filesNs } from './i18n';
import { ACCEPT, checkSelection } from './selection';
import { companyChannel, uploadFiles, type UploadChannel } from './upload';

type Props<V extends { id: string }> = (
  | { module: FileModule; year: string; target?: EvidenceTarget; channel?: never }
  | { channel: UploadChannel<V>; module?: never; year?: never; target?: never }
) & {
  /** After a batch: the files the API accepted (refused ones stay listed with their reason). */
  onUploaded: (files: V[]) => void;
};

interface Progress {
  name: string;
  percent: number;
  error?: string;
  done?: boolean;
}

/**
 * Choose or drop files, see each refused before anything is sent (up to 10 files, each
 * under 10 MB, an accepted type), upload the rest with a progress bar per file. A file whose
 * bytes are not its type is refused by the API's check and says so on its own bar.
 */
export function FileUploader<V extends { id: string } = FileView>(props: Props<V>) {
  const { onUploaded } = props;
  const { t } = useTranslation(filesNs);
  const { t: tc } = useTranslation('common');
  const [value, setValue] = useState<File[]>([]);
  const [progress, setProgress] = useState<Progress[]>([]);
  const [busy, setBusy] = useState(false);
  const [batchError, setBatchError] = useState<string>();
  const { refusals, tooMany, sendable } = checkSelection(value);
  const refusalText = (r: (typeof refusals)[number]): string | null =>
    r === null ? null : r === 'fileTooLarge' ? tc('fileTooLarge') : t(r);

  const upload = async () => {
    setBusy(true);
    setBatchError(undefined);
    setProgress(sendable.map((f) => ({ name: f.name, percent: 0 })));
    const at = (i: number, patch: Partial<Progress>) =>
      setProgress((prev) => prev.map((p, j) => (j === i ? { ...p, ...patch } : p)));
    try {
      const channel = (props.channel ?? companyChannel(props.module!, props.year!, props.target)) as UploadChannel<V>;
      const outcomes = await uploadFiles({ channel, files: sendable, onProgress: (i, percent) => at(i, { percent }) });
      outcomes.forEach((o, i) =>
        at(i, 'view' in o ? { percent: 100, done: true } : { error: errorText(t, o.error), done: true }),
      );
      const accepted = outcomes.flatMap((o) => ('view' in o ? [o.view] : []));
      setValue((prev) => prev.filter((f) => !sendable.includes(f)));
      onUploaded(accepted);
    } catch (error) {
      setProgress([]);
      setBatchError(errorText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="m">
      <FormField
        label={t('chooseLabel')}
        constraintText={t('constraint')}
        errorText={tooMany ? tc('tooManyFiles') : batchError}
        i18nStrings={{ errorIconAriaLabel: t('errorIcon') }}
      >
        <FileUpload
          multiple
          accept={ACCEPT}
          value={value}
          onChange={({ detail }) => setValue(detail.value)}
          showFileSize
          tokenLimit={10}
          fileErrors={refusals.map(refusalText)}
          i18nStrings={{
            uploadButtonText: (multiple) => (multiple ? t('chooseFiles') : t('chooseFile')),
            dropzoneText: () => t('dropzone'),
            removeFileAriaLabel: (_i, name) => t('removeFile', { name }),
            limitShowFewer: t('showFewer'),
            limitShowMore: t('showMore'),
            errorIconAriaLabel: t('errorIcon'),
            warningIconAriaLabel: t('warningIcon'),
            formatFileSize: fileSize,
          }}
        />
      </FormField>
      <Button
        variant="primary"
        onClick={() => void upload()}
        loading={busy}
        disabled={tooMany || sendable.length === 0}
        data-testid="upload-files"
      >
        {t('upload')}
      </Button>
      {progress.length > 0 && (
        <SpaceBetween size="xs" data-testid="upload-progress">
          {progress.map((p, i) => (
            <ProgressBar
              key={`${p.name}-${i}`}
              label={p.name}
              value={p.percent}
              status={p.error ? 'error' : p.done ? 'success' : 'in-progress'}
              resultText={p.error ? t('uploadFailed', { reason: p.error }) : t('uploaded')}
            />
          ))}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
