import type * as z from 'zod';
import { DEFAULT_GWP, type GwpSet } from '../../calc/emissions/model';
import { AppError, Conflict, Locked, isYearHeld } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import type { ReportSettingsSave, ReportSettingsView } from '../../schemas/emissions';

/**
 * A report's calculation settings: which IPCC assessment report's global warming potentials
 * turn refrigerant kilograms into CO2e. One item per reporting year; a year never saved uses AR5, the
 * set HKEX's guidance follows. Printing freezes the figures computed with the set chosen then.
 */
interface ReportSettingsRecord {
  gwpSet: GwpSet;
  version: number;
}

const settingsKey = (tenantId: string, yearEnd: string) => keys.yearItem(tenantId, yearEnd, 'SETTINGS', 'REPORT');

/** The GWP set a year's emissions are calculated with (consistent read: a recalculation right after a save sees it). */
export async function gwpSetOf(tenantId: string, yearEnd: string): Promise<GwpSet> {
  const item = await getItem<ReportSettingsRecord>(settingsKey(tenantId, yearEnd), true);
  return item?.gwpSet ?? DEFAULT_GWP;
}

/** GET /api/report-settings/{year}. */
export async function readReportSettings(m: Membership, yearEnd: string): Promise<ReportSettingsView> {
  const { period } = await reportingYear(m, yearEnd);
  const item = await getItem<ReportSettingsRecord>(settingsKey(m.actor.tenantId, yearEnd), true);
  return { yearEnd, gwpSet: item?.gwpSet ?? DEFAULT_GWP, version: item?.version ?? 0, locked: !!period.printed };
}

/**
 * PUT /api/report-settings/{year}: unknown year 404, printed year 423, a change based on another
 * version 409 carrying the current settings; audited like every write.
 */
export async function saveReportSettings(
  m: Membership,
  yearEnd: string,
  input: z.output<typeof ReportSettingsSave>,
): Promise<ReportSettingsView> {
  const current = await readReportSettings(m, yearEnd);
  // Checked first so a printed year says so whatever version the form had; the write checks it again.
  if (current.locked) throw Locked();
  const tenantId = m.actor.tenantId;
  const key = settingsKey(tenantId, yearEnd);
  const set = { gwpSet: input.gwpSet, updatedAt: new Date().toISOString(), updatedBy: m.actor.login };
  try {
    await write({
      tenantId,
      yearEnd,
      action: 'reportSettings.save',
      changes: [
        input.version === 0
          ? { op: 'create', key, item: set, onExists: () => Conflict(current) }
          : { op: 'update', key, expectedVersion: input.version, set },
      ],
      before: { gwpSet: current.gwpSet },
      after: { gwpSet: input.gwpSet },
    });
  } catch (err) {
    // An update of settings never saved (404) was based on a version that does not exist: a conflict too.
    if (err instanceof AppError && (err.status === 409 || err.status === 404) && !isYearHeld(err))
      throw Conflict(await readReportSettings(m, yearEnd));
    throw err;
  }
  return { ...current, gwpSet: input.gwpSet, version: input.version + 1 };
}
