import * as z from 'zod';
import { GWP_SETS } from '../calc/emissions/model';
import { IsoDate, Version } from './common';

/** A report's calculation settings (GET/PUT /api/report-settings/{year}); see ./settings.ts. */
export const ReportSettingsParams = z.strictObject({ year: IsoDate });
export const ReportSettingsSave = z.strictObject({
  gwpSet: z.enum(GWP_SETS),
  /** The version the change is based on; 0 when the year has never been saved. */
  version: Version,
});
export const ReportSettingsView = z.object({
  yearEnd: IsoDate,
  gwpSet: z.enum(GWP_SETS),
  version: z.number(),
  /** The year is printed: the settings are read-only. */
  locked: z.boolean(),
});
export type ReportSettingsView = z.infer<typeof ReportSettingsView>;
