import { useTranslation } from 'react-i18next';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { FileLogTable } from '../components/FileLogTable';
import { ns } from '../i18n';

/** /administration/file_log (issue 5 §8): uploads, refusals and deletions of the company's files. */
export function FileLogPage() {
  const { t } = useTranslation(ns);
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('fileDescription')}>
          {t('fileTitle')}
        </Header>
      }
    >
      <FileLogTable />
    </ContentLayout>
  );
}
