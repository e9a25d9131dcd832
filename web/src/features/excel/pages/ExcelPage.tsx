import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { excelRoutes } from '@esg/core/contract/excel';
import { useSession } from '../../../session/useSession';
import { CallButton } from '../../../ui/CallButton';
import { PageLayout } from '../../../ui/PageLayout';
import { downloadTemplate, uploadWorkbook } from '../api/excelImports';
import { ImportHistory } from '../components/ImportHistory';
import { ImportResult } from '../components/ImportResult';
import { ns } from '../i18n';
import { formatDate } from '../../../i18n/format';
import { errorText } from '../../../i18n/errorText';
import { isLanguage } from '../../../i18n/languages';

/** /excel: download the year's template, upload it back, review the changes, save them all or none. */
export function ExcelPage() {
  const { t, i18n } = useTranslation(ns);
  // Workbook texts and the worker's messages follow the language chosen here, not only the profile's.
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  const { year } = useSession();
  const [files, setFiles] = useState<File[]>([]);
  const [sent, setSent] = useState(0);
  const [importId, setImportId] = useState<string>();
  const download = useMutation({ mutationFn: downloadTemplate });
  const upload = useMutation({
    mutationFn: ({ y, file }: { y: string; file: File }) => uploadWorkbook(y, file, setSent, language),
    onSuccess: (view) => setImportId(view.id),
  });
  return (
    <PageLayout title={t('title')} description={year ? t('description', { year: formatDate(year) }) : undefined}>
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : (
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t('templateHeader')}</Header>}>
            <SpaceBetween size="s">
              <Box>{t('templateText')}</Box>
              <Button
                iconName="download"
                loading={download.isPending}
                onClick={() => download.mutate({ year, language })}
              >
                {t('download')}
              </Button>
              {download.error && <Alert type="error">{errorText(t, download.error)}</Alert>}
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">{t('uploadHeader')}</Header>}>
            <SpaceBetween size="m">
              <FileUpload
                value={files}
                onChange={({ detail }) => {
                  setFiles(detail.value);
                  setImportId(undefined);
                  upload.reset();
                }}
                accept=".xlsx"
                constraintText={t('fileConstraint')}
                i18nStrings={{
                  uploadButtonText: () => t('chooseFile'),
                  dropzoneText: () => t('chooseFile'),
                  removeFileAriaLabel: () => t('cancel'),
                  limitShowFewer: '',
                  limitShowMore: '',
                  errorIconAriaLabel: '',
                }}
              />
              <CallButton
                route={excelRoutes.requestExcelImport}
                variant="primary"
                disabled={files.length === 0}
                loading={upload.isPending}
                onClick={() => upload.mutate({ y: year, file: files[0]! })}
              >
                {t('upload')}
              </CallButton>
              {upload.isPending && <ProgressBar label={t('AWAITING_UPLOAD')} value={sent} />}
              {upload.error && <Alert type="error">{errorText(t, upload.error)}</Alert>}
              {importId && <ImportResult key={importId} id={importId} year={year} />}
            </SpaceBetween>
          </Container>
          <ImportHistory year={year} onReview={setImportId} />
        </SpaceBetween>
      )}
    </PageLayout>
  );
}
