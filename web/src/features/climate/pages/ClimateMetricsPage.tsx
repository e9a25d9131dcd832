import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { climateMetrics } from '@esg/core/pages/climate/metrics';
import { titlesNs } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { PageDataYear } from '../../../forms/pageData/PageDataYear';
import { usePageData } from '../../../forms/pageData/api/getPageData';
import { useSession } from '../../../session/useSession';
import { inYearRuleSet, useYearRuleSet } from '../../../shell/yearRuleSet';
import { PageLayout } from '../../../ui/PageLayout';
import { MetricsPanel } from '../components/MetricsPanel';
import { ns } from '../i18n';

/** Climate › Metrics and targets: the computed figures above the catalogue form of the year. */
export function ClimateMetricsPage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  const ruleSet = useYearRuleSet();
  return (
    <PageLayout
      title={title('climate_metrics')}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : !inYearRuleSet(climateMetrics.route, ruleSet) ? (
        <Alert type="info">{t('notInRuleSet')}</Alert>
      ) : (
        <MetricsYear year={year} />
      )}
    </PageLayout>
  );
}

function MetricsYear({ year }: { year: string }) {
  const version = usePageData(climateMetrics.key, year).data?.version ?? 0;
  return (
    <SpaceBetween size="l">
      <MetricsPanel year={year} version={version} />
      <PageDataYear page={climateMetrics} year={year} />
    </SpaceBetween>
  );
}
