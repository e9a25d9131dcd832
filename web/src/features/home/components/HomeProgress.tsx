import { useQuery } from '@tanstack/react-query';
import { YearProgress } from '../../../ui/YearProgress';
import { progressQuery } from '../../../api/workflowProgress';

/** The year's review progress and the report's deadline (ADR 0114). */
export function HomeProgress({ year }: { year: string }) {
  const progress = useQuery(progressQuery(year));
  return progress.data ? <YearProgress progress={progress.data} /> : null;
}
