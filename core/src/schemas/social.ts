import * as z from 'zod';
import { IsoDate } from './common';
import { PageDataView } from './pageData';

/** `GET /api/health-safety?year=`: the spec's call names no year, so the query does (as `/api/comp/info` bodies do). */
export const HealthSafetyQuery = z.strictObject({ year: IsoDate });

const FatalityYearView = z.object({
  yearEnd: IsoDate,
  source: z.enum(['stored', 'entered', 'missing']),
  fatalities: z.string().optional(),
  workforce: z.string().optional(),
  rate: z.string().optional(),
});
/** The page's answers and the B2.1 series of the past three years, computed on every read and save. */
export const HealthSafetyView = PageDataView.extend({ series: z.array(FatalityYearView) });
