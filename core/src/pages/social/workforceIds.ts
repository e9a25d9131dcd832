/*
 * The workforce figures' field ids, apart from their labels (workforce.ts) so the dashboard reads the figures without
 * the breakdowns' words (docs/decisions/0142-a-lambda-carries-what-it-runs.md).
 */

/** What is counted for each group (workforce.ts `MEASURES` labels them). */
export type Measure = 'begin' | 'end' | 'hires' | 'leavers';

/** The field id of one figure: `beginMale`, `leaversOver50`; `total` for the whole workforce. */
export const figureId = (measure: Measure, group: string) => `${measure}${group}`;
export const TOTAL = 'Total';

/** The regional breakdown: one row per in-boundary location of the year, the same four figures. */
export const REGIONS = 'regions';
export const REGION_COLUMN = 'location';
