import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@cloudscape-design/components/button';
import LiveRegion from '@cloudscape-design/components/live-region';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '../../../ui/StatusIndicator';
import type { ReportJobView } from '@esg/core/schemas/reports';
import { useSession } from '../../../session/useSession';
import { downloadReport, reportFileName, reportProgressQuery } from '../api/reportJobs';
import { ns } from '../i18n';

/**
 * docs/spec-coverage.md report-progress, as a Cloudscape progress bar with the next steps once it is done.
 * A finished report keeps its bar, full: Cloudscape's "success" status would swap the bar for a
 * status line, so the user would never see it reach 100 %. The success is said by a status
 * indicator in a live region instead (what the result state does). A failure takes the error state.
 * The Word edition is built after the PDF (docs/decisions/0132-word-edition-after-the-pdf.md): until it is stored
 * its place says it is being prepared (the progress query keeps polling), then offers it.
 */
export function ReportProgress({
  jobId,
  year,
  pack,
  label,
}: {
  jobId: string;
  year: string;
  pack?: boolean;
  /** What the bar is of, when not the report just asked for (the year's last report, on a new visit). */
  label?: string;
}) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { data: job } = useQuery(reportProgressQuery(jobId));
  const company = useSession().stored?.company?.name;
  const download = (format: 'pdf' | 'docx') => () =>
    void downloadReport(jobId, reportFileName(company, year, job?.lang, format), format);
  // A publication pack (ADR 0099) is read on view_pdf with its parity check; it has no PDF of its own.
  const viewUrl = pack ? `/reporting/view_pdf?pack=${jobId}` : `/reporting/view_pdf?id=${jobId}`;
  const status = job?.status ?? 'QUEUED';
  const done = status === 'DONE';
  return (
    <ProgressBar
      label={label ?? t(pack ? 'packProgressLabel' : 'progressLabel')}
      value={job?.progress ?? 0}
      status={status === 'FAILED' ? 'error' : 'in-progress'}
      description={
        done ? (
          <LiveRegion tagName="span">
            <StatusIndicator type="success">{t(pack ? 'packDone' : 'DONE')}</StatusIndicator>
          </LiveRegion>
        ) : (
          t(status)
        )
      }
      resultText={t(status)}
      additionalInfo={
        done ? (
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              href={viewUrl}
              variant="primary"
              onFollow={(e) => {
                e.preventDefault();
                void navigate(viewUrl);
              }}
            >
              {t(pack ? 'packSee' : 'view')}
            </Button>
            {!pack && <Button onClick={download('pdf')}>{t('download')}</Button>}
            {!pack && <WordDownload word={job?.word} onDownload={download('docx')} />}
          </SpaceBetween>
        ) : undefined
      }
    />
  );
}

/**
 * The Word edition's download once it is stored; until then, that it is being prepared. One live region holds both,
 * so a screen reader hears the download arrive.
 */
function WordDownload({ word, onDownload }: { word: ReportJobView['word']; onDownload: () => void }) {
  const { t } = useTranslation(ns);
  return (
    <LiveRegion tagName="span">
      {word === 'ready' || word === undefined ? (
        <Button onClick={onDownload}>{t('downloadDocx')}</Button>
      ) : (
        <StatusIndicator type={word === 'failed' ? 'warning' : 'loading'}>
          {t(word === 'failed' ? 'wordFailed' : 'wordPreparing')}
        </StatusIndicator>
      )}
    </LiveRegion>
  );
}
