import { useTranslation } from 'react-i18next';
import { FileLogTable } from '../components/FileLogTable';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** /administration/file_log (ADR 0050): uploads, refusals and deletions of the company's files. */
export function FileLogPage() {
  const { t } = useTranslation(ns);
  return (
    <PageLayout title={t('fileTitle')} description={t('fileDescription')}>
      <FileLogTable />
    </PageLayout>
  );
}
