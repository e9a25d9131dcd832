import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { AnomalyTable } from '../../../ui/anomalies/AnomalyTable';
import { AssurancePack } from '../components/AssurancePack';
import { Restatement } from '../components/Restatement';
import { Completeness } from '../components/Completeness';
import { Thresholds } from '../components/Thresholds';
import { useAssuranceText } from '../i18n';

/**
 * `/reporting/data_quality`: the open year's completeness and its unusual figures (docs/decisions/0106, 0107).
 * Zero months are confirmed and anomalies explained here by those who enter data; everyone else reads.
 */
export function DataQualityPage() {
  const { t } = useAssuranceText();
  const { t: title } = useTranslation(titlesNs);
  const { year, stored } = useSession();
  const canWrite = stored?.role.privileges.includes('company:write') ?? false;
  // The thresholds are the company's: its administrators set them (PUT /api/anomaly-thresholds needs users:manage),
  // and restate a printed year (ADR 0118).
  const canSetThresholds = stored?.role.privileges.includes('users:manage') ?? false;
  return (
    <PageLayout
      title={title('data_quality')}
      description={year ? t('description', { date: formatDate(year) }) : undefined}
    >
      {year ? (
        <SpaceBetween size="l">
          <AnomalyTable year={year} canWrite={canWrite} />
          <Completeness year={year} canWrite={canWrite} />
          {canSetThresholds && <Thresholds />}
          <AssurancePack year={year} />
          <Restatement year={year} canRestate={canSetThresholds} />
        </SpaceBetween>
      ) : (
        <Alert type="info">{t('noYear')}</Alert>
      )}
    </PageLayout>
  );
}
