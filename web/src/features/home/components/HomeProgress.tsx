import { useQuery } from '@tanstack/react-query';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { YearProgress } from '../../../ui/YearProgress';
import { progressQuery } from '../../../api/workflowProgress';
import { RestatedYear } from '../../../ui/restated/RestatedYear';

/** A restated year's version (ADR 0118), then the year's review progress and the report's deadline (ADR 0114). */
export function HomeProgress({ year }: { year: string }) {
  const progress = useQuery(progressQuery(year));
  return (
    <SpaceBetween size="l">
      <RestatedYear year={year} />
      {progress.data && <YearProgress progress={progress.data} />}
    </SpaceBetween>
  );
}
