import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import { useSession } from '../../../session/useSession';
import { createReport } from '../api/reportJobs';
import { ReportProgress } from '../components/ReportProgress';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';

/** /reporting/generate_report: queue a PDF for the selected reporting year and watch it print. */
export function GenerateReportPage() {
  const { t } = useTranslation(ns);
  const { year } = useSession();
  const [jobId, setJobId] = useState<string>();
  const create = useMutation({ mutationFn: createReport, onSuccess: (job) => setJobId(job.id) });
  return (
    <PageLayout title={t('generateTitle')} description={year ? t('generateDescription', { year }) : undefined}>
      <Container>
        {!year ? (
          <Alert type="info">{t('noYear')}</Alert>
        ) : jobId ? (
          <ReportProgress key={jobId} jobId={jobId} year={year} />
        ) : (
          <Button variant="primary" loading={create.isPending} onClick={() => create.mutate(year)}>
            {t('start')}
          </Button>
        )}
        {create.error && <Alert type="error">{create.error.message}</Alert>}
      </Container>
    </PageLayout>
  );
}
