import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { reportingRoutes } from '@esg/core/contract/reporting';
import type { Language } from '@esg/core/schemas/common';
import { yearTasksQuery } from '../../../api/workflowTasks';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../i18n/languages';
import { useSession } from '../../../session/useSession';
import { createReport, yearReportsQuery } from '../api/reportJobs';
import { LockYear } from '../components/LockYear';
import { RestatedYear } from '../../../ui/restated/RestatedYear';
import { ReportGaps } from '../components/ReportGaps';
import { RefusalAlert } from '../components/RefusalAlert';
import { ReportProgress } from '../components/ReportProgress';
import { PackForm } from '../components/PackForm';
import { ns } from '../i18n';
import { PageLayout } from '../../../ui/PageLayout';
import { CallButton } from '../../../ui/CallButton';
import { ChoiceWithAction, type Choice } from '../../../ui/ChoiceWithAction';

/**
 * /reporting/generate_report: the gaps before printing, then queue a PDF in a chosen language and watch it print.
 * The language and Generate stay, so another language can follow at once; below them the report printed last on this
 * visit — or, on a new visit, the year's last finished report (GET /api/reports/{year}) — with its View and Downloads.
 */
export function GenerateReportPage() {
  const { t } = useTranslation(ns);
  const { year } = useSession();
  const [jobId, setJobId] = useState<string>();
  const [lang, setLang] = useState<Language | ''>('');
  const create = useMutation({ mutationFn: createReport, onSuccess: (job) => setJobId(job.id) });
  const last = useQuery({ ...yearReportsQuery(year ?? ''), enabled: Boolean(year) && !jobId }).data?.[0];
  // A locked (printed) year's reports are final: the page says so instead of how the year gets locked.
  const locked = useQuery({ ...yearTasksQuery(year ?? ''), enabled: Boolean(year) }).data?.locked ?? false;
  const options: Choice<Language | ''>[] = [
    { value: '', label: t('companyLanguage') },
    ...LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] })),
  ];
  return (
    <PageLayout
      title={t('generateTitle')}
      description={year ? t('generateDescription', { year: formatDate(year) }) : undefined}
    >
      <Container>
        {!year ? (
          <Alert type="info">{t('noYear')}</Alert>
        ) : (
          <SpaceBetween size="m">
            <RestatedYear year={year} />
            {/* The company's administrator locks the year once every page is approved (ADR 0102, 0111); platform staff unlock. */}
            <Alert
              type="info"
              header={t(locked ? 'lockedTitle' : 'whoLocksTitle')}
              data-testid={locked ? 'year-locked' : 'who-locks'}
            >
              {t(locked ? 'lockedText' : 'whoLocks')}
            </Alert>
            <LockYear year={year} />
            <ReportGaps year={year} />
            <ChoiceWithAction
              label={t('language')}
              options={options}
              value={lang}
              onChange={setLang}
              action={
                <CallButton
                  route={reportingRoutes.requestReport}
                  // The report's View PDF is the page's primary action once there is one.
                  variant={jobId || last ? 'normal' : 'primary'}
                  loading={create.isPending}
                  onClick={() => create.mutate({ year, ...(lang ? { lang } : {}) })}
                >
                  {t('start')}
                </CallButton>
              }
            />
            {jobId ? (
              <ReportProgress key={jobId} jobId={jobId} year={year} />
            ) : (
              // Not while the next one is being queued: the bar that follows is that one's.
              last &&
              !create.isPending && (
                <ReportProgress
                  key={last.id}
                  jobId={last.id}
                  year={year}
                  label={t('lastReport', {
                    language: last.lang ? LANGUAGE_NAMES[last.lang] : t('companyLanguage'),
                    when: formatDateTime(last.finishedAt ?? last.createdAt),
                  })}
                />
              )
            )}
          </SpaceBetween>
        )}
        {create.error && <RefusalAlert error={create.error} />}
      </Container>
      {year && (
        <Box margin={{ top: 'l' }}>
          <PackForm year={year} />
        </Box>
      )}
    </PageLayout>
  );
}
