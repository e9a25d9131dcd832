import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@cloudscape-design/components/button';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { downloadReport, reportProgressQuery } from '../api/reportJobs';
import { ns } from '../i18n';

/** Spec §7 report-progress, as a Cloudscape progress bar with the next steps once it is done. */
export function ReportProgress({ jobId, year }: { jobId: string; year: string }) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { data: job } = useQuery(reportProgressQuery(jobId));
  const viewUrl = `/reporting/view_pdf?id=${jobId}`;
  const status = job?.status ?? 'QUEUED';
  const barStatus = status === 'DONE' ? 'success' : status === 'FAILED' ? 'error' : 'in-progress';
  return (
    <ProgressBar
      label={t('progressLabel')}
      value={job?.progress ?? 0}
      status={barStatus}
      description={t(status)}
      resultText={t(status)}
      additionalInfo={
        status === 'DONE' ? (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              href={viewUrl}
              variant="primary"
              onFollow={(e) => {
                e.preventDefault();
                void navigate(viewUrl);
              }}
            >
              {t('view')}
            </Button>
            <Button onClick={() => void downloadReport(jobId, `esg-report-${year}.pdf`)}>{t('download')}</Button>
          </SpaceBetween>
        ) : undefined
      }
    />
  );
}
