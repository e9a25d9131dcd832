import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { reportingRoutes } from '@esg/core/contract/reporting';
import { createPack, type SimplifiedChoice } from '../api/packs';
import { reportKeys } from '../api/reportJobs';
import { RefusalAlert } from './RefusalAlert';
import { ReportProgress } from './ReportProgress';
import { ns } from '../i18n';
import { CallButton } from '../../../ui/CallButton';
import { ChoiceWithAction, type Choice } from '../../../ui/ChoiceWithAction';

/**
 * The publication pack (ADR 0099): one action prints the English and Chinese editions together and checks their
 * parity; its progress, then a way to its result on view_pdf. The choice and the action stay for another pack.
 */
export function PackForm({ year }: { year: string }) {
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string>();
  const [simplified, setSimplified] = useState<SimplifiedChoice>('');
  const create = useMutation({
    mutationFn: createPack,
    onSuccess: (job) => {
      setJobId(job.id);
      void client.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
  const options: Choice<SimplifiedChoice>[] = [
    { value: '', label: t('packSimplifiedCompany') },
    { value: 'true', label: t('packSimplifiedYes') },
    { value: 'false', label: t('packSimplifiedNo') },
  ];
  return (
    <Container header={<Header variant="h2">{t('packTitle')}</Header>} data-testid="publication-pack">
      <SpaceBetween size="m">
        <Box variant="p">{t('packIntro')}</Box>
        <ChoiceWithAction
          label={t('packSimplified')}
          options={options}
          value={simplified}
          onChange={setSimplified}
          action={
            <CallButton
              route={reportingRoutes.requestPack}
              loading={create.isPending}
              onClick={() => create.mutate({ year, simplified })}
            >
              {t('packStart')}
            </CallButton>
          }
        />
        {jobId && <ReportProgress key={jobId} jobId={jobId} year={year} pack />}
        {create.error && <RefusalAlert error={create.error} />}
      </SpaceBetween>
    </Container>
  );
}
