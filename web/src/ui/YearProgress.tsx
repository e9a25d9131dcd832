import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from './StatusIndicator';
import type { ProgressReply } from '@esg/core/schemas/workflow';
import { titlesNs } from '../i18n';
import { formatDate } from '../i18n/format';
import { useLocationName } from './locationName';

type Share = ProgressReply['overall'];

/**
 * The year's progress (ADR 0114), on Home and the dashboard: the share of tasks approved overall, by section and by
 * location, the overdue tasks, and the report's deadline (four months after the year end) with the days left.
 */
export function YearProgress({ progress }: { progress: ProgressReply }) {
  const { t, i18n } = useTranslation('common');
  const { t: title } = useTranslation(titlesNs);
  const nameOf = useLocationName();
  const bar = (s: Share, label: string) => (
    <ProgressBar
      key={s.key}
      label={label}
      value={s.percent}
      additionalInfo={t('progressApproved', { percent: s.percent, approved: s.approved, total: s.total })}
    />
  );
  const date = formatDate(progress.deadline, i18n.language);
  return (
    <Container data-testid="year-progress" header={<Header variant="h2">{t('progressTitle')}</Header>}>
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('progressOverall'), value: bar(progress.overall, '') },
            {
              label: t('progressOverdue'),
              value: (
                <StatusIndicator type={progress.overdue ? 'error' : 'success'}>
                  {String(progress.overdue)}
                </StatusIndicator>
              ),
            },
            {
              label: t('progressDeadline'),
              info: <Box variant="small">{t('progressDeadlineHint')}</Box>,
              value:
                progress.daysLeft < 0
                  ? t('progressDeadlinePassed', { date })
                  : t('progressDaysLeft', { date, count: progress.daysLeft }),
            },
          ]}
        />
        <ColumnLayout columns={2}>
          <SpaceBetween size="s">
            <Box variant="h3">{t('progressBySection')}</Box>
            {progress.bySection.map((s) => bar(s, title(s.key)))}
          </SpaceBetween>
          {progress.byLocation.length > 0 && (
            <SpaceBetween size="s">
              <Box variant="h3">{t('progressByLocation')}</Box>
              {progress.byLocation.map((s) => bar(s, nameOf(s)))}
            </SpaceBetween>
          )}
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
