import type { StatusIndicatorProps } from './StatusIndicator';
import type { TaskView } from '@esg/core/schemas/workflow';

/** How a task's state is drawn wherever tasks are listed (Home, the workflow bar, the year matrix; ADR 0102). */
export const STATE_INDICATOR: Readonly<Record<TaskView['state'], StatusIndicatorProps.Type>> = {
  notStarted: 'pending',
  inProgress: 'in-progress',
  submitted: 'info',
  returned: 'warning',
  approved: 'success',
};
