import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { titlesNs } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { FileTable } from '../../../ui/files/FileTable';
import { FileUploader } from '../../../ui/files/FileUploader';
import { PageLayout } from '../../../ui/PageLayout';
import { attachmentKeys, useAttachments, usePrinted } from '../api/attachments';
import { ns } from '../i18n';

function YearAttachments({ year }: { year: string }) {
  const { t } = useTranslation(ns);
  const { t: tf } = useTranslation('files');
  const client = useQueryClient();
  const files = useAttachments(year);
  const printed = usePrinted(year);
  const canWrite = useSession().stored?.role.privileges.includes('company:write') ?? false;
  const locked = printed.data?.printed ?? false;
  const refresh = () => void client.invalidateQueries({ queryKey: attachmentKeys.list(year) });
  return (
    <SpaceBetween size="l">
      {locked && (
        <Alert type="warning" header={t('lockedHeader')} data-testid="locked-banner">
          {t('lockedBody')}
        </Alert>
      )}
      {canWrite && !locked && printed.isSuccess && (
        <Container header={<Header variant="h2">{t('uploadHeader')}</Header>}>
          <FileUploader module="attachment" year={year} onUploaded={refresh} />
        </Container>
      )}
      {files.isError ? (
        <Alert type="error" action={<Button onClick={() => void files.refetch()}>{tf('retry')}</Button>}>
          {errorText(t, files.error)}
        </Alert>
      ) : (
        <Container>
          <FileTable
            files={files.data ?? []}
            loading={files.isPending}
            readOnly={locked || !canWrite}
            onDeleted={refresh}
          />
        </Container>
      )}
    </SpaceBetween>
  );
}

/** /miscellaneous/attachment (ADR 0029): the reporting year's supporting documents. */
export function AttachmentsPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  return (
    <PageLayout
      title={title('attachment')}
      description={year ? t('description', { date: formatDate(year) }) : undefined}
    >
      {year ? <YearAttachments key={year} year={year} /> : <Alert type="info">{t('noYear')}</Alert>}
    </PageLayout>
  );
}
