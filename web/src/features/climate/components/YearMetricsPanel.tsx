import { climateMetrics } from '@esg/core/pages/climate/metrics';
import { usePageData } from '../../../forms/pageData/api/getPageData';
import { MetricsPanel } from './MetricsPanel';

/** Climate › Metrics and targets' panel: the computed figures, fetched again whenever the page is saved. */
export function YearMetricsPanel({ year }: { year: string }) {
  const version = usePageData(climateMetrics.key, year).data?.version ?? 0;
  return <MetricsPanel year={year} version={version} />;
}
